import Link from '@/components/ui/link';
import { ActionButton } from '@/components/records/delete-form';
import { DateText } from '@/components/ui/date-text';
import type { serializeImport } from '@/lib/imports/serialize';

// A committed or undone import: what it did, where the rows are, and the way back.

export function StatusNote({
  imp,
  noun,
  undo,
  restore,
}: {
  imp: ReturnType<typeof serializeImport>;
  noun: string;
  undo: () => Promise<void>;
  restore: () => Promise<void>;
}) {
  const list = imp.kind === 'expenses' ? '/expenses' : '/mileage';
  const year = imp.preview.date_range?.from.slice(0, 4);
  const href = year ? `${list}?year=${year}` : list;
  if (imp.status === 'undone') {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-fg">
          Undone on <DateText value={(imp.undone_at ?? '').slice(0, 10)} />: its {imp.imported_count} {noun}{' '}
          are in the trash.
        </p>
        <ActionButton action={restore} label="Restore import" variant="secondary" />
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p role="status" className="text-sm text-fg">
        Imported {imp.imported_count.toLocaleString('en-US')} {noun} on{' '}
        <DateText value={(imp.committed_at ?? '').slice(0, 10)} />.{' '}
        <Link href={href} className="font-medium text-primary hover:underline">
          See them
        </Link>
      </p>
      <ActionButton action={undo} label="Undo import" />
    </div>
  );
}
