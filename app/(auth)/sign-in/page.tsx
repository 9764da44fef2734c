import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { Card } from '@/components/ui/card';
import { FormMessage } from '@/components/ui/field';
import { RecordForm } from '@/components/records/record-form';
import type { FieldSpec } from '@/app/_lib/form-types';
import { signInAction } from './actions';

export const metadata: Metadata = { title: 'Sign in' };

const fields: FieldSpec[] = [
  { name: 'email', label: 'Email', kind: 'email', required: true, autoComplete: 'email' },
  { name: 'password', label: 'Password', kind: 'password', required: true, autoComplete: 'current-password' },
];

export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { reset } = await searchParams;
  return (
    <Card>
      <h1 className="mb-5 text-xl font-semibold">Sign in</h1>
      {reset === 'done' ? (
        <div className="mb-4">
          <FormMessage tone="success">Your password was changed: sign in with the new one.</FormMessage>
        </div>
      ) : null}
      <RecordForm action={signInAction} fields={fields} submitLabel="Sign in" columns={1} />
      <p className="mt-4 text-sm">
        <Link href="/forgot-password" className="font-medium text-primary underline-offset-2 hover:underline">
          Forgot password?
        </Link>
      </p>
      <p className="mt-5 text-sm text-muted">
        New here?{' '}
        <Link href="/sign-up" className="font-medium text-primary underline-offset-2 hover:underline">
          Create an account
        </Link>
      </p>
    </Card>
  );
}
