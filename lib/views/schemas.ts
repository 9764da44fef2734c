import { z } from 'zod';
import { comparisonRequest, taxCalculateRequest } from '@/lib/records/comparisons/examples';
import { checkCounty } from '@/lib/tax/law/local-places';
import { isoDate, money, name200, stateCode, yearParam, zip } from '@/lib/validation/common';

export const yearQuery = z.object({
  year: yearParam.optional().meta({ description: 'The calendar year; default the current year' }),
});

/** A ZIP, or a state (and city): `anyOf` in the document, and the refine's message for a client. */
export const perDiemQuery = z
  .object({
    state: stateCode
      .optional()
      .meta({ description: 'Two-letter state code (with `city`); required unless `zip` is given' }),
    city: name200.optional().meta({ description: 'City, matched against the GSA destinations of the state' }),
    zip: zip.optional().meta({ description: 'Five-digit ZIP code, instead of state and city' }),
    date: isoDate.optional().meta({ description: 'Day whose rate applies, YYYY-MM-DD; default today' }),
  })
  .refine((q) => q.zip !== undefined || q.state !== undefined, {
    message: 'Give a zip, or a state (and city)',
    path: ['state'],
  })
  .meta({
    title: 'place',
    description: 'The place: a `zip`, or a `state` (and `city`); `date` is optional',
    anyOf: [{ required: ['zip'] }, { required: ['state'] }],
  });

/** One contract of a comparison (docs/tax-method.md §8). */
export const contractInput = z
  .strictObject({
    name: name200.min(1),
    state: stateCode,
    city: name200.optional().meta({ description: 'City, for the GSA area and the tax-home tests' }),
    zip: zip.optional().meta({ description: 'ZIP of the facility, for the GSA area' }),
    county: name200
      .min(1)
      .optional()
      .meta({
        description:
          "County of the facility, for county taxes where its ZIP lies in more than one; default: the ZIP's " +
          'primary county. Must be one of the counties the ZIP lies in.',
      }),
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
  })
  .superRefine((c, check) => {
    if (c.county === undefined) return;
    const county = checkCounty(c.state, c.city ?? '', c.zip ?? null, c.county);
    if ('message' in county) check.addIssue({ code: 'custom', message: county.message, path: ['county'] });
  });

const comparedContracts = z.strictObject({
  year: z.int().min(2000).max(2100),
  contract_a: contractInput,
  contract_b: contractInput,
});
export const taxCalculateBody = comparedContracts.meta({ examples: [taxCalculateRequest] });
export const comparisonCreateBody = comparedContracts
  .extend({ name: name200.min(1) })
  .meta({ examples: [comparisonRequest] });
export type TaxCalculateBody = z.infer<typeof taxCalculateBody>;
