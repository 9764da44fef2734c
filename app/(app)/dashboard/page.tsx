import type { Metadata } from 'next';
import { OnboardingChecklist } from '@/components/dashboard/onboarding-checklist';
import { PageHeader } from '@/components/layout/page-header';
import { RecordCounts } from '@/components/dashboard/record-counts';
import { AssignmentCard, currentAssignment } from '@/components/dashboard/assignment-card';
import { AuditCard } from '@/components/dashboard/audit-card';
import { EarningsCard } from '@/components/dashboard/earnings-card';
import { NotificationsCard } from '@/components/dashboard/notifications-card';
import { StipendsCard } from '@/components/dashboard/stipends-card';
import { VisitCard } from '@/components/dashboard/visit-card';
import { TaxHomeTestCard } from '@/components/tax-home/test-card';
import { asSeverity } from '@/components/notifications/severity';
import { currentCtx } from '@/lib/auth/current-user';
import { todayOf } from '@/lib/core/dates';
import { taxHomeTestView } from '@/lib/views/load/tax-home';
import { dashboardSummary } from '@/lib/views/dashboard-summary';

export const metadata: Metadata = { title: 'Dashboard' };

// One component per widget (components/dashboard/*), all fed by one service (never our own API).
export default async function DashboardPage() {
  const ctx = await currentCtx();
  const [summary, homeTest] = await Promise.all([dashboardSummary(ctx), taxHomeTestView(ctx)]);
  const { year, profitability, counts, auditReadiness: audit } = summary;
  const today = todayOf(ctx.now);
  const steps = [
    { label: 'Add your tax home', href: '/tax-home', done: summary.taxHome !== null },
    { label: 'Add your first assignment', href: '/assignments', done: counts.assignments > 0 },
    { label: 'Log an expense', href: '/expenses', done: counts.expenses > 0 },
    { label: 'Log a trip', href: '/mileage', done: counts.trips > 0 },
  ];
  return (
    <>
      <PageHeader title={`Welcome, ${ctx.user.first_name || 'there'}`} description="Your year at a glance." />
      <div className="grid gap-6">
        <OnboardingChecklist steps={steps} />
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          <div className="md:col-span-2">
            <EarningsCard
              year={year}
              count={profitability.assignments.length}
              takeHome={summary.takeHome}
              headline={summary.headline}
              advice={summary.advice}
            />
          </div>
          <StipendsCard
            year={year}
            items={profitability.assignments}
            employmentType={summary.employmentType}
          />
          <VisitCard taxHome={summary.taxHome} today={today} />
        </div>
        <div className="grid items-start gap-6 lg:grid-cols-5">
          <div className="lg:col-span-3">
            <AuditCard status={audit.status} criteria={audit.criteria} />
          </div>
          <div className="grid gap-6 lg:col-span-2">
            <TaxHomeTestCard verdict={homeTest.verdict} factors={homeTest.factors} />
            <AssignmentCard assignment={currentAssignment(summary.assignments)} today={today} />
            <NotificationsCard open={summary.open.map((n) => ({ ...n, severity: asSeverity(n.severity) }))} />
          </div>
        </div>
        <RecordCounts
          year={year}
          items={[
            { label: 'Assignments', count: counts.assignments, href: '/assignments' },
            { label: 'Expenses', count: counts.expenses, href: '/expenses' },
            { label: 'Trips', count: counts.trips, href: '/mileage' },
            { label: 'Credentials', count: counts.credentials, href: '/credentials' },
          ]}
        />
      </div>
    </>
  );
}
