import 'server-only';
import { z } from 'zod';
import { expenseSchema } from '@/lib/expenses/resource';
import { tripSchema } from '@/lib/mileage/resource';
import { costSchema } from '@/lib/tax-homes/costs-resource';
import { docSchema } from '@/lib/tax-homes/docs-resource';
import { taxHomeSchema } from '@/lib/tax-homes/resource';
import { AUDIT_CRITERIA } from '@/lib/tax/compliance/audit';
import { MILEAGE_PURPOSES, MONTH_KEYS } from '@/lib/tax/compliance/mileage';
import { EMPLOYMENT_TYPES, FILING_STATUSES } from '@/lib/tax/law/types';
import { ASSIGNMENT_STATUSES } from '@/lib/assignments/schemas';
import { isoDate } from '@/lib/validation/common';

// Response schemas of the computed endpoints, written from interface-spec §2/§4,
// decisions §7/§8 and tax-method §7/§8: the contract, not any one implementation.

const cents = (description?: string) => z.int().meta({ description: description ?? 'Integer cents' });
const rate = (description: string) => z.number().meta({ description });
const employmentType = z.enum(EMPLOYMENT_TYPES);

// ---- Dashboard ----
const auditCriterion = z.object({
  key: z.enum(AUDIT_CRITERIA.map((c) => c.key) as [string, ...string[]]),
  label: z.string(),
  passed: z.boolean(),
  hint: z.string().meta({ description: 'What would make it pass' }),
  autoPassed: z.boolean().meta({ description: 'Passed only because it cannot apply yet' }),
});
export const auditReadinessSchema = z
  .object({
    score: z.int().min(0).max(11).meta({ description: 'Criteria passed' }),
    total: z.int().meta({ description: 'Number of criteria (11)' }),
    status: z.enum(['audit_ready', 'action_needed']),
    criteria: z.array(auditCriterion),
  })
  .meta({ id: 'AuditReadiness' });

const dashboardAssignment = z
  .object({
    id: z.int(),
    facility: z.string(),
    location: z.string(),
    state: z.string(),
    status: z.enum(ASSIGNMENT_STATUSES),
    start_date: isoDate,
    end_date: isoDate,
    base_pay: cents('Cents per week'),
    housing_stipend: cents('Cents per week'),
    mie_stipend: cents('Cents per week'),
  })
  .meta({ id: 'DashboardAssignment' });

export const dashboardSchema = z
  .object({
    user: z.object({
      id: z.int(),
      first_name: z.string(),
      plan: z.enum(['free', 'pro']),
      employment_type: employmentType,
    }),
    assignments: z.array(dashboardAssignment),
    taxHome: taxHomeSchema.nullable().meta({ description: 'The current tax home, or null' }),
    taxHomeDocs: z.array(docSchema),
    expenses: z.array(expenseSchema),
    taxHomeCosts: z.array(costSchema),
    mileageTrips: z.array(tripSchema),
    auditReadiness: auditReadinessSchema,
  })
  .meta({ id: 'Dashboard' });

// ---- Assignment profitability ----
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
  federalTax: cents('Share of the year’s federal tax, by taxable income'),
  stateTax: cents(),
  ficaTax: cents('Employee Social Security + Medicare (W-2); 0 for 1099'),
  seTax: cents('Self-employment tax (1099); 0 for W-2'),
  totalTax: cents(),
  linkedExpenses: cents(),
  linkedMiles: z.int().meta({ description: 'Deductible miles of linked trips' }),
  linkedMileageDeduction: cents(),
  netProfit: cents('grossComp − totalTax − linkedExpenses'),
  profitMargin: rate('netProfit / grossComp, 4 decimals'),
  stipendsTaxable: z
    .literal(true)
    .optional()
    .meta({ description: 'W-2 without a tax home: stipends are wages' }),
});
export const profitabilitySchema = z
  .object({
    year: z.int(),
    employmentType,
    averageNetProfit: cents(),
    averageProfitMargin: rate('Mean of the items’ margins, 0 to 1'),
    totalNetProfit: cents(),
    assignments: z.array(profitabilityItem),
  })
  .meta({ id: 'AssignmentProfitability' });

// ---- State income ----
const stateIncomeItem = z.object({
  state: z.string(),
  stateName: z.string(),
  income: cents(),
  tax: cents(),
  effectiveRate: rate('tax / the income the state taxes, 4 decimals'),
  noTax: z.boolean(),
  days: z.int(),
  reciprocity: z.object({ exempt: z.boolean(), reason: z.string().nullable() }),
  stateDeduction: z.int().nullable().meta({ description: 'Cents; null for other states and 1099 users' }),
  filingRequired: z.boolean(),
  isHomeState: z.boolean(),
  formName: z.string().nullable(),
  formDescription: z.string().nullable(),
  filingDeadline: isoDate.nullable(),
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
    }),
  ),
});
export const stateIncomeSchema = z
  .object({
    year: z.int(),
    employmentType,
    taxHomeState: z.string().nullable(),
    totalStates: z.int(),
    totalStateIncome: cents(),
    totalStateTax: cents(),
    totalDays: z.int(),
    states: z.array(stateIncomeItem),
    notes: z.array(z.string()),
  })
  .meta({ id: 'StateIncome' });

// ---- Mileage summary ----
const bucket = z.object({ miles: z.int(), trips: z.int() });
const monthBucket = z.object({ miles: z.int(), trips: z.int(), deductibleMiles: z.int() });
export const mileageSummarySchema = z
  .object({
    year: z.int(),
    totalMiles: z.int(),
    deductibleMiles: z.int().meta({ description: 'Every purpose but personal' }),
    nonDeductibleMiles: z.int(),
    totalTrips: z.int(),
    ratePerMile: rate('IRS business rate, cents per mile (may carry a half cent: 72.5)'),
    deductionAmount: cents('Sum over rate periods of deductible miles × rate'),
    byPurpose: z.object(
      Object.fromEntries(MILEAGE_PURPOSES.map((p) => [p, bucket])) as Record<string, typeof bucket>,
    ),
    byMonth: z.object(
      Object.fromEntries(MONTH_KEYS.map((m) => [m, monthBucket])) as Record<string, typeof monthBucket>,
    ),
    ratePeriods: z.array(
      z.object({
        from: isoDate,
        to: isoDate,
        ratePerMile: z.number(),
        deductibleMiles: z.int(),
        deductionAmount: cents(),
      }),
    ),
    notes: z.array(z.string()),
  })
  .meta({ id: 'MileageSummary' });

// ---- Location durations, per diem ----
export const locationDurationSchema = z
  .object({
    location: z.string(),
    state: z.string(),
    days: z.int().meta({ description: 'Days inside the 24 months ending today' }),
    facilities: z.array(z.string()),
    status: z.enum(['safe', 'approaching', 'exceeds']).meta({ description: '<270 days, 270–365, >365' }),
  })
  .meta({ id: 'LocationDuration' });

export const perDiemSchema = z
  .object({
    area: z.string().meta({ description: 'GSA destination, or "Standard CONUS Rate"' }),
    fiscalYear: z.int(),
    lodging: cents('Daily lodging'),
    mie: cents('Daily meals & incidentals'),
    weeklyHousingMax: cents('7 × lodging'),
    weeklyMieMax: cents('7 × M&IE'),
    notes: z.array(z.string()).meta({ description: 'Stand-in tables or unverified figures, when any' }),
  })
  .meta({ id: 'PerDiem' });

// ---- Tax estimate ----
export const taxEstimateSchema = z
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
      qbiDeduction: cents(),
      agi: cents(),
    }),
    ficaTax: cents(),
    seTax: cents(),
    stateTax: cents(),
    states: z.array(z.object({ state: z.string(), tax: cents() })),
    totalTax: cents(),
    effectiveRate: rate('totalTax / grossIncome, 4 decimals'),
    federalEffectiveRate: rate('federal tax / grossIncome, 4 decimals'),
    estimatedTakeHome: cents('grossIncome − totalTax'),
    quarterlyPayments: z.array(
      z.object({
        quarter: z.literal([1, 2, 3, 4]),
        dueDate: isoDate,
        amount: cents(),
        priorYearSafeHarbor: z.int().nullable(),
        paid: cents(),
        remaining: cents(),
      }),
    ),
    notes: z.array(z.string()),
    auditReadiness: auditReadinessSchema,
  })
  .meta({ id: 'TaxEstimate' });
