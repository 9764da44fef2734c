import type { Metadata } from 'next';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { BACKUPS_NOTE } from '@/lib/account/schemas';

export const metadata: Metadata = { title: 'Account deleted' };

/** Where account deletion lands, signed out. */
export default function AccountDeletedPage() {
  return (
    <Card>
      <h1 className="mb-3 text-xl font-semibold">Your account is deleted</h1>
      <p className="mb-3 text-sm">
        Your records and files are gone from Travel Ledger, and you are signed out.
      </p>
      <p className="mb-5 text-sm text-muted">{BACKUPS_NOTE}</p>
      <ButtonLink href="/sign-up" variant="secondary">
        Create a new account
      </ButtonLink>
    </Card>
  );
}
