import { cn } from '@/components/ui/cn';

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
