import { Badge, type Tone } from '@/components/ui/badge';

export type Severity = 'danger' | 'warning' | 'info';

const tone: Record<Severity, Tone> = { danger: 'danger', warning: 'warning', info: 'info' };
const label: Record<Severity, string> = { danger: 'Urgent', warning: 'Warning', info: 'Info' };
const rank: Record<Severity, number> = { danger: 0, warning: 1, info: 2 };

export const SEVERITY_ORDER: readonly Severity[] = ['danger', 'warning', 'info'];

/** Stored severities are strings: anything unknown reads as info. */
export function asSeverity(value: string): Severity {
  return value === 'danger' || value === 'warning' ? value : 'info';
}

export function severityLabel(s: Severity): string {
  return label[s];
}

/** Most severe first; the list's own order (newest first) within a severity. */
export function bySeverity<T extends { severity: Severity }>(items: readonly T[]): T[] {
  return items
    .map((item, i) => ({ item, i }))
    .sort((a, b) => rank[a.item.severity] - rank[b.item.severity] || a.i - b.i)
    .map(({ item }) => item);
}

export function SeverityBadge({ severity }: { severity: Severity }) {
  return <Badge tone={tone[severity]}>{label[severity]}</Badge>;
}
