import Link from '@/components/ui/link';
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
      {/* A list of links (a <dl> may not hold links around its <dt>/<dd>: axe definition-list). */}
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {items.map((i) => (
          <li key={i.href}>
            <Link
              href={i.href}
              className="block h-full rounded-lg bg-surface-muted px-3 py-3 hover:ring-1 hover:ring-border"
            >
              <span className="block text-xs text-muted">{i.label}</span>
              <span className="tabular block text-2xl font-semibold">{i.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
