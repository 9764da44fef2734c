import type { TripCsvRow } from '@/lib/views/exports/csv';
import type { ReceiptFlags } from '@/lib/records/expenses/receipt-flags';
import type { AuditReadiness, LocationDuration } from '@/lib/tax/compliance';
import type { GovernmentLine, Headline } from '@/lib/tax/engine';
import type { StateIncomeView } from '@/lib/views/state-income';
import type { mileageSummaryView } from '@/lib/views/views';
import type { IncomeDocumentInput, ReconciliationRow } from './income';

// What the packet prints, loaded once (lib/views/load/audit-packet.ts) and drawn by the sections. The computed
// parts are the app's own views, typed by what those return, so the packet shows what the pages show.

export interface PacketAssignment {
  id: number;
  facility: string;
  agency: string;
  location: string;
  state: string;
  startDate: string;
  endDate: string;
  /** Weeks inside the year, and pay in the year (cents). */
  weeks: number;
  grossComp: number;
  weeklyHousing: number;
  weeklyMie: number;
  gsaArea: string;
  /** 7 × (lodging + M&IE) of the GSA area in the assignment's first month, cents. */
  gsaWeeklyMax: number;
  gsaCompliant: boolean;
  /** The stipends count as wages (no tax home, for a W-2 worker). */
  stipendsTaxable: boolean;
}

export interface PacketTaxHome {
  address: string;
  city: string;
  state: string;
  zip: string | null;
  rentAmount: number;
  lastVisitDate: string | null;
  voterReg: boolean;
  driversLicenseState: string | null;
  propertyRentedOut: boolean;
}

export interface PacketVisit {
  date: string;
  origin: string;
  destination: string;
  miles: number;
  notes: string;
}

/** A visit home recorded as such (arrived to left, both days included) and what it cites as evidence. */
export interface PacketStay {
  arrived: string;
  left: string;
  days: number;
  evidence: string;
  notes: string;
  /** "I'm home" from the phone, in words (lib/records/visits/check-in-words.ts); null for a visit logged by hand. */
  checkIn: string | null;
}

export interface PacketData {
  year: number;
  /** Today (UTC), when the packet was made. */
  generatedOn: string;
  /** The end of the 24-month window of the 12-month table: the year's last day, or today in the current year. */
  asOf: string;
  worker: { name: string; email: string | null; employmentType: string; filingStatus: string };
  audit: AuditReadiness;
  taxHome: PacketTaxHome | null;
  documents: { id: number; date: string; docType: string; title: string; fileName: string | null }[];
  visits: PacketVisit[];
  /** The visits home with a day in the year, and the distinct days at home they cover in it. */
  stays: PacketStay[];
  daysAtHome: number;
  /** Months 1-12, each with its cost per category (cents). */
  costsByMonth: { month: number; byCategory: Record<string, number>; total: number }[];
  assignments: PacketAssignment[];
  durations: LocationDuration[];
  mileage: Awaited<ReturnType<typeof mileageSummaryView>>;
  expensesByCategory: { category: string; count: number; total: number }[];
  /** The year's expenses an auditor would reject as recorded (Pub. 463 ch. 5), with what to do. */
  receiptFlags: ReceiptFlags['items'];
  /** The year's W-2s, 1099s and pay stubs, in the trash excluded. */
  incomeDocuments: readonly IncomeDocumentInput[];
  reconciliation: ReconciliationRow[];
  states: StateIncomeView;
  /** The year's returns (the filing year's lines, in filing order) and what each owes or gives back. */
  filing: { governments: GovernmentLine[]; headline: Headline };
}

/** A trip of the mileage log: the CSV download's columns, less the assignment. */
export type PacketTrip = Omit<TripCsvRow, 'assignment'>;
