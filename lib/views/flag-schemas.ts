import { z } from 'zod';
import { sameType } from '@/lib/core/same-type';
import type { GsaCheck } from '@/lib/tax/engine/gsa';
import { NEAR_HOME_MILES } from '@/lib/tax/law/tax-home';

// What every view says per assignment about its stipends (docs/tax-method.md §2, §6), shared by the dashboard,
// profitability, state income and comparison schemas.

const cents = (description: string) => z.int().meta({ description });

/** The per-day GSA test of an assignment or contract (docs/tax-method.md §6). */
export const gsaCheckSchema = z
  .object({
    area: z
      .string()
      .meta({ description: 'GSA destination, the standard CONUS rate, or a place not checked' }),
    checked: z.boolean().meta({ description: 'False in Alaska, Hawaii and outside the 48 states and DC' }),
    weeklyAllowance: cents('Housing + M&IE stipends per week'),
    weeklyRateMin: z.int().nullable().meta({
      description: 'Lowest 7 × (lodging + M&IE) over its days in the year, cents; null when not checked',
    }),
    weeklyRateMax: z.int().nullable().meta({
      description: 'Highest 7 × (lodging + M&IE) over its days in the year, cents; null when not checked',
    }),
    excess: cents('Taxable excess in the year (0 for 1099 and places not checked)'),
  })
  .meta({ id: 'GsaCheck' });
// The one GsaCheck: the engine's type, which this schema documents.
sameType<z.infer<typeof gsaCheckSchema>, GsaCheck>();

/** Stipend flags (docs/tax-method.md §2): present only when set. */
export const stipendFlags = {
  gsa: gsaCheckSchema,
  stipendsTaxable: z
    .literal(true)
    .optional()
    .meta({ description: 'W-2 stipends that are wages: see stipendsTaxableReason' }),
  stipendsTaxableReason: z.enum(['no_tax_home', 'not_away_from_home', 'twelve_month']).optional().meta({
    description: 'Why the stipends are wages: no tax home, work in the tax home city, or the 12-month rule',
  }),
  nearTaxHome: z
    .literal(true)
    .optional()
    .meta({
      description: `Within ${NEAR_HOME_MILES} miles of the tax home in another city: flagged, not taxed`,
    }),
};
