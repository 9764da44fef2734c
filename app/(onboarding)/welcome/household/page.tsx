import Link from '@/components/ui/link';
import { redirect } from 'next/navigation';
import { RecordForm } from '@/components/records/record-form';
import { Card, CardHeader } from '@/components/ui/card';
import { currentCtx } from '@/lib/auth/current-user';
import { findHousehold, serializeHousehold } from '@/lib/records/household/service';
import { saveHouseholdForm } from '../../../(app)/settings/household-actions';
import { householdFormFields } from '../../../(app)/settings/household-fields';

export const metadata = { title: 'Your household · Travel Ledger' };

/**
 * Onboarding's optional second step: the few household answers that move most tax figures (a joint
 * return's spouse, children, age; a contractor's health insurance). Skipping changes nothing.
 */
export default async function WelcomeHouseholdPage() {
  const ctx = await currentCtx();
  if (!ctx.user.onboarded_at) redirect('/welcome');
  const year = ctx.now.getUTCFullYear();
  const saved = serializeHousehold(year, await findHousehold(ctx, year));
  const fields = householdFormFields(saved, {
    filingStatus: ctx.user.filing_status,
    employmentType: ctx.user.employment_type,
    short: true,
  }).map((f) => ({ ...f, wide: true }));
  return (
    <Card aria-labelledby="household-step-title">
      <CardHeader
        id="household-step-title"
        title="Anyone else on your return?"
        description={`Optional: answer what applies for ${year} and leave the rest blank. You can add more, like deductions, in Settings → Household.`}
      />
      <RecordForm
        action={saveHouseholdForm.bind(null, year, 'onboarding')}
        fields={fields}
        submitLabel="Save and show my numbers"
        columns={1}
      />
      <p className="mt-4 text-center text-sm">
        <Link href="/dashboard" className="font-medium text-primary hover:underline">
          Skip for now
        </Link>
      </p>
    </Card>
  );
}
