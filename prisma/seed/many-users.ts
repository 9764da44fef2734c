import type { Db } from '@/lib/providers/db/client';

// Many ordinary users for the daily job's benchmark (scripts/bench-jobs.ts): each with a tax home, an
// assignment around today and a credential, varied so that the notification rules have work on first run
// (visits overdue, credentials expiring, the odd rented-out home) and nothing to do on the second.

const DAY_MS = 86_400_000;
const STATES = ['NE', 'TX', 'CA', 'FL', 'NY', 'WA', 'AZ', 'CO', 'OH', 'GA'];
const PAGE = 500;

const date = (now: Date, offsetDays: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + offsetDays * DAY_MS);

/** Inserts `count` users (subjects `<prefix>-<n>`) with their records, in pages; returns their ids. */
export async function seedManyUsers(db: Db, count: number, now: Date, prefix = 'many'): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < count; start += PAGE) {
    const n = Math.min(PAGE, count - start);
    const subs = Array.from({ length: n }, (_, i) => `${prefix}-${start + i}`);
    await db.user.createMany({
      data: subs.map((sub, i) => ({
        iss: 'https://seed.travel-ledger.test',
        sub,
        email: `${sub}@example.test`,
        first_name: 'Seeded',
        employment_type: (start + i) % 4 === 0 ? '1099' : 'w2',
        email_digest: (start + i) % 10 === 0 ? 'daily' : 'off',
      })),
      skipDuplicates: true,
    });
    const users = await db.user.findMany({
      where: { sub: { in: subs } },
      select: { id: true },
      orderBy: { id: 'asc' },
    });
    const page = users.map((u) => u.id);
    await db.taxHome.createMany({
      data: page.map((user_id, i) => ({
        user_id,
        address: `${i + 1} Main St`,
        city: 'Omaha',
        state: 'NE',
        rent_amount: 90_000,
        last_visit_date: date(now, -((i * 7) % 60)),
        property_rented_out: i % 17 === 0,
      })),
    });
    await db.assignment.createMany({
      data: page.map((user_id, i) => ({
        user_id,
        facility: 'General Hospital',
        location: 'Austin',
        state: STATES[i % STATES.length] ?? 'TX',
        start_date: date(now, -40 - (i % 30)),
        end_date: date(now, 50 + (i % 60)),
        base_pay: 120_000,
        housing_stipend: 150_000 + (i % 5) * 20_000,
        mie_stipend: 60_000,
        status: 'active',
      })),
    });
    await db.credential.createMany({
      data: page.map((user_id, i) => ({
        user_id,
        type: 'bls',
        name: 'BLS',
        expiration_date: date(now, 10 + ((i * 13) % 400)),
      })),
    });
    ids.push(...page);
  }
  return ids;
}
