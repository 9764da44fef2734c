import { ActionButton } from '@/components/records/delete-form';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import type { Ctx } from '@/lib/core/context';
import { restoreItem } from './actions';
import { TRASH_KINDS, type TrashKind } from './trash';

type Row = Record<string, unknown> & { id: number };

export async function TrashCard({ ctx }: { ctx: Ctx }) {
  const kinds = Object.keys(TRASH_KINDS) as TrashKind[];
  const lists = await Promise.all(
    kinds.map(async (kind) => {
      const { items, total } = await TRASH_KINDS[kind].listDeleted(ctx);
      return { kind, items: items as Row[], total };
    }),
  );
  const nonEmpty = lists.filter((l) => l.total > 0);
  return (
    <Card id="trash" aria-labelledby="trash-title">
      <CardHeader
        id="trash-title"
        title="Trash"
        description="Deleted records stay here; restore any of them."
      />
      {nonEmpty.length === 0 ? (
        <EmptyState title="The trash is empty">Records you delete appear here, ready to restore.</EmptyState>
      ) : (
        <div className="grid gap-5">
          {nonEmpty.map(({ kind, items, total }) => (
            <section key={kind} aria-labelledby={`trash-${kind}`}>
              <h3 id={`trash-${kind}`} className="mb-1 text-sm font-semibold">
                {TRASH_KINDS[kind].title} <span className="font-normal text-muted">({total})</span>
              </h3>
              <ul className="divide-y divide-border">
                {items.map((r) => {
                  const summary = TRASH_KINDS[kind].summary(r);
                  return (
                    <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                      <span className="min-w-0 text-sm">{summary}</span>
                      <ActionButton
                        action={restoreItem.bind(null, kind, r.id)}
                        label="Restore"
                        srLabel={summary}
                        variant="secondary"
                        pendingLabel="Restoring…"
                      />
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </div>
      )}
    </Card>
  );
}
