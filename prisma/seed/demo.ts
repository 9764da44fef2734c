import { hashPassword } from '@/lib/auth/password';
import { BUILTIN_ISS } from '@/lib/auth/keys';
import type { Db, DbOrTx } from '@/lib/providers/db/client';
import { addDays, day, daysBetween, jan1, monthEnd, startOfDay, type Span } from './dates';
import { createDemoAssignments, layoutAssignments } from './demo-assignments';
import { demoExpenses } from './demo-expenses';
import { ACLS_DAYS_AGO, demoTrips } from './demo-mileage';
import { createRng, type Rng } from './random';
import { wipeUserRecords } from './wipe';

// The demo account: a W-2 travel nurse with a tax home in Omaha and a year of contracts, expenses and
// trips around today. Seeding again replaces the account's records (same user id, so sessions survive).

export const DEMO_EMAIL = 'demo@travelledger.app';
export const DEMO_SUB = 'demo';
const SEED = 20_260_101;

export interface DemoSummary {
  userId: number;
  email: string;
  counts: Record<string, number>;
}

const cents = (dollars: number) => Math.round(dollars * 100);
const notAfter = (date: Date, today: Date) => (date > today ? today : date);

export async function seedDemoUser(db: Db, opts: { now: Date; password: string }): Promise<DemoSummary> {
  const today = startOfDay(opts.now);
  const passwordHash = await hashPassword(opts.password);
  const rng = createRng(SEED);
  return db.$transaction(
    async (tx) => {
      const profile = {
        email: DEMO_EMAIL,
        first_name: 'Jordan',
        password_hash: passwordHash,
        plan: 'pro',
        trial_ends_at: null,
        employment_type: 'w2',
        filing_status: 'single',
        onboarded_at: opts.now,
      };
      const user = await tx.user.upsert({
        where: { iss_sub: { iss: BUILTIN_ISS, sub: DEMO_SUB } },
        update: profile,
        create: { iss: BUILTIN_ISS, sub: DEMO_SUB, ...profile },
      });
      await wipeUserRecords(tx, user.id);
      const counts = await seedRecords(tx, user.id, today, rng);
      return { userId: user.id, email: DEMO_EMAIL, counts };
    },
    { maxWait: 10_000, timeout: 120_000 },
  );
}

/** This year up to today; early in January, the last twelve months instead. */
function activityRange(today: Date): Span {
  const start = jan1(today.getUTCFullYear());
  return daysBetween(start, today) < 60 ? { start: addDays(today, -364), end: today } : { start, end: today };
}

async function seedRecords(
  tx: DbOrTx,
  userId: number,
  today: Date,
  rng: Rng,
): Promise<Record<string, number>> {
  const year = today.getUTCFullYear();
  const home = await tx.taxHome.create({
    data: {
      user_id: userId,
      address: '1420 Harney St, Apt 5B',
      city: 'Omaha',
      state: 'NE',
      zip: '68102',
      rent_amount: cents(1450),
      last_visit_date: addDays(today, -12),
      voter_reg: true,
      drivers_license_state: 'NE',
      property_rented_out: false,
    },
  });
  const docs = [
    ['lease', 'Apartment lease, 1420 Harney St (12-month renewal)', day(`${year}-01-05`), 'lease.pdf'],
    ['drivers_license', 'Nebraska driver’s license', day(`${year}-02-11`), 'drivers-license.jpg'],
    ['voter_registration', 'Douglas County voter registration card', day(`${year}-03-20`), 'voter-card.jpg'],
    ['utility_bill', 'OPPD electric bill', addDays(today, -20), 'oppd-bill.pdf'],
  ] as const;
  await tx.taxHomeDoc.createMany({
    data: docs.map(([doc_type, title, date, file_name]) => ({
      user_id: userId,
      doc_type,
      title,
      date: notAfter(date, today),
      // A license or registration names the state it is from (a tie to the home, or one that disagrees).
      state: doc_type === 'drivers_license' || doc_type === 'voter_registration' ? 'NE' : null,
      file_name,
      content_type: file_name.endsWith('.pdf') ? 'application/pdf' : 'image/jpeg',
      file_size: rng.int(80_000, 900_000),
    })),
  });
  const costs = [];
  for (let month = 1; month <= today.getUTCMonth() + 1; month++) {
    costs.push({
      user_id: userId,
      category: 'rent',
      amount: cents(1450),
      month,
      year,
      description: 'Rent, 1420 Harney St',
    });
    if (monthEnd(year, month) <= today && rng.chance(0.7)) {
      const amount = rng.int(6_500, 14_500);
      costs.push({
        user_id: userId,
        category: 'utilities',
        amount,
        month,
        year,
        description: 'OPPD electric and MUD gas',
      });
    }
  }
  await tx.taxHomeCost.createMany({ data: costs });

  const assignments = await createDemoAssignments(tx, userId, layoutAssignments(today, rng), today, rng);
  const range = activityRange(today);
  const expenses = demoExpenses(userId, assignments, range, rng);
  await tx.expense.createMany({ data: expenses });
  const trips = demoTrips(userId, assignments, range, rng);
  await tx.mileageTrip.createMany({ data: trips });
  const visits = await seedVisits(tx, userId, home.id, today);
  const credentials = demoCredentials(userId, today);
  await tx.credential.createMany({ data: credentials });
  // One estimated payment made (the first quarter's), so that the tax estimate shows paid and remaining
  // when the demo user switches to 1099 in Settings.
  const q1Paid = day(`${year}-04-14`);
  await tx.quarterlyPayment.create({
    data: {
      user_id: userId,
      year,
      quarter: 1,
      amount: cents(3_200),
      paid_date: q1Paid > today ? null : q1Paid,
      confirmation_number: 'EFTPS-20417',
    },
  });
  return {
    tax_homes: 1,
    tax_home_docs: docs.length,
    tax_home_costs: costs.length,
    assignments: assignments.length,
    expenses: expenses.length,
    mileage_trips: trips.length,
    tax_home_visits: visits,
    credentials: credentials.length,
    quarterly_payments: 1,
  };
}

/**
 * Each trip home between shifts becomes a visit of three days citing the trip, except the newest, left for
 * the worker to confirm from the tax home page's suggestions.
 */
async function seedVisits(tx: DbOrTx, userId: number, homeId: number, today: Date): Promise<number> {
  const out = await tx.mileageTrip.findMany({
    where: { user_id: userId, purpose: 'tax_home_visit', notes: 'Home visit between shifts' },
    orderBy: { date: 'asc' },
  });
  const data = out.slice(0, -1).map((t) => ({
    user_id: userId,
    tax_home_id: homeId,
    arrived: t.date,
    left: notAfter(addDays(t.date, 3), today),
    notes: 'Home between shifts',
    mileage_trip_id: t.id,
  }));
  await tx.taxHomeVisit.createMany({ data });
  return data.length;
}

function demoCredentials(userId: number, today: Date) {
  const year = today.getUTCFullYear();
  const rnExpires = day(`${year % 2 === 0 ? year + 2 : year + 1}-10-31`); // NE licenses renew in even years
  const blsExpires = addDays(today, 41);
  const aclsIssued = addDays(today, -ACLS_DAYS_AGO);
  return [
    {
      user_id: userId,
      type: 'license',
      name: 'Registered Nurse (multistate, NLC)',
      issuer: 'Nebraska Board of Nursing',
      state: 'NE',
      number: 'RN-118204',
      issue_date: addDays(rnExpires, -730),
      expiration_date: rnExpires,
      notes: 'Multistate (compact) license; single-state licenses by endorsement where a state requires one.',
    },
    {
      user_id: userId,
      type: 'bls',
      name: 'Basic Life Support (BLS) Provider',
      issuer: 'American Heart Association',
      state: null,
      number: 'AHA-BLS-24-5521907',
      issue_date: addDays(blsExpires, -730),
      expiration_date: blsExpires,
      notes: 'Renewal class booked in Council Bluffs.',
    },
    {
      user_id: userId,
      type: 'acls',
      name: 'Advanced Cardiovascular Life Support (ACLS) Provider',
      issuer: 'American Heart Association',
      state: null,
      number: 'AHA-ACLS-25-3310482',
      issue_date: aclsIssued,
      expiration_date: addDays(aclsIssued, 730),
      notes: '',
    },
  ];
}
