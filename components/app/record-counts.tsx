import Link from 'next/link';
import { Card, CardHeader } from '@/components/ui/card';

export interface CountItem {
  label: string;
  count: number;
  href: string;
}

export function RecordCounts({ year, items }: { year: number; items: CountItem[] }) {
  return (
    <Card aria-labelledby="counts-title">
      <CardHeader id="counts-title" title={`Your records in ${year}`} />
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {items.map((i) => (
          <Link
            key={i.href}
            href={i.href}
            className="rounded-lg bg-surface-muted px-3 py-3 hover:ring-1 hover:ring-border"
          >
            <dt className="text-xs text-muted">{i.label}</dt>
            <dd className="tabular text-2xl font-semibold">{i.count}</dd>
          </Link>
        ))}
      </dl>
    </Card>
  );
}
