import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { formatCents, Money } from '@/components/ui/money';
import { TBody, THead, Table, Td, Th } from '@/components/ui/table';
import type { GsaCheck } from '@/lib/tax-views/profitability';

const num = 'text-right whitespace-nowrap tabular';

/** Each assignment's weekly stipends against 7 × the federal daily rates of its days (tax-method §6). */
export function GsaTable({ rows }: { rows: readonly GsaCheck[] }) {
  return (
    <Table caption="Stipends against the GSA per diem" className="min-w-[46rem]">
      <THead>
        <tr>
          <Th>Facility</Th>
          <Th>GSA area</Th>
          <Th className="text-right">Stipends / wk</Th>
          <Th className="text-right">Federal rate / wk</Th>
          <Th className="text-right">Taxable excess</Th>
          <Th>Result</Th>
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
              {r.weeklyRateMin === null || r.weeklyRateMax === null ? (
                '—'
              ) : r.weeklyRateMin === r.weeklyRateMax ? (
                <Money cents={r.weeklyRateMin} />
              ) : (
                <>
                  <Money cents={r.weeklyRateMin} /> – <Money cents={r.weeklyRateMax} />
                </>
              )}
            </Td>
            <Td className={num}>
              <Money cents={r.excess} />
            </Td>
            <Td className="whitespace-nowrap">
              {!r.checked ? (
                <Badge tone="neutral">Not checked</Badge>
              ) : r.compliant ? (
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
