import 'server-only';
import { z } from 'zod';
import { sameType } from '@/lib/core/same-type';
import {
  STIPEND_CONDITIONS,
  TAX_HOME_FACTORS,
  type StipendEligibility,
  type TaxHomeTest,
} from '@/lib/tax/compliance';
import { isoDate } from '@/lib/validation/common';

// Response schemas of the tax home intelligence views (issue 18), each tied to the pure computation's type.

const cents = (description: string) => z.int().meta({ description: `${description}, integer cents` });

const taxHomeTestExample: TaxHomeTest = {
  verdict: 'facts_and_circumstances',
  factorsMet: 2,
  factors: [
    {
      key: 'work_near_home',
      label: 'You work near your home',
      law: 'You do part of your work in the area of your home and sleep there while you do.',
      met: false,
      evidence: [],
      missing: ['Record an assignment, per diem or PRN shift within 50 miles of Austin in the last 2 years'],
    },
    {
      key: 'duplicated_expenses',
      label: 'You pay for your home while away',
      law: 'Your costs at home go on while you work away, so you pay for two places.',
      met: true,
      evidence: ['Rent or mortgage recorded on your tax home'],
      missing: ['Upload your lease or a mortgage statement'],
    },
    {
      key: 'not_abandoned',
      label: 'You have not left your home area',
      law: 'You still live there in the ways that count.',
      met: true,
      evidence: ['Last visit Oct 12, 2026', 'Registered to vote in TX'],
      missing: ['Upload your vehicle registration (TX)'],
    },
  ],
  toImprove: [
    'You work near your home: Record an assignment, per diem or PRN shift within 50 miles of Austin in the last 2 years',
  ],
};

export const taxHomeTestSchema = z
  .object({
    verdict: z.enum(['tax_home', 'facts_and_circumstances', 'itinerant']).meta({
      description: '3 factors met: tax_home; 2: facts_and_circumstances; 0-1: itinerant (no tax home)',
    }),
    factorsMet: z.int().min(0).max(3),
    factors: z.array(
      z.object({
        key: z.enum(TAX_HOME_FACTORS),
        label: z.string(),
        law: z.string().meta({ description: 'The factor in plain words' }),
        met: z.boolean(),
        evidence: z.array(z.string()).meta({ description: "What the worker's records show" }),
        missing: z.array(z.string()).meta({ description: 'What to add, most important first' }),
      }),
    ),
    toImprove: z.array(z.string()).meta({ description: 'What would raise the verdict' }),
  })
  .meta({ id: 'TaxHomeTest', examples: [taxHomeTestExample] });
sameType<z.infer<typeof taxHomeTestSchema>, TaxHomeTest>();

const eligibilityExample: StipendEligibility = {
  assignmentId: 12,
  facility: 'Houston Methodist',
  location: 'Houston',
  state: 'TX',
  startDate: '2026-01-05',
  endDate: '2026-04-05',
  stipends: 1_300_000,
  status: 'tax_free',
  taxableStipends: 0,
  conditions: [
    { key: 'tax_home', label: 'You have a tax home', met: true, detail: 'A tax home is recorded' },
    {
      key: 'away_from_home',
      label: 'The work is away from home',
      met: true,
      detail: 'Houston, TX is away from your tax home',
    },
    {
      key: 'twelve_month',
      label: '12-month rule',
      met: true,
      detail: 'You work fewer than 366 days at this place in 24 months',
    },
    { key: 'gsa', label: 'Within the GSA rate', met: true, detail: 'The stipends are within the GSA rate' },
  ],
};

export const stipendEligibilitySchema = z
  .object({
    assignmentId: z.int(),
    facility: z.string(),
    location: z.string(),
    state: z.string(),
    startDate: isoDate,
    endDate: isoDate,
    stipends: cents("The year's housing and meals stipends"),
    status: z.enum(['tax_free', 'partly', 'taxable', 'income']).meta({
      description: 'tax_free; partly (above the GSA rate); taxable (a condition fails); income (1099 worker)',
    }),
    taxableStipends: cents("The year's stipends that are taxable pay"),
    conditions: z
      .array(
        z.object({
          key: z.enum(STIPEND_CONDITIONS),
          label: z.string(),
          met: z.boolean(),
          detail: z.string(),
        }),
      )
      .meta({ description: 'In the order the law applies them; the list stops at the first that fails' }),
  })
  .meta({ id: 'StipendEligibility', examples: [eligibilityExample] });
sameType<z.infer<typeof stipendEligibilitySchema>, StipendEligibility>();

export const stipendEligibilityResponse = z
  .object({ year: z.int(), items: z.array(stipendEligibilitySchema) })
  .meta({ id: 'StipendEligibilityReport', examples: [{ year: 2026, items: [eligibilityExample] }] });
