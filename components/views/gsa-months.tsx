import { Badge } from '@/components/ui/badge';
import { Money } from '@/components/ui/money';
import { TBody, THead, Table, Td, Th } from '@/components/ui/table';
import type { AssignmentGsaView } from '@/lib/views/assignment-gsa';

const CAPTION = 'Stipends against the GSA rate, month by month';
const num = 'text-right whitespace-nowrap tabular';

function monthName(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y ?? 2000, (m ?? 1) - 1, 1)).toLocaleDateString('en-US', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The part of a month's stipends above the rate, or a dash that is read as "none". */
function Excess({ cents }: { cents: number }) {
  if (cents > 0)
    return (
      <Badge tone="danger">
        <Money cents={cents} />
      </Badge>
    );
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">none</span>
    </>
  );
}

type Props = { months: AssignmentGsaView['months']; weeklyAllowance: number };

/**
 * The months of the GSA check. Five columns do not fit a phone, so below 640 px each month is a small card
 * of label and value pairs; from 640 px up the same figures are a table. The other form is display: none,
 * so assistive technology meets only one of them.
 */
export function GsaMonths({ months, weeklyAllowance }: Props) {
  return (
    <>
      <ul aria-label={CAPTION} className="mt-4 grid gap-2 sm:hidden">
        {months.map((m) => (
          <li key={m.month} data-testid="gsa-month" className="rounded-lg border border-border px-3 py-2.5">
            <p className="text-sm font-medium">{monthName(m.month)}</p>
            <dl className="mt-1.5 grid gap-1 text-sm">
              {(
                [
                  ['Days', <span key="d">{m.days}</span>],
                  ['GSA rate / wk', <Money key="r" cents={m.weeklyRate} />],
                  ['Stipends / wk', <Money key="s" cents={weeklyAllowance} />],
                  ['Above the rate', <Excess key="e" cents={m.excess} />],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className="flex items-baseline justify-between gap-3">
                  <dt className="text-muted">{label}</dt>
                  <dd className="tabular">{value}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <div className="mt-4 hidden sm:block">
        <Table caption={CAPTION} className="min-w-[30rem]">
          <THead>
            <tr>
              <Th>Month</Th>
              <Th className="text-right">Days</Th>
              <Th className="text-right">GSA rate / wk</Th>
              <Th className="text-right">Stipends / wk</Th>
              <Th className="text-right">Above the rate</Th>
            </tr>
          </THead>
          <TBody>
            {months.map((m) => (
              <tr key={m.month} data-testid="gsa-month">
                <th scope="row" className="px-4 py-2.5 text-left font-medium whitespace-nowrap sm:pl-0">
                  {monthName(m.month)}
                </th>
                <Td className={num}>{m.days}</Td>
                <Td className={num}>
                  <Money cents={m.weeklyRate} />
                </Td>
                <Td className={num}>
                  <Money cents={weeklyAllowance} />
                </Td>
                <Td className={num}>
                  <Excess cents={m.excess} />
                </Td>
              </tr>
            ))}
          </TBody>
        </Table>
      </div>
    </>
  );
}
