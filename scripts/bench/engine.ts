// The pure computations of a heavy year, timed in-process (target: each under 2 ms): the engine gets
// the same shapes the services hand it for the benchmark's heavy user (8 contracts in the year across
// five states, with overtime and the per-day GSA test; 2,000 trips as daily buckets; 40 contracts over
// five years for the audit and as the 12-month rule's history).
import { performance } from 'node:perf_hooks';
import { auditReadiness, locationDurations, mileageSummary, type MileagePurpose } from '@/lib/tax/compliance';
import {
  assignmentProfitability,
  computeYear,
  stateIncome,
  taxEstimate,
  type AssignmentInput,
  type YearInput,
} from '@/lib/tax/engine';
import type { StateCode } from '@/lib/tax/law/types';

const PLACES: [string, StateCode, string][] = [
  ['Denver', 'CO', '80204'],
  ['Seattle', 'WA', '98104'],
  ['Boston', 'MA', '02114'],
  ['San Diego', 'CA', '92103'],
  ['Portland', 'OR', '97205'],
];
const PURPOSES: MileagePurpose[] = ['work_travel', 'tax_home_visit', 'licensing', 'personal', 'other'];
const iso = (d: Date) => d.toISOString().slice(0, 10);

function contracts(year: number, count: number, idBase: number): AssignmentInput[] {
  return Array.from({ length: count }, (_, i) => {
    const start = new Date(Date.UTC(year, 0, 1 + i * 45));
    const [location, state, zip] = PLACES[i % PLACES.length] as [string, StateCode, string];
    return {
      id: idBase + i,
      facility: `Hospital ${i}`,
      location,
      state,
      agency: 'Agency',
      zip,
      start_date: iso(start),
      end_date: iso(new Date(start.getTime() + 90 * 86_400_000)),
      base_pay: 110_000 + i * 1000,
      housing_stipend: 150_000,
      mie_stipend: 45_000,
      sign_on_bonus: 50_000,
      completion_bonus: 100_000,
      referral_bonus: 0,
      hours_per_week: 36,
      overtime_pay: 250_000,
    };
  });
}

function median(fn: () => unknown, runs = 200): number {
  for (let i = 0; i < 20; i++) fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

export function benchEngine(year: number, today: string): { name: string; ms: number }[] {
  const yearContracts = contracts(year, 8, 1);
  const all = [0, 1, 2, 3, 4].flatMap((k) => contracts(year - k, 8, 100 * k));
  const input: YearInput = {
    year,
    today,
    employmentType: 'w2',
    filingStatus: 'single',
    taxHome: { state: 'NE', city: 'Omaha', zip: '68102' },
    assignments: yearContracts,
    linked: Object.fromEntries(
      yearContracts.map((a) => [
        a.id,
        { expenses: 250_000, meals: 40_000, deductibleMiles: 900, mileageDeduction: 65_000 },
      ]),
    ),
    unlinked: { expenses: 120_000, meals: 20_000, mileageDeduction: 30_000 },
    history: all,
  };
  const buckets = Array.from({ length: 365 * 5 }, (_, i) => ({
    date: iso(new Date(Date.UTC(year, 0, 1 + Math.floor(i / 5)))),
    purpose: PURPOSES[i % 5] as MileagePurpose,
    miles: 40,
    trips: 1,
  })).filter((b) => b.date.startsWith(String(year)));
  const result = computeYear(input);
  return [
    { name: 'computeYear (8 contracts, 5 states)', ms: median(() => computeYear(input)) },
    { name: 'assignmentProfitability', ms: median(() => assignmentProfitability(computeYear(input))) },
    { name: 'stateIncome', ms: median(() => stateIncome(computeYear(input))) },
    { name: 'taxEstimate', ms: median(() => taxEstimate(result, { payments: [], priorYear: null })) },
    { name: 'mileageSummary (daily buckets)', ms: median(() => mileageSummary({ year, today, buckets })) },
    { name: 'locationDurations (40 contracts)', ms: median(() => locationDurations(all, today)) },
    {
      name: 'auditReadiness (40 contracts)',
      ms: median(() =>
        auditReadiness({
          today,
          taxHomeCostCount: 3,
          expenseCount: 5000,
          receiptsNeeded: 40,
          mileageTripCount: 10000,
          taxHome: {
            state: 'NE',
            rent_amount: 145_000,
            last_visit_date: today,
            voter_reg: true,
            drivers_license_state: 'NE',
            property_rented_out: false,
          },
          assignments: all.map((a) => ({ ...a, status: 'complete' as const, gsaCompliant: true })),
        }),
      ),
    },
  ];
}
