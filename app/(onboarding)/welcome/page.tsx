import { redirect } from 'next/navigation';
import { RecordForm } from '@/components/records/record-form';
import { Card, CardHeader } from '@/components/ui/card';
import { currentCtx } from '@/lib/auth/current-user';
import { profileFields } from '../../(app)/settings/fields';
import { saveWelcome } from './actions';

export const metadata = { title: 'Welcome · Travel Ledger' };

const HINTS: Record<string, string> = {
  employment_type:
    'W-2: an agency employs you and withholds tax; housing and meal stipends can be tax-free. 1099: you are paid as a contractor, pay self-employment tax and quarterly estimates, and deduct business costs.',
  filing_status: 'As on your last federal return. It sets your brackets and standard deduction.',
};

/** The first question of the web app: every figure depends on how the worker is paid and files. */
export default async function WelcomePage() {
  const { user } = await currentCtx();
  if (user.onboarded_at) redirect('/dashboard');
  // Both start blank: the worker chooses, nothing is assumed for them.
  const fields = profileFields()
    .filter((f) => f.name === 'employment_type' || f.name === 'filing_status')
    .map((f) => ({ ...f, hint: HINTS[f.name], wide: true }));
  return (
    <Card aria-labelledby="welcome-title">
      <CardHeader
        id="welcome-title"
        title={user.first_name ? `Welcome, ${user.first_name}` : 'Welcome'}
        description="Two questions before we show any number: your taxes are computed from both. You can change them later in Settings."
      />
      <RecordForm action={saveWelcome} fields={fields} submitLabel="Show my numbers" columns={1} />
    </Card>
  );
}
