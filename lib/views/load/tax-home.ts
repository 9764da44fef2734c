import 'server-only';
import { ownLive } from '@/lib/providers/db/soft-delete';
import type { Ctx } from '@/lib/core/context';
import { dateOut, todayOf } from '@/lib/core/dates';
import { stipendEligibility, taxHomeTest, type TaxHomeTest } from '@/lib/tax/compliance';
import { computeYear } from '@/lib/tax/engine';
import { zipDistanceMiles } from '@/lib/tax/law';
import { Prisma } from '@/lib/generated/prisma/client';
import { recordCounts, taxHomeFacts } from '@/lib/views/audit';
import { loadYearInput, recordsFrom, recordsSql } from '@/lib/views/load/years';
import { readRowsWithUser } from '@/lib/account/users/first-read';

// The tax home views (issue 18): one statement each, then the pure rules of lib/tax/compliance.

interface TestRow {
  home: string | null;
  assignments: string;
  doc_types: string;
  visits: string;
}

/**
 * The three factors of Rev. Rul. 73-529 over the caller's tax home, its documents, costs and assignments,
 * from one statement: the current home and every live assignment as the computed views read them
 * (recordsSql), the kinds of document on file and the visits, of which the current home's count; the live costs are counted on
 * the user's row. Five Prisma queries before (issue 19's bench of every read: 2.5x /health).
 */
export async function taxHomeTestView(ctx: Ctx): Promise<TaxHomeTest> {
  const user = ctx.userId;
  const [row] = await readRowsWithUser<TestRow>(
    ctx,
    Prisma.sql`
    SELECT ${recordsSql(user)},
      (SELECT coalesce(json_agg(DISTINCT d."doc_type"), '[]')::text FROM "tax_home_docs" d
        WHERE ${ownLive(user, 'd')}) AS doc_types,
      (SELECT coalesce(json_agg(json_build_object('home', v."tax_home_id",
                'arrived', to_char(v."arrived", 'YYYY-MM-DD'), 'left', to_char(v."left", 'YYYY-MM-DD'))), '[]')::text
         FROM "tax_home_visits" v WHERE ${ownLive(user, 'v')}) AS visits`,
  );
  if (!row) throw new Error('The tax home test statement answered no row');
  const { home, assignments } = recordsFrom(row);
  return taxHomeTest({
    today: todayOf(ctx.now),
    taxHome: home && { ...taxHomeFacts(home), city: home.city },
    docTypes: JSON.parse(row.doc_types) as string[],
    costCount: recordCounts(ctx).costs,
    visits: (JSON.parse(row.visits) as { home: number; arrived: string; left: string }[])
      .filter((v) => v.home === home?.id)
      .map((v) => ({ arrived: v.arrived, left: v.left })),
    assignments: assignments.map((a) => ({
      location: a.location,
      state: a.state,
      start_date: dateOut(a.start_date),
      end_date: dateOut(a.end_date),
      milesFromHome: home ? zipDistanceMiles(a.zip, home.zip) : null,
    })),
  });
}

/** Per assignment of the year: whether its stipends can be tax-free, from the engine's own figures. */
export async function stipendEligibilityView(ctx: Ctx, year: number) {
  const result = computeYear(await loadYearInput(ctx, year));
  return { year, items: result.items.map((item) => stipendEligibility(item, result.employmentType)) };
}
