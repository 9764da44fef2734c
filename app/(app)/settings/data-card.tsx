import { DeleteAccountForm } from '@/components/settings/delete-account-form';
import { DownloadButton } from '@/components/downloads/download-button';
import { Card, CardHeader } from '@/components/ui/card';
import { BACKUPS_NOTE } from '@/lib/account/schemas';
import { deleteMyAccount } from './data-actions';

/** Settings → Your data: everything in one ZIP. */
export function ExportCard() {
  return (
    <Card id="your-data" aria-labelledby="export-title">
      <CardHeader
        id="export-title"
        title="Your data"
        description="Every record as JSON and CSV, with every file you attached, in one ZIP."
      />
      <div className="max-w-xs">
        <DownloadButton
          href="/api/export/my-data.zip"
          filename="travel-ledger-export.zip"
          label="Export my data"
          preparing="Gathering your records"
          variant="secondary"
        />
      </div>
    </Card>
  );
}

/** Settings → Delete account: what goes, what happens to backups, and a typed confirmation. */
export function DeleteAccountCard({ subscribed }: { subscribed: boolean }) {
  return (
    <Card id="delete-account" aria-labelledby="delete-title" className="border-danger/40">
      <CardHeader id="delete-title" title="Delete account" />
      <div className="mb-4 max-w-prose space-y-2 text-sm">
        <p>
          This erases your account for good: every assignment, expense, trip, document and other record, every
          file you uploaded, and your sign-in.
          {subscribed ? ' Your Pro subscription is canceled first, so you are not billed again.' : ''} Export
          your data first if you may need it.
        </p>
        <p className="text-muted">{BACKUPS_NOTE}</p>
      </div>
      <DeleteAccountForm action={deleteMyAccount} />
    </Card>
  );
}
