import { z } from 'zod';
import { sameType } from '@/lib/core/same-type';
import { PAY_FREQUENCIES } from '@/lib/tax/engine/settlement';
import { STATE_CODES } from '@/lib/tax/law/types';
import { isoDate } from '@/lib/validation/common';
import { safeHarborAnswerSchema } from './filing-schemas';
import type { FederalReturn, Settlement, WithholdingCheck } from './settlement';

// The answer of the tax estimate (tax method v3, docs/tax-method.md §9a): owed or refunded, federal, per
// state and per local line, a W-2 worker's withholding check and a 1099 worker's quarterly plan with its
// overdue quarters. Tied at compile time to ./settlement.ts.

const cents = (description: string) => z.int().meta({ description });
const state = z.enum(STATE_CODES);
const balance = {
  tax: cents('The year’s tax, cents'),
  paid: cents('Withheld, paid in estimates and refundable credits, cents'),
  balance: cents('tax − paid: more than 0 is still owed, less than 0 comes back as a refund'),
};
const amounts = z.array(z.object({ state, amount: cents('Cents') }));

// The safe harbor with the last year it rests on (the filing year's, ./filing-schemas.ts).
const safeHarbor = safeHarborAnswerSchema;

const estimatedPlan = z
  .object({
    safeHarbor,
    quarters: z.array(
      z.object({
        quarter: z.literal([1, 2, 3, 4]),
        dueDate: isoDate,
        amount: cents('This quarter’s part of the required payment, cents'),
        paid: cents('Withholding (a quarter of it) and estimated payments, earliest quarter first, cents'),
        remaining: cents('amount − paid, cents'),
        overdue: z.boolean().meta({ description: 'Its due date has passed and something remains' }),
      }),
    ),
    paid: cents('Cents'),
    remaining: cents('Cents'),
    overdueAmount: cents('What the overdue quarters still miss, cents'),
  })
  .nullable()
  .meta({ description: '1099 only (Form 1040-ES, IRC 6654); null for W-2' });

export const settlementSchema = z
  .object({
    outcome: z
      .enum(['owe', 'refund', 'even'])
      .meta({ description: 'What the total comes to: owe (balance > 0), refund (< 0) or even' }),
    total: z.object(balance),
    federal: z
      .object(balance)
      .extend({
        refundableCredit: cents('Part of paid: the refundable child tax credit, cents'),
        earnedIncomeCredit: cents('Part of paid: the earned income credit (refundable), cents'),
        additionalMedicareWithheld: cents('Part of paid: Additional Medicare Tax employers withheld, cents'),
      })
      .meta({
        description:
          'The return’s income tax after credits, self-employment tax and Additional Medicare Tax; the ' +
          'rest of FICA is withheld in full and not settled',
      }),
    states: z.array(z.object({ state, ...balance })),
    local: z.array(z.object({ id: z.string(), name: z.string(), ...balance })),
    paid: z.object({
      federalWithheld: cents('Yours (W-2 box 2, or pay stubs projected) and your spouse’s, cents'),
      federalEstimated: cents('Federal quarterly payments recorded, cents'),
      stateWithheld: amounts,
      stateEstimated: amounts,
    }),
    estimatedPlan,
    notes: z.array(z.string()).meta({ description: 'What the answer assumes, in plain words' }),
  })
  .meta({ id: 'TaxSettlement', description: 'What is still owed or comes back when you file' });
sameType<z.infer<typeof settlementSchema>, Settlement>();

export const withholdingCheckSchema = z
  .object({
    onTrack: z.boolean().meta({ description: 'What is paid by December 31 covers the federal tax' }),
    federalTax: cents('The federal line’s tax, cents'),
    paid: cents('Counted as paid toward it by December 31, cents'),
    gap: cents('What is still missing, cents; 0 when on track'),
    payFrequency: z.enum(PAY_FREQUENCIES),
    paychecksLeft: z
      .int()
      .meta({ description: 'Pay periods with work left in the year, from the assignments still running' }),
    extraPerPaycheck: z
      .int()
      .nullable()
      .meta({
        description:
          'Extra federal withholding per paycheck (Form W-4 line 4(c)) that closes the gap by December 31, whole ' +
          'dollars in cents; 0 on track; null when no paycheck is left',
      }),
    safeHarbor,
    action: z.enum(['none', 'w4_extra', 'estimated_payment', 'with_return']).meta({
      description:
        'What to do: nothing; an extra amount on each paycheck left (W-4); with no paycheck left, an estimated ' +
        'payment (estimatedPayment); past the last installment, pay with the return',
    }),
    estimatedPayment: z
      .object({ form: z.string(), dueDate: isoDate, amount: cents('Cents') })
      .nullable()
      .meta({
        description: 'The estimated payment to make instead of a W-4 change; null unless action says so',
      }),
    advice: z.string().meta({ description: 'The advice in plain words' }),
  })
  .nullable()
  .meta({ id: 'WithholdingCheck', description: 'W-2 only; null for 1099 workers' });
sameType<z.infer<typeof withholdingCheckSchema>, WithholdingCheck | null>();

export const federalReturnSchema = z
  .object({
    agi: cents('The return’s adjusted gross income, cents'),
    ownAgi: cents('Your own part of it; the rest is the household’s, cents'),
    standardDeduction: cents('With the 65+ additions, cents'),
    itemizedDeductions: cents(
      'SALT after its cap, mortgage interest and gifts; 0 without a household, cents',
    ),
    saltDeduction: cents('State and local taxes counted, after the cap, cents'),
    itemizes: z.boolean().meta({ description: 'Itemized deductions beat the standard deduction' }),
    seniorDeduction: cents('65 or older (tax years 2025-2028), cents'),
    healthInsuranceDeduction: cents('1099: self-employed health insurance deducted, cents'),
    retirementDeduction: cents('1099: SEP or solo 401(k) contributions deducted, cents'),
    taxable: cents('Federal taxable income of the return, cents'),
    tax: cents('The return’s income tax after the nonrefundable credits, cents'),
    childCredit: cents('Child tax credit and credit for other dependents used against the tax, cents'),
    refundableCredit: cents('The refundable part of the child tax credit, counted as paid, cents'),
  })
  .meta({
    id: 'FederalReturn',
    description: 'The whole federal return (with the household’s income, deductions and credits)',
  });
sameType<z.infer<typeof federalReturnSchema>, FederalReturn>();
