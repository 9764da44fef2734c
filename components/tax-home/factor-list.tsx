import { PassMark } from '@/components/ui/pass-mark';

export interface Factor {
  key: string;
  label: string;
  law: string;
  met: boolean;
  evidence: readonly string[];
  missing: readonly string[];
}

function Bullets({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <div className="mt-2">
      <p className="text-xs font-semibold tracking-wide text-muted uppercase">{title}</p>
      <ul className="mt-1 list-disc pl-5 text-sm">
        {items.map((e) => (
          <li key={e}>{e}</li>
        ))}
      </ul>
    </div>
  );
}

/** The three factors: a mark, the law in plain words, and (in full) the evidence and what to add. */
export function FactorList({ factors, full = false }: { factors: readonly Factor[]; full?: boolean }) {
  return (
    <ol className="divide-y divide-border border-t border-border">
      {factors.map((f, i) => (
        <li key={f.key} className="flex items-start gap-3 py-3">
          <PassMark passed={f.met} />
          <div className="min-w-0 flex-1">
            <p className="text-sm font-medium">
              {i + 1}. {f.label}
              <span className="sr-only">{f.met ? ': met' : ': not met'}</span>
            </p>
            <p className="text-sm text-muted">{f.law}</p>
            {full ? (
              <>
                <Bullets title="Found in your records" items={f.evidence} />
                <Bullets title={f.met ? 'Would make it stronger' : 'Missing'} items={f.missing} />
              </>
            ) : !f.met && f.missing[0] ? (
              <p className="text-sm">{f.missing[0]}</p>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
