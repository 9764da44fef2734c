import { cn } from '@/components/ui/cn';
import { Card } from '@/components/ui/card';

/** One labelled figure inside a dashboard card. */
export function Stat({
  label,
  value,
  note,
  emphasis,
}: {
  label: string;
  value: React.ReactNode;
  note?: React.ReactNode;
  emphasis?: boolean;
}) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted">{label}</dt>
      <dd className={cn('tabular mt-1 font-semibold', emphasis ? 'text-2xl text-primary' : 'text-xl')}>
        {value}
      </dd>
      {note ? <dd className="mt-0.5 text-xs text-muted">{note}</dd> : null}
    </div>
  );
}

/**
 * A card of headline figures. Its heading is for screen readers only: the page's title already says what
 * the figures are, and the region still needs a name.
 */
export function StatsCard({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  /** The grid's columns, e.g. 'grid-cols-2 lg:grid-cols-4'. */
  className: string;
  children: React.ReactNode;
}) {
  return (
    <Card aria-labelledby={id}>
      <h2 id={id} className="sr-only">
        {title}
      </h2>
      <dl className={cn('grid gap-4', className)}>{children}</dl>
    </Card>
  );
}
