import { Badge } from '@/components/ui/badge';
import { formatCents, Money } from '@/components/ui/money';
import { TBody, THead, Table, Td, Th } from '@/components/ui/table';
import type { GsaCheck } from '@/lib/tax-views/profitability';

const num = 'text-right whitespace-nowrap tabular';

/** Each assignment's weekly stipends against 7 × the GSA daily rates of its area (tax-method §6). */
export function GsaTable({ rows }: { rows: readonly GsaCheck[] }) {
  return (
    <Table caption="Stipends against the GSA per diem" className="min-w-[46rem]">
      <THead>
        <tr>
          <Th>Facility</Th>
          <Th>GSA area</Th>
          <Th className="text-right">Housing / wk</Th>
          <Th className="text-right">Lodging max / wk</Th>
          <Th className="text-right">M&amp;IE / wk</Th>
          <Th className="text-right">M&amp;IE max / wk</Th>
          <Th>Result</Th>
        </tr>
      </THead>
      <TBody>
        {rows.map((r) => (
          <tr key={r.assignmentId}>
            <th scope="row" className="px-4 py-3 text-left font-medium sm:pl-0">
              {r.facility}
            </th>
            <Td>
              {r.area}
              <span className="block text-xs text-muted">FY {r.fiscalYear}</span>
            </Td>
            <Td className={num}>
              <Money cents={r.housingWeekly} />
            </Td>
            <Td className={num}>
              <Money cents={r.weeklyHousingMax} />
            </Td>
            <Td className={num}>
              <Money cents={r.mieWeekly} />
            </Td>
            <Td className={num}>
              <Money cents={r.weeklyMieMax} />
            </Td>
            <Td className="whitespace-nowrap">
              {r.compliant ? (
                <Badge tone="success">Within GSA</Badge>
              ) : (
                <Badge tone="danger">{`${formatCents(r.weeklyExcess)}/wk over`}</Badge>
              )}
            </Td>
          </tr>
        ))}
      </TBody>
    </Table>
  );
}
