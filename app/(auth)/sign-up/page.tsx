import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { Card } from '@/components/ui/card';
import { RecordForm } from '@/components/records/record-form';
import type { FieldSpec } from '@/app/_lib/form-types';
import { signUpAction } from './actions';

export const metadata: Metadata = { title: 'Create your account' };

const fields: FieldSpec[] = [
  { name: 'first_name', label: 'First name', kind: 'text', required: true, autoComplete: 'given-name' },
  { name: 'email', label: 'Email', kind: 'email', required: true, autoComplete: 'email' },
  {
    name: 'password',
    label: 'Password',
    kind: 'password',
    required: true,
    autoComplete: 'new-password',
    hint: 'At least 8 characters',
  },
];

export default function SignUpPage() {
  return (
    <Card>
      <h1 className="mb-1 text-xl font-semibold">Create your account</h1>
      <p className="mb-5 text-sm text-muted">Track assignments, stipends and your tax home in one place.</p>
      <RecordForm action={signUpAction} fields={fields} submitLabel="Create account" columns={1} />
      <p className="mt-5 text-sm text-muted">
        Already have an account?{' '}
        <Link href="/sign-in" className="font-medium text-primary underline-offset-2 hover:underline">
          Sign in
        </Link>
      </p>
    </Card>
  );
}
