import Link from '@/components/ui/link';
import { optionLabel } from '@/app/_lib/form-types';
import { Badge } from '@/components/ui/badge';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import type { Checklist } from '@/lib/views/income/checklist';
import { kindOptions } from './fields';

/** The documents the year's agencies owe the worker: received or still missing. */
export function ChecklistCard({ checklist: c }: { checklist: Checklist }) {
  const expected = optionLabel(kindOptions, c.employmentType === 'w2' ? 'w2' : '1099_nec');
  return (
    <Card aria-labelledby="checklist">
      <CardHeader
        id="checklist"
        title={`Checklist for ${c.year}`}
        description={
          c.items.length > 0
            ? `${c.received} of ${c.items.length} received: a ${expected} from each agency you worked for.`
            : undefined
        }
      />
      {c.items.length === 0 ? (
        <EmptyState title={`No assignments in ${c.year}`}>
          Add your assignments with their agency, and the documents to expect appear here.
        </EmptyState>
      ) : (
        <ul className="divide-y divide-border">
          {c.items.map((item) => (
            <li key={item.agency} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
              <span className="min-w-0">
                <span className="font-medium text-fg">{item.agency}</span>{' '}
                <span className="text-sm text-muted">
                  · {optionLabel(kindOptions, item.expectedKind)} · {item.assignmentIds.length} assignment
                  {item.assignmentIds.length === 1 ? '' : 's'}
                </span>
              </span>
              <Badge tone={item.status === 'received' ? 'success' : 'warning'}>
                {item.status === 'received' ? 'Received' : 'Missing'}
              </Badge>
            </li>
          ))}
        </ul>
      )}
      {c.assignmentsWithoutAgency.length > 0 ? (
        <p className="mt-3 text-sm text-muted">
          {c.assignmentsWithoutAgency.map((a) => a.facility).join(', ')}{' '}
          {c.assignmentsWithoutAgency.length === 1 ? 'has' : 'have'} no agency:{' '}
          <Link href="/assignments" className="font-medium text-primary hover:underline">
            add it
          </Link>{' '}
          to know which document to expect.
        </p>
      ) : null}
      {c.otherDocuments.length > 0 ? (
        <p className="mt-3 text-sm text-muted">
          Also received, from agencies without an assignment this year:{' '}
          {c.otherDocuments.map((d) => `${d.agency} (${optionLabel(kindOptions, d.kind)})`).join(', ')}.
        </p>
      ) : null}
    </Card>
  );
}
