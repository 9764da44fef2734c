import { z } from 'zod';
import { sameType } from '@/lib/core/same-type';
import {
  PAY_FREQUENCIES,
  type FilingYear,
  type GovernmentLine,
  type Headline,
  type SafeHarborAnswer,
} from '@/lib/tax/engine';
import { EMPLOYMENT_TYPES, FILING_STATUSES, STATE_CODES } from '@/lib/tax/law/types';
import { isoDate } from '@/lib/validation/common';
import { filingYearExample } from './filing-examples';

// The filing year's contract (docs/tax-method.md §11): the household's returns of one year, government by
// government, as GET /filing-year answers it and as the tax estimate's `governments` and `headline` carry
// it. Tied at compile time to the engine's types (lib/tax/engine/filing/types.ts).

const cents = (description: string) => z.int().meta({ description });
const text = (description: string) => z.string().meta({ description });

export const filingDecisionSchema = z.object({
  requirement: z.enum(['must', 'should', 'not_needed']).meta({
    description:
      'must: a return is required; should: not required, but money comes back (or an exemption is claimed) ' +
      'only with one; not_needed: nothing to file',
  }),
  rule: z
    .enum([
      'gross_income',
      'self_employment',
      'additional_medicare',
      'refund',
      'below_threshold',
      'resident',
      'nonresident_income',
      'reciprocity_refund',
      'reciprocity_exempt',
      'no_income_tax',
      'no_income',
      'with_state_return',
      'local_owed',
      'local_over_withheld',
      'local_withheld',
      'local_resident_return',
    ])
    .meta({ description: 'The rule that decided (docs/tax-method.md §11 gives each its source)' }),
  form: z.string().nullable().meta({ description: 'The return to file; null when none or not known' }),
  employerForm: z
    .string()
    .nullable()
    .meta({ description: 'A form for the employer so next year’s withholding is right (REV-419)' }),
  deadline: isoDate.nullable().meta({ description: 'The date to file by; null when nothing is filed' }),
  reason: text('Why, in one or two plain sentences'),
});

const paidPart = z.object({
  kind: z.enum(['withheld', 'estimated', 'refundable_credit']),
  label: text('“W-2 box 2”, “W-2 box 17”, “Estimated payments”, “Refundable child tax credit”'),
  amount: cents('Cents'),
});

const allocation = z.object({
  rule: z.enum(['worker_increment', 'worked_there', 'household_income_share']),
  label: text('What the split means, in plain words'),
  items: z.array(z.object({ assignmentId: z.int(), amount: cents('This assignment’s share, cents') })),
  household: cents('The part that is the household’s (a spouse’s wages, other income), not an assignment’s'),
});

export const governmentLineSchema = z
  .object({
    id: text('“federal”, “state-PA”, “local-OH-columbus”'),
    kind: z.enum(['federal', 'state', 'local']),
    name: text('“Federal”, “Pennsylvania”, “Columbus”'),
    state: z.enum(STATE_CODES).nullable(),
    resident: z.boolean().nullable().meta({ description: 'The household lives there; null for federal' }),
    income: cents('The base it taxes: the return’s AGI; a resident state’s is the household’s whole income'),
    tax: cents('Tax after the credit for tax paid elsewhere, cents'),
    creditForTaxElsewhere: cents('The credit for tax paid to another state or place, already off tax'),
    paid: cents('Withheld, estimated payments and refundable credits, cents'),
    paidParts: z.array(paidPart),
    balance: cents('tax − paid: above 0 owed, below 0 refunded; never netted across governments'),
    outcome: z.enum(['owe', 'refund', 'even']),
    filing: filingDecisionSchema,
    order: z.int().nullable().meta({ description: 'Step in the order of filing (1 first); null: no return' }),
    allocation,
  })
  .meta({ id: 'GovernmentLine', description: 'One government’s tax, what was paid to it, and its return' });
sameType<z.infer<typeof governmentLineSchema>, GovernmentLine>();

export const headlineSchema = z
  .object({
    parts: z.array(
      z.object({
        governmentId: z.string(),
        name: z.string(),
        outcome: z.enum(['owe', 'refund']),
        amount: cents('Owed or refunded, cents'),
      }),
    ),
    text: text('“Federal: refund $4,790.90 · Ohio: you owe $1,855.39 · Columbus: you owe $796.15”'),
  })
  .meta({ id: 'FilingHeadline', description: 'What is owed or comes back per government, never netted' });
sameType<z.infer<typeof headlineSchema>, Headline>();

export const safeHarborAnswerSchema = z.object({
  currentYearRequired: cents('90% of this year’s tax after credits, cents'),
  priorYearRequired: z
    .int()
    .nullable()
    .meta({ description: '100% (110% above $150,000 of AGI) of last year’s tax, cents; null when unknown' }),
  required: cents('The smaller of the two: paid by the year’s end, no underpayment penalty'),
  met: z.boolean().meta({ description: 'Payments by the year’s end reach it, or leave under $1,000 owed' }),
  basis: z.enum(['entered', 'app_full_year', 'app_partial_year', 'unknown']).meta({
    description:
      'Which last year: the figures entered on the household, the app’s own full year, only part of it ' +
      '(not used), or none',
  }),
  household: z.boolean().meta({ description: 'A joint return: both spouses’ withholding and tax' }),
  note: text('Which figures it used, in plain words, and what to enter when last year is not known'),
});
sameType<z.infer<typeof safeHarborAnswerSchema>, SafeHarborAnswer>();

const installment = z.object({
  quarter: z.literal([1, 2, 3, 4]),
  dueDate: isoDate,
  amount: cents('This installment’s part of the required payment, cents'),
  paid: cents('Credited to it, earliest installment first (IRC 6654(b)(3)), cents'),
  remaining: cents('amount − paid, cents'),
  paidLate: cents('The part of paid credited after the due date, cents'),
  overdue: z.boolean(),
});

export const estimatedTaxPlanSchema = z.object({
  governmentId: z.string(),
  name: z.string(),
  form: text('“Form 1040-ES”, “Ohio IT 1040ES”'),
  required: cents('The required annual payment, cents'),
  installments: z.array(installment),
  paid: cents('Cents'),
  remaining: cents('Cents'),
  overdueAmount: cents('What the overdue installments still miss, cents'),
  reason: text('Why this government asks for estimated payments this year'),
});

export const takeHomeSchema = z
  .object({
    grossComp: cents('The assignments’ pay, stipends included, cents'),
    taxes: cents('Their share of every tax, and the Social Security and Medicare withheld, cents'),
    net: cents('grossComp − taxes: the one take-home figure, cents'),
    note: text('What it includes, in plain words'),
  })
  .meta({ id: 'TakeHome' });

const estimatedPayment = z.object({ form: z.string(), dueDate: isoDate, amount: cents('Cents') });

export const filingYearResponse = z
  .object({
    year: z.int(),
    today: isoDate,
    employmentType: z.enum(EMPLOYMENT_TYPES),
    filingStatus: z.enum(FILING_STATUSES),
    governments: z.array(governmentLineSchema).meta({
      description: 'Federal, the states (nonresident first, the home state last), then the local lines',
    }),
    headline: headlineSchema,
    estimatedPlans: z.array(estimatedTaxPlanSchema),
    withholding: z
      .object({
        onTrack: z.boolean(),
        gap: cents('max(0, the federal balance), cents'),
        payFrequency: z.enum(PAY_FREQUENCIES),
        paychecksLeft: z.int().meta({ description: 'Pay periods with work left in the year' }),
        action: z.enum(['none', 'w4_extra', 'estimated_payment', 'with_return']),
        extraPerPaycheck: z.int().nullable(),
        estimatedPayment: estimatedPayment.nullable(),
        safeHarbor: safeHarborAnswerSchema,
        text: text('The advice in plain words'),
      })
      .nullable()
      .meta({ description: 'W-2 only; null for 1099 workers (their federal plan is in estimatedPlans)' }),
    safeHarbor: safeHarborAnswerSchema,
    assignments: z.array(
      z.object({
        assignmentId: z.int(),
        grossComp: cents('Cents'),
        lines: z.array(z.object({ governmentId: z.string(), amount: cents('Cents') })),
        payroll: cents('Social Security and Medicare withheld with its pay, cents'),
        total: cents('Cents'),
      }),
    ),
    dates: z.array(
      z.object({
        date: isoDate,
        kind: z.enum(['return', 'payment']),
        governmentId: z.string(),
        title: z.string(),
        amount: cents('A return: its balance; a payment: what remains of it, cents'),
      }),
    ),
    takeHome: takeHomeSchema,
    notes: z.array(z.string()),
  })
  .meta({ id: 'FilingYear', examples: [filingYearExample] });
sameType<z.infer<typeof filingYearResponse>, FilingYear>();
