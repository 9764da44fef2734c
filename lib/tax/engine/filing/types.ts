// The filing year's types (./year.ts): the household's returns of one year, government by government, with
// what each requires, its estimated-tax plans, the withholding advice and each assignment's share.

import type { StateCode } from '@/lib/tax/law/types';
import type { SafeHarbor } from '../estimated-plan';
import type { HouseholdInput, PaymentsInput } from '../household';
import type { PayFrequency } from '../settlement';
import type { EmploymentType, FilingStatus, YearResult } from '../types';
import type { DatedPayment, Installment } from './installments';

export type GovernmentKind = 'federal' | 'state' | 'local';

/** Must file; should file (money comes back only with a return, or an exemption is claimed); nothing to file. */
export type Requirement = 'must' | 'should' | 'not_needed';

/** Which rule decided a return (docs/tax-method.md §11 gives each its source). */
export type FilingRule =
  | 'gross_income' // IRC 6012(a)(1), (f)
  | 'self_employment' // IRC 6017
  | 'additional_medicare' // Form 1040 instructions, Chart C
  | 'refund' // withholding, estimated payments or a refundable credit come back only on a return
  | 'below_threshold'
  | 'resident' // the home state taxes all income
  | 'nonresident_income' // income earned there above the state's filing rule
  | 'reciprocity_refund' // exempt by a reciprocal agreement, yet withheld: claim the exemption to get it back
  | 'reciprocity_exempt'
  | 'no_income_tax'
  | 'no_income'
  | 'with_state_return' // a county or city tax filed on the state's return
  | 'local_owed' // the place's tax was not fully withheld
  | 'local_over_withheld'
  | 'local_withheld' // the employer withheld it all
  | 'local_resident_return'; // residents file whatever was withheld

export interface FilingDecision {
  requirement: Requirement;
  rule: FilingRule;
  /** The return to file ("Form 1040", "PA-40 (nonresident)", "Form IR-25"); null when none or not known. */
  form: string | null;
  /** A form for the employer, so that next year's withholding is right (REV-419 under reciprocity). */
  employerForm: string | null;
  /** The date to file by; null when nothing is filed or the place sets a date the tables do not hold. */
  deadline: string | null;
  /** One plain sentence saying why. */
  reason: string;
}

/** One part of what was paid toward a line: withholding by W-2 box, estimated payments, a refundable credit. */
export interface PaidPart {
  kind: 'withheld' | 'estimated' | 'refundable_credit';
  /** "W-2 box 2", "W-2 box 6 (Additional Medicare Tax)", "W-2 box 17", "W-2 box 19", "Estimated payments", "Child tax credit". */
  label: string;
  amount: number;
}

/** How a line's tax is split over the year's assignments (docs/tax-method.md §11, allocation). */
export type AllocationRule =
  | 'worker_increment' // federal: what her income adds to the household's return, by taxable income
  | 'worked_there' // a nonresident state or place: the assignments worked there, by taxable income
  | 'household_income_share'; // a resident line on the household's income: each assignment's share of it

export interface LineAllocation {
  rule: AllocationRule;
  /** What the split means, in plain words (the label the surfaces show beside an assignment's share). */
  label: string;
  /** Per assignment (the year's items, in order): its share. */
  items: Array<{ assignmentId: number; amount: number }>;
  /** The part of the tax that is the household's (spouse's wages, other income), not an assignment's. */
  household: number;
}

export interface GovernmentLine {
  /** 'federal', 'state-PA', 'local-OH-columbus'. */
  id: string;
  kind: GovernmentKind;
  /** "Federal", "Pennsylvania", "Columbus". */
  name: string;
  state: StateCode | null;
  /** The household's residence (home state, home city); null for the federal line. */
  resident: boolean | null;
  /** The base the government taxes: the return's AGI, a state's income (a resident's: the household's). */
  income: number;
  /** Tax after credits for tax paid elsewhere (for the federal line: income tax after credits + SE tax + Additional Medicare Tax). */
  tax: number;
  /** The credit for tax paid to another state or place, already taken off `tax`. */
  creditForTaxElsewhere: number;
  paid: number;
  paidParts: PaidPart[];
  /** tax - paid: above 0 owed, below 0 refunded. Never netted across governments. */
  balance: number;
  outcome: 'owe' | 'refund' | 'even';
  filing: FilingDecision;
  /** Position in the order of filing (1 first); null when nothing is filed for it on its own. */
  order: number | null;
  allocation: LineAllocation;
}

/** How the penalty-free amount of IRC 6654(d)(1)(B) was found. */
export type PriorYearBasis = 'entered' | 'app_full_year' | 'app_partial_year' | 'unknown';

export interface SafeHarborAnswer extends SafeHarbor {
  basis: PriorYearBasis;
  /** A joint return: both spouses' withholding against the joint return's tax, last year's joint tax. */
  household: boolean;
  /** In plain words: which figures the safe harbor used, and what to enter when the app lacks them. */
  note: string;
}

export interface EstimatedTaxPlan {
  /** The government line it pays: 'federal', 'state-OH'. */
  governmentId: string;
  name: string;
  form: string;
  /** The required annual payment (the safe harbor's amount for the federal plan). */
  required: number;
  installments: Installment[];
  paid: number;
  remaining: number;
  overdueAmount: number;
  /** Why the government asks for estimated payments this year, in plain words. */
  reason: string;
}

export type AdviceAction = 'none' | 'w4_extra' | 'estimated_payment' | 'with_return';

/** The W-2 worker's federal withholding advice, one that can be followed. */
export interface WithholdingAdvice {
  onTrack: boolean;
  /** max(0, federal balance). */
  gap: number;
  payFrequency: PayFrequency;
  /** Pay periods with work left in the year after `today`, from the assignments still running. */
  paychecksLeft: number;
  action: AdviceAction;
  /** W-4 line 4(c): ceil(gap / paychecks left), whole dollars; null unless the action is w4_extra. */
  extraPerPaycheck: number | null;
  /** The estimated payment to make instead, when no paycheck is left: form, date and amount. */
  estimatedPayment: { form: string; dueDate: string; amount: number } | null;
  safeHarbor: SafeHarborAnswer;
  /** The advice in one or two plain sentences. */
  text: string;
}

/** One assignment's share of every line (allocations) and of the payroll taxes withheld with its pay. */
export interface AssignmentShare {
  assignmentId: number;
  grossComp: number;
  lines: Array<{ governmentId: string; amount: number }>;
  /** Employee Social Security and Medicare (or nothing for a 1099 worker): withheld exactly, on no return. */
  payroll: number;
  total: number;
}

/** A date of the year's returns and payments, for calendars and reminders. */
export interface FilingDate {
  date: string;
  kind: 'return' | 'payment';
  governmentId: string;
  /** "Federal return due (Form 1040)", "Federal estimated tax, quarter 4 (Form 1040-ES)". */
  title: string;
  /** What is due or comes back then, cents (a return: its balance; a payment: what remains of the installment). */
  amount: number;
}

export interface PriorYearInput {
  /** The app's own computation of last year (priorYearOf): its tax after credits and AGI. */
  tax: number;
  agi: number;
  /**
   * The earliest day the app's records reach (the first day of the user's earliest assignment, any year); null:
   * none. Records that begin after January of last year do not hold the whole of it (./prior-year.ts).
   */
  recordsFrom: string | null;
  /** Whether the computation holds the household's return (a household given for last year). */
  household: boolean;
}

export interface FilingYearInput {
  year: YearResult;
  /** Withholding by box and estimated payments (the settlement's input). */
  payments: PaymentsInput;
  /** The household on the year's return; its prior-year fields are last year's figures as entered. */
  household?: HouseholdInput;
  /** The year's estimated payments with their dates (federal: state null), when the records carry them. */
  estimatedPayments?: ReadonlyArray<{ state: StateCode | null; payment: DatedPayment }>;
  /** The app's own computation of last year, when it has any record of it. */
  priorYear?: PriorYearInput | null;
  /** How often the worker is paid, as entered; not given: weekly, and a note says so. */
  payFrequency?: PayFrequency;
  /** UTC date; the year's own `today` by default. */
  today?: string;
}

export interface Headline {
  parts: Array<{ governmentId: string; name: string; outcome: 'owe' | 'refund'; amount: number }>;
  /** "Federal: refund $4,790.90 · Ohio: you owe $1,855.39 · Columbus: you owe $796.15". */
  text: string;
}

/** The one model of a year's returns that every surface reads (./year.ts says which surface reads what). */
export interface FilingYear {
  year: number;
  today: string;
  employmentType: EmploymentType;
  filingStatus: FilingStatus;
  /** Federal, then the states (nonresident first, the home state last), then the local lines. */
  governments: GovernmentLine[];
  /** What is owed or comes back, per government, never netted across governments. */
  headline: Headline;
  /** Federal (1099, or when a W-2 worker's advice is an estimated payment) and each state that asks for one. */
  estimatedPlans: EstimatedTaxPlan[];
  /** W-2 workers; null for 1099 (their federal plan is in estimatedPlans). */
  withholding: WithholdingAdvice | null;
  /** The penalty-free amount by the year's end, and which figures it rests on. */
  safeHarbor: SafeHarborAnswer;
  assignments: AssignmentShare[];
  /** Every return's due date and every installment, in date order. */
  dates: FilingDate[];
  /** The assignments' pay less their share of every tax: the one take-home figure, and what it includes. */
  takeHome: { grossComp: number; taxes: number; net: number; note: string };
  notes: string[];
}
