import Link from '@/components/ui/link';
import { ActionButton } from '@/components/records/delete-form';
import { Badge } from '@/components/ui/badge';
import { DateText } from '@/components/ui/date-text';
import { EmptyState } from '@/components/ui/empty-state';
import { TBody, THead, Table, Td, Th } from '@/components/ui/table';
import type { serializeImportSummary } from '@/lib/imports/serialize';
import { restoreImportAction, undoImportAction } from './actions';
import { KIND_LABELS, STATUS_BADGES } from './labels';

type Summary = ReturnType<typeof serializeImportSummary>;

/** Every import, newest first: what it brought in, and undo or restore in one click. */
export function ImportHistory({ imports }: { imports: Summary[] }) {
  if (imports.length === 0) {
    return (
      <EmptyState title="No imports yet">Your imports will be listed here, each one undoable.</EmptyState>
    );
  }
  return (
    <Table caption="Import history">
      <THead>
        <tr>
          <Th>Started</Th>
          <Th>File</Th>
          <Th>Kind</Th>
          <Th>Status</Th>
          <Th className="text-right">Rows</Th>
          <Th>
            <span className="sr-only">Actions</span>
          </Th>
        </tr>
      </THead>
      <TBody>
        {imports.map((i) => {
          const badge = STATUS_BADGES[i.status];
          return (
            <tr key={i.id}>
              <Td className="whitespace-nowrap">
                <DateText value={i.created_at.slice(0, 10)} />
              </Td>
              <Td>
                {/* A width of its own (cells ignore min-width): a file name should not break mid-word. */}
                <div className="min-w-[10rem]">
                  <Link
                    href={`/imports/${i.id}`}
                    className="font-medium break-words text-primary hover:underline"
                  >
                    {i.file_name || `Import ${i.id}`}
                  </Link>
                </div>
              </Td>
              <Td>{KIND_LABELS[i.kind]}</Td>
              <Td>
                <Badge tone={badge.tone}>{badge.label}</Badge>
              </Td>
              <Td className="text-right tabular">
                {i.status === 'preview' ? `${i.counts.ready} ready` : `${i.imported_count} of ${i.row_count}`}
              </Td>
              <Td className="text-right">
                {i.status === 'committed' ? (
                  <ActionButton
                    action={undoImportAction.bind(null, i.id)}
                    label="Undo"
                    srLabel={`import of ${i.file_name}`}
                  />
                ) : null}
                {i.status === 'undone' ? (
                  <ActionButton
                    action={restoreImportAction.bind(null, i.id)}
                    label="Restore"
                    variant="secondary"
                    srLabel={`import of ${i.file_name}`}
                  />
                ) : null}
              </Td>
            </tr>
          );
        })}
      </TBody>
    </Table>
  );
}
