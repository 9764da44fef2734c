import 'server-only';
import { z } from 'zod';
import { taxCalculateExample } from '@/lib/records/comparisons/examples';
import { sameType } from '@/lib/core/same-type';
import type {
  ContractComparison,
  EstimatedTaxPlan,
  FilingYear,
  GovernmentLine,
  Headline,
  TaxEstimate,
} from '@/lib/tax/engine';
import { EMPLOYMENT_TYPES, FILING_STATUSES, STATE_CODES } from '@/lib/tax/law/types';
import { isoDate } from '@/lib/validation/common';
import {
  estimatedTaxPlanSchema,
  filingDecisionSchema,
  governmentLineSchema,
  headlineSchema,
  takeHomeSchema,
} from './filing-schemas';
import { stipendFlags } from './flag-schemas';
import { auditReadinessSchema } from './report-schemas';
import type { FederalReturn, Settlement, WithholdingCheck } from './settlement';
import type { ProfitabilityView } from './profitability';
import type { StateIncomeView } from './state-income';
import { federalReturnSchema, settlementSchema, withholdingCheckSchema } from './settlement-schemas';
import { profitabilityExample, stateIncomeExample, taxEstimateExample } from './tax-examples';

// Response schemas of the tax views (docs/api-guide.md §6, docs/api-guide.md §7/§8, docs/tax-method.md §4-§8), each tied at
// compile time to the engine's output type: a field added to one and not the other does not compile.

const cents = (description?: string) => z.int().meta({ description: description ?? 'Integer cents' });
const rate = (description: string) => z.number().meta({ description });
const employmentType = z.enum(EMPLOYMENT_TYPES);
const state = z.enum(STATE_CODES);

const profitabilityItem = z.object({
  assignmentId: z.int(),
  facility: z.string(),
  location: z.string(),
  state: z.string(),
  agency: z.string(),
  weeks: z.int(),
  grossComp: cents(),
  taxableIncome: cents(),
  housingStipend: cents(),
  mieStipend: cents(),
  bonuses: cents(),
  federalTax: cents('Share of the year’s federal tax: what its income adds to the household’s return'),
  stateTax: cents('Its share of each state’s tax (a home state’s by its share of the household’s income)'),
  localTax: cents('Share of the local income taxes (city, county)'),
  ficaTax: cents('Employee Social Security + Medicare (W-2); 0 for 1099'),
  seTax: cents('Self-employment tax (1099); 0 for W-2'),
  totalTax: cents(),
  linkedExpenses: cents(),
  linkedMiles: z.int().meta({ description: 'Deductible miles of linked trips' }),
  linkedMileageDeduction: cents(),
  netProfit: cents('grossComp − totalTax − linkedExpenses'),
  profitMargin: rate('netProfit / grossComp, 4 decimals'),
  ...stipendFlags,
  taxLines: z
    .array(
      z.object({
        governmentId: z.string().meta({ description: '“federal”, “state-OH”, “local-OH-columbus”' }),
        name: z.string(),
        amount: cents('This assignment’s share of the line'),
        rule: z.enum(['worker_increment', 'worked_there', 'household_income_share']),
        label: z.string().meta({ description: 'How the line was split, in plain words' }),
      }),
    )
    .meta({
      description:
        'Its share of each government’s tax (the filing year’s allocation): federalTax + seTax + ficaTax, ' +
        'stateTax and localTax add these up',
    }),
});
export const profitabilityResponse = z
  .object({
    year: z.int(),
    employmentType,
    averageNetProfit: cents(),
    averageProfitMargin: rate('Mean of the items’ margins, 0 to 1'),
    totalNetProfit: cents(),
    assignments: z.array(profitabilityItem),
    notes: z.array(z.string()).meta({
      description:
        'What the taxes leave out or assume (local taxes, a year computed with another year’s tables)',
    }),
  })
  .meta({ id: 'AssignmentProfitability', examples: [profitabilityExample] });
sameType<z.infer<typeof profitabilityResponse>, ProfitabilityView>();

const stateIncomeItem = z.object({
  state,
  stateName: z.string(),
  income: cents(
    'The income the state taxes: a nonresident state’s share; the home state’s, the household’s whole income',
  ),
  tax: cents(),
  effectiveRate: rate('tax / the income the state taxes, 4 decimals'),
  noTax: z.boolean(),
  days: z.int(),
  reciprocity: z.object({ exempt: z.boolean(), reason: z.string().nullable() }),
  stateDeduction: z.int().nullable().meta({ description: 'Cents; null for other states and 1099 users' }),
  filingRequired: z.boolean().meta({ description: 'A return must be filed (filing.requirement is must)' }),
  isHomeState: z.boolean(),
  formName: z.string().nullable().meta({ description: 'The return to file; null when none is needed' }),
  formDescription: z.string().nullable(),
  filingDeadline: isoDate
    .nullable()
    .meta({ description: 'When its return is due; null when none is needed' }),
  taxedIncome: cents('Home state only: the base it taxes (the year’s total)').optional(),
  paid: cents('Withheld for it (W-2 box 17) and paid in estimated payments'),
  balance: cents('tax − paid: above 0 owed, below 0 comes back with its return'),
  filing: filingDecisionSchema.meta({
    description:
      'Its return, as the filing year says it: must, should (money comes back only with a return, as when ' +
      'a reciprocal state withheld anyway) or not needed, with the form, deadline and reason',
  }),
  assignments: z.array(
    z.object({
      id: z.int(),
      facility: z.string(),
      location: z.string(),
      startDate: isoDate,
      endDate: isoDate,
      weeks: z.int(),
      days: z.int(),
      income: cents(),
      ...stipendFlags,
    }),
  ),
});
export const stateIncomeResponse = z
  .object({
    year: z.int(),
    employmentType,
    taxHomeState: state.nullable(),
    totalStates: z.int(),
    totalStateIncome: cents(),
    totalStateTax: cents(),
    totalDays: z.int(),
    states: z.array(stateIncomeItem),
    notes: z.array(z.string()),
  })
  .meta({ id: 'StateIncome', examples: [stateIncomeExample] });
sameType<z.infer<typeof stateIncomeResponse>, StateIncomeView>();

const quarterItem = z.object({
  quarter: z.literal([1, 2, 3, 4]),
  dueDate: isoDate,
  amount: cents('Due this quarter'),
  priorYearSafeHarbor: z.int().nullable(),
  paid: cents(
    'Withholding (a quarter of it on each due date) and the payments recorded, each on its paid date, ' +
      'credited to the earliest installment still unpaid (IRC 6654(b)(3))',
  ),
  remaining: cents('amount − paid'),
});

export const taxEstimateResponse = z
  .object({
    year: z.int(),
    employmentType,
    filingStatus: z.enum(FILING_STATUSES),
    grossIncome: cents(),
    taxableIncome: cents(),
    federal: z.object({
      taxableIncome: cents(),
      standardDeduction: cents(),
      tax: cents(),
      overtimeDeduction: cents('W-2 qualified overtime deduction (tax years 2025-2028)'),
      qbi: z.int().meta({
        description:
          '1099: the qualified business income the QBI deduction starts from (Form 8995 line 1); 0 for W-2, cents',
      }),
      qbiDeduction: cents(),
      agi: cents(),
      additionalMedicareTax: cents(
        'The return’s Additional Medicare Tax (Form 8959 line 18): 0.9% of wages and self-employment income over the threshold',
      ),
      earnedIncomeCredit: cents('The earned income credit (IRC 32); refundable, so it counts as paid'),
      itemizedReduction: cents(
        'What the 2026 limit on itemized deductions (IRC 68) took off them; 0 when not itemizing',
      ),
    }),
    ficaTax: cents(),
    seTax: cents(),
    stateTax: cents(),
    localTax: cents('Sum of the local income tax lines'),
    localServicesTax: cents(
      'The part of localTax that is Pennsylvania’s local services tax (up to $52 a year where the work place levies it)',
    ),
    locals: z.array(
      z.object({ id: z.string(), name: z.string(), state, resident: z.boolean(), tax: cents() }),
    ),
    states: z.array(z.object({ state, tax: cents() })),
    totalTax: cents(),
    effectiveRate: rate('totalTax / grossIncome, 4 decimals'),
    federalEffectiveRate: rate('federal tax / grossIncome, 4 decimals'),
    estimatedTakeHome: cents(
      'grossIncome − totalTax: totalTax counts the home state’s whole tax, your household’s share of it ' +
        'included; takeHome.net is your assignments’ own take-home, the figure the app shows',
    ),
    quarterlyPayments: z.array(quarterItem),
    stateEstimates: z.array(z.object({ state, annualTax: cents(), note: z.string() })).meta({
      description: 'Each state with tax, as its own estimate (never part of the federal quarterly plan)',
    }),
    quarterlyPlan: z
      .object({
        federalTax: cents('This year’s federal tax after every credit (income, SE, Additional Medicare)'),
        currentYearRequired: cents('90% of federalTax'),
        priorYearRequired: z
          .int()
          .nullable()
          .meta({ description: '100% or 110% of the prior year’s, cents' }),
        priorYearRate: z.number().nullable().meta({ description: '1 or 1.1; null without a prior year' }),
        annualPayment: cents('The required annual payment: the lesser of the two'),
        quarters: z.array(quarterItem),
        paid: cents(),
        remaining: cents(),
      })
      .nullable()
      .meta({
        description:
          'The federal 1040-ES plan (1099, or a W-2 year with an assignment paid as 1099, withholding credited; ' +
          'null for W-2, whose employer withholds)',
      }),
    notes: z.array(z.string()),
    federalReturn: federalReturnSchema,
    settlement: settlementSchema,
    withholdingCheck: withholdingCheckSchema,
    auditReadiness: auditReadinessSchema,
    governments: z.array(governmentLineSchema).meta({
      description:
        'The filing year’s lines (GET /filing-year): federal, each state, each local tax, each with its ' +
        'balance and its return (must, should or not needed; form, deadline, reason), in filing order',
    }),
    headline: headlineSchema,
    estimatedPlans: z.array(estimatedTaxPlanSchema).meta({
      description: 'The estimated-tax plans of the year: federal (1099) and each state that asks for one',
    }),
    takeHome: takeHomeSchema,
  })
  .meta({ id: 'TaxEstimate', examples: [taxEstimateExample] });
sameType<
  z.infer<typeof taxEstimateResponse>,
  TaxEstimate & {
    federalReturn: FederalReturn;
    settlement: Settlement;
    withholdingCheck: WithholdingCheck | null;
    auditReadiness: z.infer<typeof auditReadinessSchema>;
    governments: GovernmentLine[];
    headline: Headline;
    estimatedPlans: EstimatedTaxPlan[];
    takeHome: FilingYear['takeHome'];
  }
>();

const contractResult = z
  .object({
    grossComp: cents(),
    taxableIncome: cents(),
    federalTax: cents(),
    stateTax: cents(),
    ficaTax: cents(),
    seTax: cents(),
    homeState: state.nullable().meta({ description: 'The tax home’s state; null without a tax home' }),
    homeStateTax: cents('The home state’s tax (after its credit for the work state’s); part of stateTax'),
    workStateTax: cents('stateTax − homeStateTax: the tax of the state worked in, when not the home state'),
    localTax: cents('The sum of locals; part of totalTax'),
    locals: z
      .array(
        z.object({
          id: z.string().meta({ description: 'The local tax’s id, e.g. PA-philadelphia' }),
          name: z.string(),
          tax: cents(),
        }),
      )
      .meta({ description: 'Each city or county income tax of the contract, over every year it spans' }),
    totalTax: cents('federalTax + stateTax + localTax + ficaTax + seTax'),
    expenses: cents(),
    netTakeHome: cents('grossComp − totalTax − expenses'),
    weeklyNet: cents('netTakeHome / weeks'),
    effectiveHourly: cents('netTakeHome / (weeks × hours_per_week)'),
    startDate: isoDate,
    endDate: isoDate,
    ...stipendFlags,
  })
  .meta({ id: 'ContractResult' });
export const contractComparisonResponse = z
  .object({
    year: z.int(),
    employmentType,
    contractA: contractResult,
    contractB: contractResult,
    winner: z.literal([0, 1]).meta({ description: '0 = contract A, 1 = contract B (A on a tie)' }),
    diff: cents('|netTakeHome A − netTakeHome B|'),
    notes: z
      .array(z.string())
      .meta({ description: 'What the figures assume (e.g. a year computed with the nearest year’s tables)' }),
  })
  .meta({ id: 'ContractComparison', examples: [taxCalculateExample] });
sameType<z.infer<typeof contractComparisonResponse>, ContractComparison>();
