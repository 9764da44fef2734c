import type { Metadata } from 'next';
import { OnboardingChecklist } from '@/components/app/onboarding-checklist';
import { PageHeader } from '@/components/app/page-header';
import { RecordCounts } from '@/components/app/record-counts';
import { assignmentResource } from '@/lib/assignments/resource';
import { currentCtx } from '@/lib/auth/current-user';
import { credentialResource } from '@/lib/credentials/resource';
import { expenseResource } from '@/lib/expenses/resource';
import { mileageResource } from '@/lib/mileage/resource';
import { listRecords } from '@/lib/records/service';
import { taxHomeResource } from '@/lib/tax-homes/resource';

export const metadata: Metadata = { title: 'Dashboard' };

// One component per widget (components/app/*): add computed widgets to the grid below.
export default async function DashboardPage() {
  const ctx = await currentCtx();
  const year = ctx.now.getUTCFullYear();
  const page = { limit: 1, offset: 0, year };
  const [assignments, expenses, trips, credentials, taxHomes] = await Promise.all([
    listRecords(assignmentResource, ctx, page),
    listRecords(expenseResource, ctx, page),
    listRecords(mileageResource, ctx, page),
    listRecords(credentialResource, ctx, { limit: 1, offset: 0 }),
    listRecords(taxHomeResource, ctx, { limit: 1, offset: 0 }),
  ]);
  const steps = [
    { label: 'Add your tax home', href: '/tax-home', done: taxHomes.total > 0 },
    { label: 'Add your first assignment', href: '/assignments', done: assignments.total > 0 },
    { label: 'Log an expense', href: '/expenses', done: expenses.total > 0 },
    { label: 'Log a trip', href: '/mileage', done: trips.total > 0 },
  ];
  return (
    <>
      <PageHeader title={`Welcome, ${ctx.user.first_name || 'there'}`} description="Your year at a glance." />
      <div className="grid gap-6 lg:grid-cols-2">
        <OnboardingChecklist steps={steps} />
        <RecordCounts
          year={year}
          items={[
            { label: 'Assignments', count: assignments.total, href: '/assignments' },
            { label: 'Expenses', count: expenses.total, href: '/expenses' },
            { label: 'Trips', count: trips.total, href: '/mileage' },
            { label: 'Credentials', count: credentials.total, href: '/credentials' },
          ]}
        />
      </div>
    </>
  );
}
