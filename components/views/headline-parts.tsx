import { Fragment } from 'react';
import { formatCents } from '@/components/ui/money';
import type { Headline } from '@/lib/tax/engine/index';

/**
 * The filing year's headline, one government at a time ("Federal: refund $4,790.90 · Ohio: you owe
 * $1,855.39"): what is owed in the danger colour, what comes back in the success colour, never netted.
 */
export function HeadlineParts({ headline }: { headline: Headline }) {
  if (headline.parts.length === 0) return <span>{headline.text}</span>;
  return (
    <>
      {headline.parts.map((p, i) => (
        <Fragment key={p.governmentId}>
          {i > 0 ? <span className="font-normal text-muted"> · </span> : null}
          <span className={`whitespace-nowrap ${p.outcome === 'owe' ? 'text-danger' : 'text-success'}`}>
            {p.name}: {p.outcome === 'owe' ? 'you owe' : 'refund'} {formatCents(p.amount)}
          </span>
        </Fragment>
      ))}
    </>
  );
}
