import Link from '@/components/ui/link';
import { OpenFileLink } from '@/components/uploads/open-file-link';
import { ActionButton } from './delete-form';

/** A record's name, linking to its edit page, and an optional detail line under it. */
export function RecordLink({
  href,
  children,
  detail,
}: {
  href: string;
  children: React.ReactNode;
  detail?: React.ReactNode;
}) {
  return (
    <>
      <Link href={href} className="font-medium text-primary hover:underline">
        {children}
      </Link>
      {detail ? <p className="text-xs text-muted">{detail}</p> : null}
    </>
  );
}

/** A listed record's actions: open its stored file when it has one, then delete it (to the trash). */
export function RowActions({
  file,
  remove,
}: {
  file?: { key: string | null; label?: string; srLabel: string };
  /** The bound delete action and what it deletes, for screen readers: "expense Scrubs of 2026-03-02". */
  remove: { action: () => Promise<void>; srLabel: string };
}) {
  return (
    <>
      {file?.key ? <OpenFileLink objstoreKey={file.key} label={file.label} srLabel={file.srLabel} /> : null}
      <ActionButton action={remove.action} label="Delete" srLabel={remove.srLabel} />
    </>
  );
}
