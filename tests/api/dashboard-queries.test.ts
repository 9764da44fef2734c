import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDashboard } from '@/app/(app)/dashboard/load';
import type { Ctx } from '@/lib/core/context';
import { syncNotifications } from '@/lib/notifications/sync';
import { seedDemoUser } from '@/prisma/seed/demo';
import { openCountingDatabase, type CountingDatabase } from '../helpers/query-count';

// What the dashboard costs the database, for the seeded demo user (a year of records): counted in SQL
// statements on a database of its own, so that a change that adds queries fails here.

let counting: CountingDatabase;
let ctx: Ctx;

beforeAll(async () => {
  counting = await openCountingDatabase();
  const now = new Date();
  const { userId } = await seedDemoUser(counting.db, { now, password: 'demo-password-for-counting' });
  await syncNotifications(counting.db, userId, now);
  const user = await counting.db.user.findUniqueOrThrow({ where: { id: userId } });
  ctx = { db: counting.db, user, userId, now, requestId: 'dashboard-queries' };
});
afterAll(() => counting.close());

describe('dashboard queries', () => {
  it('the page loader sends at most 26 statements', async () => {
    counting.reset();
    await loadDashboard(ctx);
    const sent = counting.statements();
    console.info(`dashboard loader: ${sent.length} SQL statements`);
    expect(sent.length).toBeLessThanOrEqual(26);
  });
});
