import { z } from 'zod';
import { isoDate, money, name200, stateCode, yearParam, zip } from '@/lib/validation/common';

export const yearQuery = z.object({ year: yearParam.optional() });

export const perDiemQuery = z
  .object({
    state: stateCode.optional(),
    city: name200.optional(),
    zip: zip.optional(),
    date: isoDate.optional(),
  })
  .refine((q) => q.zip !== undefined || q.state !== undefined, {
    message: 'Give a zip, or a state (and city)',
    path: ['state'],
  });

/** One contract of a comparison (tax-method §8). */
export const contractInput = z
  .strictObject({
    name: name200.min(1),
    state: stateCode,
    city: name200.optional().meta({ description: 'City, for the GSA area and the tax-home tests' }),
    zip: zip.optional().meta({ description: 'ZIP of the facility, for the GSA area' }),
    start_date: isoDate.optional().meta({ description: 'Default: January 1 of year' }),
    weeks: z.int().min(1).max(104),
    hours_per_week: z.int().min(1).max(168).default(36),
    base_pay: money.optional().meta({ description: 'Weekly cents; or give hourly_rate' }),
    hourly_rate: money.optional().meta({ description: 'Cents per hour; weekly = hourly × hours_per_week' }),
    housing_stipend: money.default(0),
    mie_stipend: money.default(0),
    overtime_pay: money.default(0).meta({ description: 'Total overtime pay of the contract, cents' }),
    bonuses: money.default(0),
    expenses: money.default(0),
  })
  .refine((c) => c.base_pay !== undefined || c.hourly_rate !== undefined, {
    message: 'Give base_pay (weekly) or hourly_rate',
    path: ['base_pay'],
  });

export const taxCalculateBody = z.strictObject({
  year: z.int().min(2000).max(2100),
  contract_a: contractInput,
  contract_b: contractInput,
});
export const comparisonCreateBody = taxCalculateBody.extend({ name: name200.min(1) });
export type TaxCalculateBody = z.infer<typeof taxCalculateBody>;
