import Link from '@/components/ui/link';
import { Badge } from '@/components/ui/badge';
import { formatCents, Money } from '@/components/ui/money';
import { TBody, THead, Table, Td, Th } from '@/components/ui/table';
import type { GsaCheck } from '@/lib/tax/engine/gsa';

/** A row: the engine's GSA check of one assignment (the same figures as the dashboard and the notification). */
export type GsaRow = GsaCheck & { assignmentId: number; facility: string };

const num = 'text-right whitespace-nowrap tabular';

function RateRange({ min, max }: { min: number | null; max: number | null }) {
  if (min === null || max === null) return <span className="text-muted">—</span>;
  if (min === max) return <Money cents={min} />;
  return (
    <>
      <Money cents={min} />–<Money cents={max} />
    </>
  );
}

/**
 * Each assignment's weekly stipends against the weekly GSA rate of its area, 7 × (lodging + M&IE), which can
 * change month by month; the excess is the engine's per-day test over the year (docs/tax-method.md §6).
 */
export function GsaTable({ rows }: { rows: readonly GsaRow[] }) {
  return (
    <Table caption="Stipends against the GSA per diem" className="min-w-[40rem]">
      <THead>
        <tr>
          <Th>Facility</Th>
          <Th>GSA area</Th>
          <Th className="text-right">Stipends / wk</Th>
          <Th className="text-right">GSA rate / wk</Th>
          <Th>Result this year</Th>
        </tr>
      </THead>
      <TBody>
        {rows.map((r) => (
          <tr key={r.assignmentId}>
            <th scope="row" className="px-4 py-3 text-left font-medium sm:pl-0">
              <Link href={`/assignments/${r.assignmentId}#gsa`} className="hover:underline">
                {r.facility}
              </Link>
            </th>
            <Td>{r.area}</Td>
            <Td className={num}>
              <Money cents={r.weeklyAllowance} />
            </Td>
            <Td className={num}>
              <RateRange min={r.weeklyRateMin} max={r.weeklyRateMax} />
            </Td>
            <Td className="whitespace-nowrap">
              {!r.checked ? (
                <Badge>Not checked</Badge>
              ) : r.excess === 0 ? (
                <Badge tone="success">Within GSA</Badge>
              ) : (
                <Badge tone="danger">{`${formatCents(r.excess)} taxable`}</Badge>
              )}
            </Td>
          </tr>
        ))}
      </TBody>
    </Table>
  );
}
