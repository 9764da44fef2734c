import 'server-only';
import { computedPaths } from './computed-paths';
import { importPaths } from './import-paths';
import { recordPaths } from './record-paths';
import { servicePaths } from './service-paths';
import type { Endpoint } from './types';

// Every endpoint of /api/v1, described once: the OpenAPI document, the /docs page and the route-coverage
// test all read this list. Record resources come from their ResourceSpecs; the rest is listed by hand.

export const TAGS: { name: string; description: string }[] = [
  { name: 'Account', description: 'Your profile, plan and preferences.' },
  {
    name: 'Dashboard & reports',
    description: 'Computed views: the dashboard, profitability, 12-month rule, per diem.',
  },
  { name: 'Taxes', description: 'Tax estimate, per-state income and contract comparison (Pro).' },
  { name: 'Assignments', description: 'Contracts at facilities: dates, weekly pay and stipends, bonuses.' },
  { name: 'Tax home', description: 'Your permanent residence while you travel.' },
  { name: 'Tax home documents', description: 'Proof of the tax home: lease, utility bills, registrations.' },
  { name: 'Tax home costs', description: 'What keeping the tax home costs, per month.' },
  { name: 'Expenses', description: 'Deductible and tracked expenses.' },
  { name: 'Mileage', description: 'Trips and the mileage deduction.' },
  { name: 'Imports', description: 'CSV imports of expenses and trips: preview, commit, undo.' },
  { name: 'Credentials', description: 'Licenses and certifications with their expiration.' },
  { name: 'Income documents', description: 'W-2s, 1099s and pay stubs, a checklist and a reconciliation.' },
  { name: 'Quarterly payments', description: 'Estimated tax payments of 1099 workers.' },
  { name: 'Comparisons', description: 'Saved contract comparisons.' },
  { name: 'Notifications', description: 'Compliance reminders kept up to date by rules.' },
  { name: 'Contracts', description: 'Reading assignment fields from a contract file.' },
  { name: 'Files', description: 'Presigned upload and download addresses of object storage.' },
  { name: 'Billing', description: 'The Pro subscription (Stripe).' },
  { name: 'System', description: 'Health, this description and scheduled jobs.' },
];

let cached: Endpoint[] | undefined;

export function endpoints(): Endpoint[] {
  cached ??= [...servicePaths(), ...computedPaths(), ...recordPaths(), ...importPaths()];
  return cached;
}

/** Endpoints grouped by their first tag, in the order of TAGS. */
export function endpointsByTag(): { tag: string; description: string; endpoints: Endpoint[] }[] {
  return TAGS.map((t) => ({
    tag: t.name,
    description: t.description,
    endpoints: endpoints().filter((e) => e.tags[0] === t.name),
  })).filter((g) => g.endpoints.length > 0);
}
