import 'server-only';
import { z } from 'zod';
import type { Ctx } from '@/lib/core/context';
import { dateIn } from '@/lib/core/dates';
import { sameType } from '@/lib/core/same-type';
import { keepHomeBalance, type KeepHomeBalance } from '@/lib/tax/compliance';
import { computeYear } from '@/lib/tax/engine';
import { mileageRatePeriods } from '@/lib/tax/law';
import { NO_COSTS, yearInputFrom } from '@/lib/tax-views/load';
import { loadYears } from '@/lib/tax-views/load-years';

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

export async function keepHomeView(ctx: Ctx, year: number): Promise<KeepHomeBalance> {
  const periods = mileageRatePeriods(year);
  const mine = { user_id: ctx.userId };
  const [loaded, homeCosts, rentMonths, ...visits] = await Promise.all([
    loadYears(ctx, [year]),
    ctx.db.taxHomeCost.aggregate({ where: { ...mine, year }, _sum: { amount: true } }),
    ctx.db.taxHomeCost.groupBy({
      by: ['month'],
      where: { ...mine, year, category: { in: ['rent', 'mortgage'] } },
    }),
    ...periods.map((p) =>
      ctx.db.mileageTrip.aggregate({
        where: { ...mine, purpose: 'tax_home_visit', date: { gte: dateIn(p.from), lte: dateIn(p.to) } },
        _sum: { miles: true },
      }),
    ),
  ]);
  const { records } = loaded;
  const input = yearInputFrom(ctx, year, records, loaded.costs.get(year) ?? NO_COSTS);
  // The months of the year so far: all 12 of a past year, none of a future one.
  const thisYear = ctx.now.getUTCFullYear();
  const elapsed = year < thisYear ? 12 : year > thisYear ? 0 : ctx.now.getUTCMonth() + 1;
  const recorded = new Set(rentMonths.map((r) => r.month));
  const unrecorded = Array.from({ length: elapsed }, (_, i) => i + 1).filter((m) => !recorded.has(m));
  return keepHomeBalance({
    year,
    homeCosts: homeCosts._sum.amount ?? 0,
    rent: { monthly: records.home?.rent_amount ?? 0, months: unrecorded.length },
    visitMiles: periods.map((p, i) => ({ miles: visits[i]?._sum.miles ?? 0, centsPerMile: p.centsPerMile })),
    taxWithHome: computeYear(input).totals.totalTax,
    taxWithoutHome: computeYear({ ...input, taxHome: null }).totals.totalTax,
  });
}
