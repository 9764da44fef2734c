import 'server-only';
import type { TaxHome } from '@/lib/generated/prisma/client';
import type { Ctx } from '@/lib/core/context';
import { dateOut, todayOf } from '@/lib/core/dates';
import { effectiveStatus, type AssignmentStatus } from '@/lib/tax/compliance/status';
import { auditReadiness, type AuditReadiness, type AuditTaxHome } from '@/lib/tax/compliance';
import { assignmentGsaArea, assignmentGsaExcess } from '@/lib/tax/engine';
import type { EmploymentType } from '@/lib/tax/law/types';
import { assignmentInput, assignmentInputs, type ViewAssignment } from './load/year';

// Audit readiness looks at all of the user's records (docs/api-guide.md §7), not one year's.

interface GsaStatus {
  gsaChecked: boolean;
  gsaCompliant: boolean;
}

/** The seven fields the GSA test of a contract reads, and its outcome for them. */
interface KnownGsa {
  zip: string | null;
  location: string;
  state: string;
  start: number;
  end: number;
  housing: number;
  mie: number;
  status: Readonly<GsaStatus>;
}

/**
 * The GSA test of a whole assignment (docs/tax-method.md §6): whether its area is checked, and no excess.
 * A pure function of seven fields, run for every contract of every year at each audit readiness (the
 * dashboard's and the estimate's): remembered per contract with those fields, and used again only while
 * all seven are the same, so that a write of anything else (an expense, a trip) leaves every contract's
 * test known, and a changed contract is tested again. By id and a field-by-field check: a key string of the
 * seven fields cost more to build and hash than the check.
 */
export function gsaStatus(a: ViewAssignment): GsaStatus {
  const start = a.start_date.getTime();
  const end = a.end_date.getTime();
  const known = GSA_STATUS.get(a.id);
  if (
    known &&
    known.start === start &&
    known.end === end &&
    known.zip === a.zip &&
    known.location === a.location &&
    known.state === a.state &&
    known.housing === a.housing_stipend &&
    known.mie === a.mie_stipend
  )
    return known.status;
  const input = assignmentInput(a);
  const area = assignmentGsaArea(input);
  const status = Object.freeze({
    gsaChecked: area.checked,
    gsaCompliant: assignmentGsaExcess(input, area) === 0,
  });
  if (GSA_STATUS.size >= MAX_REMEMBERED) GSA_STATUS.clear();
  GSA_STATUS.set(a.id, {
    zip: a.zip,
    location: a.location,
    state: a.state,
    start,
    end,
    housing: a.housing_stipend,
    mie: a.mie_stipend,
    status,
  });
  return status;
}

/** Contracts remembered by gsaStatus, by id; past this many it starts over (a few MB at most). */
const MAX_REMEMBERED = 20_000;
const GSA_STATUS = new Map<number, KnownGsa>();

/** The tax home's facts the audit criteria and the IRS tax home test read. */
export function taxHomeFacts(home: TaxHome): AuditTaxHome {
  return {
    state: home.state,
    rent_amount: home.rent_amount,
    last_visit_date: dateOut(home.last_visit_date),
    voter_reg: home.voter_reg,
    drivers_license_state: home.drivers_license_state,
    property_rented_out: home.property_rented_out,
  };
}

export function auditFrom(
  ctx: Ctx,
  home: TaxHome | null,
  assignments: readonly ViewAssignment[],
  counts: RecordCounts,
): AuditReadiness {
  // The dates as the year's computation wrote them (./load.ts assignmentInputs): once per request. The
  // status is assignmentStatus's, from those dates and today, written once (not once per contract).
  const inputs = assignmentInputs(assignments);
  const today = todayOf(ctx.now);
  return auditReadiness({
    today,
    employmentType: ctx.user.employment_type as EmploymentType,
    taxHome: home && taxHomeFacts(home),
    assignments: assignments.map((a, i) => {
      const input = inputs[i] ?? assignmentInput(a);
      return {
        id: a.id,
        status: effectiveStatus(a.status as AssignmentStatus, input.start_date, input.end_date, today),
        start_date: input.start_date,
        end_date: input.end_date,
        location: a.location,
        state: a.state,
        facility: a.facility,
        ...gsaStatus(a),
      };
    }),
    taxHomeCostCount: counts.costs,
    expenseCount: counts.expenses,
    receiptsNeeded: counts.receiptsNeeded,
    mileageTripCount: counts.trips,
  });
}

export interface RecordCounts {
  costs: number;
  expenses: number;
  trips: number;
  /** Expenses that would not survive an audit as recorded (receiptFlag, Pub. 463 ch. 5). */
  receiptsNeeded: number;
}

/**
 * How many live costs, expenses and trips the user has, and the expenses that need a receipt: counts the
 * database keeps on the user's row at every write (migration 20261126080000_record_counts), so reading
 * them costs no query. Receipts needed follows receiptFlag (lib/tax/compliance/receipts.ts, Pub. 463
 * ch. 5): no receipt on lodging or on $75 and up, and every meal of a W-2 worker.
 */
export function recordCounts(ctx: Ctx): RecordCounts {
  const u = ctx.user;
  const meals = u.employment_type === 'w2' ? u.expenses_meals_unflagged : 0;
  return {
    costs: u.live_costs,
    expenses: u.live_expenses,
    trips: u.live_trips,
    receiptsNeeded: u.expenses_receipt_flagged + meals,
  };
}
