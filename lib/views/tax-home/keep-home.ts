import 'server-only';
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
    homeCosts: cents("The year's recorded tax home costs"),
    rentMonths: z.int().meta({
      description: 'Months of the year so far with no rent or mortgage cost recorded',
    }),
    rentFromHome: cents("rentMonths × the tax home's monthly rent or mortgage (`rent_amount`)"),
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
        note: 'Counted: $18,000.00 of tax home costs you recorded, 1,200 miles of trips home at the IRS rate ($870.00).',
        taxWithHome: 1_250_000,
        taxWithoutHome: 3_400_000,
        taxSaved: 2_150_000,
        net: 263_000,
        summary:
          'Keeping your home saved you $2,630.00 in 2026: $21,500.00 of tax saved, less $18,870.00 to keep it.',
      },
    ],
  });
sameType<z.infer<typeof keepHomeResponse>, KeepHomeBalance>();

interface KeepHomeRow {
  home: string | null;
  assignments: string;
  sums: string;
  home_costs: number;
  rent_months: string;
}

/**
 * One statement: the current home and every live assignment (recordsSql), the year's cost sums the engine
 * reads (yearSumsSql, whose trips by purpose and rate period also give the miles home), and the year's tax
 * home costs: their total and the months with rent or a mortgage recorded. Six queries before, five of them
 * through Prisma (issue 19's bench of every read: 3.1x /health).
 */
export async function keepHomeView(ctx: Ctx, year: number): Promise<KeepHomeBalance> {
  const user = ctx.userId;
  const [row] = await readRowsWithUser<KeepHomeRow>(
    ctx,
    Prisma.sql`
    SELECT ${recordsSql(user)}, ${yearSumsSql(ctx, [year])} AS sums,
      (SELECT coalesce(sum(c."amount"), 0)::float8 FROM "tax_home_costs" c
        WHERE c."user_id" = ${user} AND c."deleted_at" IS NULL AND c."year" = ${year}) AS home_costs,
      (SELECT coalesce(json_agg(DISTINCT c."month"), '[]')::text FROM "tax_home_costs" c
        WHERE c."user_id" = ${user} AND c."deleted_at" IS NULL AND c."year" = ${year}
          AND c."category" IN ('rent', 'mortgage')) AS rent_months`,
  );
  if (!row) throw new Error('The keep-home statement answered no row');
  const records = recordsFrom(row);
  const sums = yearSumsFrom(row.sums, [year]);
  const input = yearInputFrom(ctx, year, records, costsByYear(sums, [year]).get(year) ?? NO_COSTS);
  // The months of the year so far: all 12 of a past year, none of a future one.
  const thisYear = ctx.now.getUTCFullYear();
  const elapsed = year < thisYear ? 12 : year > thisYear ? 0 : ctx.now.getUTCMonth() + 1;
  const recorded = new Set(JSON.parse(row.rent_months) as number[]);
  const unrecorded = Array.from({ length: elapsed }, (_, i) => i + 1).filter((m) => !recorded.has(m));
  // Each group of the year's trips dates from inside its rate period (./sums.ts).
  const home = (sums.get(year)?.trips ?? []).filter((t) => t.purpose === 'tax_home_visit');
  return keepHomeBalance({
    year,
    homeCosts: Number(row.home_costs),
    rent: { monthly: records.home?.rent_amount ?? 0, months: unrecorded.length },
    visitMiles: mileageRatePeriods(year).map((p) => ({
      miles: sum(home.filter((t) => t.date >= p.from && t.date <= p.to).map((t) => t.miles)),
      centsPerMile: p.centsPerMile,
    })),
    taxWithHome: computeYear(input).totals.totalTax,
    taxWithoutHome: computeYear(withFields(input, { taxHome: null })).totals.totalTax,
  });
}
