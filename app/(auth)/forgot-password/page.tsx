import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { Card } from '@/components/ui/card';
import { RecordForm } from '@/components/records/record-form';
import type { FieldSpec } from '@/app/_lib/form-types';
import { forgotPasswordAction } from './actions';

export const metadata: Metadata = { title: 'Forgot your password?' };

const fields: FieldSpec[] = [
  { name: 'email', label: 'Email', kind: 'email', required: true, autoComplete: 'email' },
];

export default function ForgotPasswordPage() {
  return (
    <Card>
      <h1 className="mb-1 text-xl font-semibold">Forgot your password?</h1>
      <p className="mb-5 text-sm text-muted">
        Enter the email you sign in with. We will send you a link to choose a new password.
      </p>
      <RecordForm action={forgotPasswordAction} fields={fields} submitLabel="Send the link" columns={1} />
      <p className="mt-5 text-sm text-muted">
        Remembered it?{' '}
        <Link href="/sign-in" className="font-medium text-primary underline-offset-2 hover:underline">
          Sign in
        </Link>
      </p>
    </Card>
  );
}
