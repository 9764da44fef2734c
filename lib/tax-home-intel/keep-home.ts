import 'server-only';
import { z } from 'zod';
import type { Ctx } from '@/lib/core/context';
import { dateIn } from '@/lib/core/dates';
import { sameType } from '@/lib/core/same-type';
import { keepHomeBalance, type KeepHomeBalance } from '@/lib/tax/compliance';
import { computeYear } from '@/lib/tax/engine';
import { mileageRatePeriods } from '@/lib/tax/law';
import { loadUserRecords, yearCosts, yearInputFrom } from '@/lib/tax-views/load';

// Keep the tax home? The engine's year with and without the home, against what keeping it cost.

const cents = (d: string) => z.int().meta({ description: `${d}, integer cents` });
export const keepHomeResponse = z
  .object({
    year: z.int(),
    homeCosts: cents("The year's recorded tax home costs"),
    visitMiles: z.int().meta({ description: 'Miles of the year’s trips home (purpose tax_home_visit)' }),
    visitMileageCost: cents('Those miles at the IRS business rate'),
    costOfKeeping: cents('homeCosts + visitMileageCost'),
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
        visitMiles: 1200,
        visitMileageCost: 87_000,
        costOfKeeping: 1_887_000,
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
  const [records, costs, homeCosts, ...visits] = await Promise.all([
    loadUserRecords(ctx),
    yearCosts(ctx, year),
    ctx.db.taxHomeCost.aggregate({ where: { ...mine, year }, _sum: { amount: true } }),
    ...periods.map((p) =>
      ctx.db.mileageTrip.aggregate({
        where: { ...mine, purpose: 'tax_home_visit', date: { gte: dateIn(p.from), lte: dateIn(p.to) } },
        _sum: { miles: true },
      }),
    ),
  ]);
  const input = yearInputFrom(ctx, year, records, costs);
  return keepHomeBalance({
    year,
    homeCosts: homeCosts._sum.amount ?? 0,
    visitMiles: periods.map((p, i) => ({ miles: visits[i]?._sum.miles ?? 0, centsPerMile: p.centsPerMile })),
    taxWithHome: computeYear(input).totals.totalTax,
    taxWithoutHome: computeYear({ ...input, taxHome: null }).totals.totalTax,
  });
}
