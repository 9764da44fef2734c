import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { Card } from '@/components/ui/card';
import { newPasswordFields } from '@/components/settings/password-fields';
import { RecordForm } from '@/components/records/record-form';
import { resetPasswordAction } from './actions';

export const metadata: Metadata = { title: 'Choose a new password' };

export default async function ResetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { token } = await searchParams;
  const value = typeof token === 'string' ? token : '';
  return (
    <Card>
      <h1 className="mb-1 text-xl font-semibold">Choose a new password</h1>
      {value ? (
        <>
          <p className="mb-5 text-sm text-muted">
            After this, every device signed in to your account is signed out.
          </p>
          <RecordForm
            action={resetPasswordAction.bind(null, value)}
            fields={newPasswordFields}
            submitLabel="Save the new password"
            columns={1}
          />
        </>
      ) : (
        <p className="mb-2 text-sm text-muted">
          This page needs the link from the email we sent you. Ask for a new one if it has expired.
        </p>
      )}
      <p className="mt-5 text-sm text-muted">
        <Link href="/forgot-password" className="font-medium text-primary underline-offset-2 hover:underline">
          Ask for a new link
        </Link>
      </p>
    </Card>
  );
}
