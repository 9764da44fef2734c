import 'server-only';
import { z } from 'zod';
import { ASSIGNMENT_STATUSES } from '@/lib/tax/compliance/status';
import { sameType } from '@/lib/core/same-type';
import { expenseRecord } from '@/lib/records/expenses/record';
import { tripRecord } from '@/lib/records/mileage/record';
import { taxHomeCostRecord, taxHomeDocRecord, taxHomeRecord } from '@/lib/records/tax-homes/record';
import {
  AUDIT_CRITERIA,
  MILEAGE_PURPOSES,
  MONTH_KEYS,
  type AuditCriterionKey,
  type AuditReadiness,
  type LocationDuration,
  type MileagePurpose,
  type MileageSummary,
  type MonthKey,
} from '@/lib/tax/compliance';
import { EMPLOYMENT_TYPES } from '@/lib/tax/law/types';
import { isoDate } from '@/lib/validation/common';
import { stipendFlags } from './flag-schemas';
import type { perDiem } from './per-diem';
import {
  auditReadinessExample,
  dashboardExample,
  locationDurationsExample,
  mileageSummaryExample,
  perDiemExample,
} from './report-examples';

// Response schemas of the dashboard and the reports (docs/api-guide.md §6/§4, docs/api-guide.md §7/§8), each tied at
// compile time to the type of the computation that answers it.

const cents = (description?: string) => z.int().meta({ description: description ?? 'Integer cents' });

const AUDIT_KEYS = AUDIT_CRITERIA.map((c) => c.key) as [AuditCriterionKey, ...AuditCriterionKey[]];
export const auditReadinessSchema = z
  .object({
    score: z.int().min(0).max(11).meta({ description: 'Criteria passed' }),
    total: z.int().meta({ description: 'Number of criteria (11)' }),
    status: z.enum(['audit_ready', 'action_needed']),
    criteria: z.array(
      z.object({
        key: z.enum(AUDIT_KEYS),
        label: z.string(),
        passed: z.boolean(),
        hint: z.string().meta({ description: 'What would make it pass' }),
        autoPassed: z.boolean().meta({ description: 'Passed only because it cannot apply yet' }),
        assignmentId: z
          .int()
          .optional()
          .meta({ description: 'The assignment to fix, for the 12-month and GSA criteria' }),
      }),
    ),
  })
  .meta({ id: 'AuditReadiness', examples: [auditReadinessExample] });
sameType<z.infer<typeof auditReadinessSchema>, AuditReadiness>();

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
    ...stipendFlags,
  })
  .meta({ id: 'DashboardAssignment' });

export const dashboardResponse = z
  .object({
    user: z.object({
      id: z.int(),
      first_name: z.string(),
      plan: z.enum(['free', 'pro']),
      employment_type: z.enum(EMPLOYMENT_TYPES),
    }),
    assignments: z.array(dashboardAssignment),
    taxHome: taxHomeRecord.record.nullable().meta({ description: 'The current tax home, or null' }),
    taxHomeDocs: z.array(taxHomeDocRecord.record),
    expenses: z.array(expenseRecord.record),
    taxHomeCosts: z.array(taxHomeCostRecord.record),
    mileageTrips: z.array(tripRecord.record),
    auditReadiness: auditReadinessSchema,
  })
  .meta({ id: 'Dashboard', examples: [dashboardExample] });

const bucket = z.object({ miles: z.int(), trips: z.int() });
const monthBucket = z.object({ miles: z.int(), trips: z.int(), deductibleMiles: z.int() });
export const mileageSummaryResponse = z
  .object({
    year: z.int(),
    totalMiles: z.int(),
    deductibleMiles: z.int().meta({ description: 'Every purpose but personal' }),
    nonDeductibleMiles: z.int(),
    totalTrips: z.int(),
    ratePerMile: z
      .number()
      .meta({ description: 'IRS business rate, cents per mile (may carry a half cent: 72.5)' }),
    deductionAmount: cents('Sum over rate periods of deductible miles × rate'),
    byPurpose: z.object(
      Object.fromEntries(MILEAGE_PURPOSES.map((p) => [p, bucket])) as Record<MileagePurpose, typeof bucket>,
    ),
    byMonth: z.object(
      Object.fromEntries(MONTH_KEYS.map((m) => [m, monthBucket])) as Record<MonthKey, typeof monthBucket>,
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
  .meta({ id: 'MileageSummary', examples: [mileageSummaryExample] });
sameType<z.infer<typeof mileageSummaryResponse>, MileageSummary>();

const locationDuration = z
  .object({
    location: z.string(),
    state: z.string(),
    days: z.int().meta({ description: 'Days inside the 24 months ending today' }),
    facilities: z.array(z.string()),
    status: z.enum(['safe', 'approaching', 'exceeds']).meta({ description: '<270 days, 270–365, >365' }),
  })
  .meta({ id: 'LocationDuration' });
export const locationDurationsResponse = z
  .array(locationDuration)
  .meta({ examples: [locationDurationsExample] });
sameType<z.infer<typeof locationDurationsResponse>, LocationDuration[]>();

export const perDiemResponse = z
  .object({
    area: z.string().meta({ description: 'GSA destination, or "Standard CONUS Rate"' }),
    fiscalYear: z.int(),
    lodging: cents('Daily lodging'),
    mie: cents('Daily meals & incidentals'),
    weeklyHousingMax: cents('7 × lodging'),
    weeklyMieMax: cents('7 × M&IE'),
    checked: z.boolean().meta({
      description:
        'False in Alaska, Hawaii and outside the 48 states and DC: no federal rate to compare with',
    }),
    check: z.string().meta({ description: 'What the check means for stipends here, in plain words' }),
    notes: z
      .array(z.string())
      .meta({ description: 'What the figures assume (e.g. a stand-in year), when any' }),
  })
  .meta({ id: 'PerDiem', examples: [perDiemExample] });
sameType<z.infer<typeof perDiemResponse>, ReturnType<typeof perDiem>>();
