import 'server-only';
import { ownLive } from '@/lib/providers/db/soft-delete';
import { z } from 'zod';
import type { Ctx } from '@/lib/core/context';
import { sameType } from '@/lib/core/same-type';
import { keepHomeBalance, type KeepHomeBalance } from '@/lib/tax/compliance';
import { computeYear } from '@/lib/tax/engine';
import { mileageRatePeriods } from '@/lib/tax/law';
import { withFields } from '@/lib/core/with-fields';
import { Prisma } from '@/lib/generated/prisma/client';
import { sum } from '@/lib/tax/engine/money';
import { costsByYear, NO_COSTS, yearInputFrom } from '@/lib/views/load/year';
import { recordsFrom, recordsSql } from '@/lib/views/load/years';
import { yearSumsFrom, yearSumsSql } from '@/lib/views/load/sums';
import { readRowsWithUser } from '@/lib/account/users/first-read';

// Keep the tax home? The engine's year with and without the home, against what keeping it cost.

const cents = (d: string) => z.int().meta({ description: `${d}, integer cents` });
export const keepHomeResponse = z
  .object({
    year: z.int(),
    homeCosts: cents(
      'The recorded tax home costs of the days away on assignment: each month’s recorded costs × its share of days away',
    ),
    rentMonths: z.int().meta({
      description: 'Months with days away on assignment and no rent or mortgage cost recorded',
    }),
    rentFromHome: cents(
      "The tax home's monthly rent or mortgage (`rent_amount`) × each of those months' share of days away",
    ),
    visitMiles: z.int().meta({ description: 'Miles of the year’s trips home (purpose tax_home_visit)' }),
    visitMileageCost: cents('Those miles at the IRS business rate'),
    costOfKeeping: cents('homeCosts + rentFromHome + visitMileageCost'),
    note: z.string().meta({ description: 'What the cost counts, in words' }),
    taxWithHome: cents("The year's total tax as computed"),
    taxWithoutHome: cents('The same year with no tax home (every W-2 stipend taxed as pay)'),
    taxSaved: cents('taxWithoutHome − taxWithHome'),
    net: cents('taxSaved − costOfKeeping; positive when the home paid for itself'),
    summary: z.string(),
  })
  .meta({
    id: 'KeepHomeBalance',
    examples: [
      {
        year: 2026,
        homeCosts: 1_800_000,
        rentMonths: 0,
        rentFromHome: 0,
        visitMiles: 1200,
        visitMileageCost: 87_000,
        costOfKeeping: 1_887_000,
        note: 'Counted: your home’s costs for the 273 days you were away on assignment: $18,000.00 of the costs you recorded; 1,200 miles of trips home at the IRS rate ($870.00). The days you live at home are your living costs, not the cost of keeping a tax home, so they are not counted.',
        taxWithHome: 1_250_000,
        taxWithoutHome: 3_400_000,
        taxSaved: 2_150_000,
        net: 263_000,
        summary:
          'Keeping your home saved you $2,630.00 in 2026: $21,500.00 of tax saved, less $18,870.00 to keep it while you were away.',
      },
    ],
  });
sameType<z.infer<typeof keepHomeResponse>, KeepHomeBalance>();

interface KeepHomeRow {
  home: string | null;
  assignments: string;
  sums: string;
  home_costs: string;
  rent_months: string;
}

/**
 * One statement: the current home and every live assignment (recordsSql), the year's cost sums the engine
 * reads (yearSumsSql, whose trips by purpose and rate period also give the miles home), and the year's tax
 * home costs: their sum per month and the months with rent or a mortgage recorded. Six queries before, five of
 * them through Prisma (issue 19's bench of every read: 3.1x /health). The cost counted is the days away's
 * share of each month (lib/tax/compliance/keep-home.ts).
 */
export async function keepHomeView(ctx: Ctx, year: number): Promise<KeepHomeBalance> {
  const user = ctx.userId;
  const [row] = await readRowsWithUser<KeepHomeRow>(
    ctx,
    Prisma.sql`
    SELECT ${recordsSql(user)}, ${yearSumsSql(ctx, [year])} AS sums,
      (SELECT coalesce(json_object_agg(m."month", m.amount), '{}')::text
         FROM (SELECT c."month", sum(c."amount")::float8 AS amount FROM "tax_home_costs" c
                WHERE ${ownLive(user, 'c')} AND c."year" = ${year}
                GROUP BY c."month") m) AS home_costs,
      (SELECT coalesce(json_agg(DISTINCT c."month"), '[]')::text FROM "tax_home_costs" c
        WHERE ${ownLive(user, 'c')} AND c."year" = ${year}
          AND c."category" IN ('rent', 'mortgage')) AS rent_months`,
  );
  if (!row) throw new Error('The keep-home statement answered no row');
  const records = recordsFrom(row);
  const sums = yearSumsFrom(row.sums, [year]);
  const input = yearInputFrom(ctx, year, records, costsByYear(sums, [year]).get(year) ?? NO_COSTS);
  const withHome = computeYear(input);
  const byMonth = JSON.parse(row.home_costs) as Record<string, number>;
  // Each group of the year's trips dates from inside its rate period (./sums.ts).
  const home = (sums.get(year)?.trips ?? []).filter((t) => t.purpose === 'tax_home_visit');
  return keepHomeBalance({
    year,
    recordedByMonth: Object.fromEntries(Object.entries(byMonth).map(([m, v]) => [Number(m), Number(v)])),
    rentRecordedMonths: JSON.parse(row.rent_months) as number[],
    monthlyRent: records.home?.rent_amount ?? 0,
    // The days away: assignments in the tax home's own city are not away from it (docs/tax-method.md §2).
    away: withHome.items
      .filter((it) => it.stipendsTaxableReason !== 'not_away_from_home')
      .map((it) => it.assignment),
    visitMiles: mileageRatePeriods(year).map((p) => ({
      miles: sum(home.filter((t) => t.date >= p.from && t.date <= p.to).map((t) => t.miles)),
      centsPerMile: p.centsPerMile,
    })),
    taxWithHome: withHome.totals.totalTax,
    taxWithoutHome: computeYear(withFields(input, { taxHome: null })).totals.totalTax,
  });
}
