import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openEmbedded } from '@/lib/providers/db/embedded';
import type { EmbeddedClient } from '@/lib/providers/db/embedded-worker';
import { migrate, migrationsDir, readMigrations } from '@/lib/providers/db/migrate';
import { pgliteRunner } from '@/lib/providers/db/runners';

// A migration that keeps sums by trigger also sums the rows already there when it is applied: a database
// with trips from before migration 20261128090000_trip_year_sums gets the same half-year sums as the
// triggers keep from then on, and as the rows themselves give. (The other suites migrate empty databases,
// so they never reach that part of a migration.)

const MIGRATION = '20261128090000_trip_year_sums';

/** The live trips summed as trip_year_sums keep them, from the rows. */
const FROM_ROWS = `
  SELECT user_id, extract(year FROM date)::int AS year, coalesce(assignment_id, 0) AS assignment_id, purpose,
         coalesce(sum(miles) FILTER (WHERE extract(month FROM date) < 7), 0)::bigint AS miles_jan_jun,
         (count(*) FILTER (WHERE extract(month FROM date) < 7))::int AS n_jan_jun,
         coalesce(sum(miles) FILTER (WHERE extract(month FROM date) >= 7), 0)::bigint AS miles_jul_dec,
         (count(*) FILTER (WHERE extract(month FROM date) >= 7))::int AS n_jul_dec
    FROM mileage_trips WHERE deleted_at IS NULL GROUP BY 1, 2, 3, 4`;
const KEPT = `
  SELECT user_id, year, assignment_id, purpose, miles_jan_jun, n_jan_jun, miles_jul_dec, n_jul_dec
    FROM trip_year_sums WHERE n_jan_jun <> 0 OR n_jul_dec <> 0`;

let db: EmbeddedClient | undefined;
let dir: string | undefined;

afterAll(async () => {
  await db?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function rows(sql: string): Promise<string[]> {
  const result = await db!.query<Record<string, unknown>>(`SELECT row_to_json(x)::text AS r FROM (${sql}) x`);
  return result.rows.map((r) => String(r.r)).sort();
}

describe('a sums migration applied to a database with records', () => {
  it('sums the trips already there as the rows give them', async () => {
    db = (await openEmbedded()).pglite;
    const runner = pgliteRunner(db);
    // Every migration before this one, from a folder of their own.
    dir = await mkdtemp(path.join(tmpdir(), 'tl-migrations-'));
    const earlier = (await readMigrations()).filter((m) => m.name < MIGRATION);
    for (const m of earlier)
      await cp(path.join(migrationsDir(), m.name), path.join(dir, m.name), { recursive: true });
    await migrate(runner, dir);

    // Two users; trips in both halves of two years, linked and not, some deleted (soft), some moved.
    await db.exec(`
      INSERT INTO users (iss, sub, updated_at) VALUES ('test', 'backfill-a', now()), ('test', 'backfill-b', now());
      INSERT INTO assignments (user_id, facility, location, state, start_date, end_date, base_pay, status, updated_at)
        SELECT id, 'General', 'Denver', 'CO', DATE '2025-03-01', DATE '2025-09-30', 90000, 'completed', now() FROM users;
      INSERT INTO mileage_trips (user_id, date, miles, purpose, assignment_id, deleted_at, updated_at)
        SELECT u.id, DATE '2025-01-01' + (g * 7 % 700), 1 + g % 90,
               (ARRAY['work_travel', 'tax_home_visit', 'personal'])[1 + g % 3],
               CASE WHEN g % 2 = 0 THEN a.id END,
               CASE WHEN g % 11 = 0 THEN now() END, now()
          FROM users u JOIN assignments a ON a.user_id = u.id, generate_series(1, 150) g;
      UPDATE mileage_trips SET date = date + 200 WHERE id % 13 = 0;`);
    const expected = await rows(FROM_ROWS);
    expect(expected.length).toBeGreaterThan(20);

    const applied = await migrate(runner);
    expect(applied).toContain(MIGRATION);
    expect(await rows(KEPT)).toEqual(expected);

    // And the triggers carry on from the sums the migration made.
    await db.exec(`
      UPDATE mileage_trips SET deleted_at = now() WHERE id % 5 = 0;
      UPDATE mileage_trips SET date = DATE '2026-08-15' WHERE id % 7 = 0;`);
    expect(await rows(KEPT)).toEqual(await rows(FROM_ROWS));
  });
});
