import Link from '@/components/ui/link';
import { Badge, type Tone } from '@/components/ui/badge';
import { TitledCard } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { formatCents } from '@/components/ui/money';

export interface Eligibility {
  assignmentId: number;
  facility: string;
  location: string;
  state: string;
  stipends: number;
  status: string;
  taxableStipends: number;
  conditions: ReadonlyArray<{ key: string; label: string; met: boolean; detail: string }>;
}

const STATUS: Record<string, { label: string; tone: Tone }> = {
  tax_free: { label: 'Tax-free', tone: 'success' },
  partly: { label: 'Partly taxable', tone: 'warning' },
  taxable: { label: 'Taxable', tone: 'danger' },
  income: { label: 'Business income (1099)', tone: 'neutral' },
};

/** Per assignment of the year: can its stipends be tax-free, and which condition fails. */
export function EligibilityCard({ year, items }: { year: number; items: readonly Eligibility[] }) {
  return (
    <TitledCard
      id="eligibility-title"
      title={`Stipend eligibility ${year}`}
      description="Stipends are tax-free only when all four conditions hold. The first that fails decides."
    >
      {items.length === 0 ? (
        <p className="text-sm text-muted">No assignment in {year} yet.</p>
      ) : (
        <ul className="grid gap-4">
          {items.map((it) => {
            const s = STATUS[it.status] ?? { label: it.status, tone: 'neutral' as Tone };
            return (
              <li key={it.assignmentId} className="rounded-lg border border-border p-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <Link
                    href={`/assignments/${it.assignmentId}`}
                    className="font-medium text-primary underline-offset-2 hover:underline"
                  >
                    {it.facility} · {it.location}, {it.state}
                  </Link>
                  <Badge tone={s.tone}>{s.label}</Badge>
                </div>
                <p className="mt-1 text-sm text-muted">
                  Stipends {formatCents(it.stipends)}
                  {it.taxableStipends > 0 ? `; taxable ${formatCents(it.taxableStipends)}` : ''}
                </p>
                {it.conditions.length > 0 ? (
                  <ul className="mt-2 grid gap-1 text-sm">
                    {it.conditions.map((c) => (
                      <li key={c.key} className="flex gap-2">
                        <span
                          aria-hidden="true"
                          className={cn('font-bold', c.met ? 'text-success' : 'text-danger')}
                        >
                          {c.met ? '✓' : '✗'}
                        </span>
                        <span>
                          <span className="font-medium">{c.label}</span>
                          <span className="sr-only">{c.met ? ': met' : ': fails'}</span>: {c.detail}
                        </span>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="mt-2 text-sm">
                    As a 1099 worker your stipends are business income; you deduct your travel costs instead.
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </TitledCard>
  );
}
