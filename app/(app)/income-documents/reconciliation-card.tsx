import { Badge, type Tone } from '@/components/ui/badge';
import { Card, CardHeader } from '@/components/ui/card';
import { Money } from '@/components/ui/money';
import type { Reconciliation } from '@/lib/views/income/reconcile';

// Per agency: what the documents say against what the app computes, the difference, and why it may differ.

const STATUS: Record<'matches' | 'differs' | 'missing_document', { label: string; tone: Tone }> = {
  matches: { label: 'Matches', tone: 'success' },
  differs: { label: 'Differs', tone: 'warning' },
  missing_document: { label: 'No document yet', tone: 'neutral' },
};

export function ReconciliationCard({ reconciliation: r }: { reconciliation: Reconciliation }) {
  const reported = r.employmentType === 'w2' ? 'W-2 box 1' : '1099 amount';
  const computed = r.employmentType === 'w2' ? 'Taxable wages in the app' : 'Gross pay in the app';
  return (
    <Card aria-labelledby="reconciliation">
      <CardHeader
        id="reconciliation"
        title={`Reconciliation ${r.year}`}
        description={`${reported} against the ${computed.toLowerCase()}, per agency.`}
      />
      {r.agencies.length === 0 ? (
        <p className="text-sm text-muted">Nothing to compare yet: add assignments and their documents.</p>
      ) : (
        <ul className="grid gap-4">
          {r.agencies.map((a) => (
            <li key={a.agency} className="rounded-lg border border-border p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-medium text-fg">{a.agency}</h3>
                <Badge tone={STATUS[a.status].tone}>{STATUS[a.status].label}</Badge>
              </div>
              <dl className="mt-3 grid grid-cols-1 gap-3 text-sm sm:grid-cols-3">
                <div>
                  <dt className="text-muted">{reported}</dt>
                  <dd className="tabular font-medium text-fg">
                    {a.reported === null ? '—' : <Money cents={a.reported} />}
                  </dd>
                </div>
                <div>
                  <dt className="text-muted">{computed}</dt>
                  <dd className="tabular font-medium text-fg">
                    <Money cents={a.expected} />
                  </dd>
                </div>
                <div>
                  <dt className="text-muted">Difference</dt>
                  <dd className="tabular font-medium text-fg">
                    {a.difference === null ? (
                      '—'
                    ) : (
                      <>
                        {a.difference > 0 ? '+' : a.difference < 0 ? '−' : ''}
                        <Money cents={Math.abs(a.difference)} />
                      </>
                    )}
                  </dd>
                </div>
              </dl>
              {a.reasons.length > 0 ? (
                <div className="mt-3">
                  <p className="text-sm font-medium text-fg">Likely reasons</p>
                  <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-muted">
                    {a.reasons.map((reason) => (
                      <li key={reason.code}>{reason.text}</li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
