import { Badge } from '@/components/ui/badge';
import { Money } from '@/components/ui/money';
import type { FilingDecision } from '@/lib/tax/engine/index';
import { TBody, THead, Table, Td, Th } from '@/components/ui/table';
import type { StateIncomeRow } from '@/lib/views/state-income';
import { formatPercent } from '../ui/format';
import { DateText } from '../ui/date-text';

const num = 'text-right whitespace-nowrap tabular';

/** The return a state asks for: required, worth filing to get money back, or none. */
function FilingBadge({ filing }: { filing: FilingDecision }) {
  if (filing.requirement === 'must') return <Badge tone="warning">Required</Badge>;
  if (filing.requirement === 'should') return <Badge tone="info">File to get your refund</Badge>;
  return <Badge>Not needed</Badge>;
}

/** One row per state, in the service's order: nonresident states first, the home state last. */
export function StateIncomeTable({ states, locale }: { states: readonly StateIncomeRow[]; locale: string }) {
  return (
    <Table caption="Income and tax per state" className="min-w-[60rem]">
      <THead>
        <tr>
          <Th>State</Th>
          <Th className="text-right">Days</Th>
          <Th className="text-right">Income</Th>
          <Th className="text-right">Tax</Th>
          <Th className="text-right">Effective rate</Th>
          <Th>Filing</Th>
          <Th>Form</Th>
          <Th>Deadline</Th>
          <Th>Reciprocity</Th>
        </tr>
      </THead>
      <TBody>
        {states.map((s) => (
          <tr key={s.state} className="align-top">
            <th scope="row" className="px-4 py-3 text-left align-top font-medium whitespace-nowrap sm:pl-0">
              {s.stateName} <span className="font-normal text-muted">({s.state})</span>
              {s.isHomeState ? (
                <span className="mt-1 block">
                  <Badge tone="info">Home state</Badge>
                </span>
              ) : null}
            </th>
            <Td className={`${num} align-top`}>{s.days}</Td>
            <Td className={`${num} align-top`}>
              <Money cents={s.income} />
              {s.isHomeState ? <span className="block text-xs text-muted">Household’s income</span> : null}
            </Td>
            <Td className={`${num} align-top`}>
              <Money cents={s.tax} />
              {s.noTax ? <span className="block text-xs text-muted">No wage income tax</span> : null}
            </Td>
            <Td className={`${num} align-top`}>{formatPercent(s.effectiveRate, locale)}</Td>
            {/* The reason is the filing order's, below the table: here the requirement alone. */}
            <Td className="align-top whitespace-nowrap" data-testid={`state-filing-${s.state}`}>
              <FilingBadge filing={s.filing} />
            </Td>
            <Td className="max-w-64 align-top">
              {s.formName ? (
                <>
                  <span className="font-medium">{s.formName}</span>
                  {s.formDescription ? (
                    <span className="block text-xs text-muted">{s.formDescription}</span>
                  ) : null}
                </>
              ) : (
                <span className="text-muted">—</span>
              )}
            </Td>
            <Td className="align-top whitespace-nowrap">
              <DateText value={s.filingDeadline} />
            </Td>
            <Td className="max-w-64 align-top text-sm">
              {s.reciprocity.exempt ? (
                <>
                  <Badge tone="success">Exempt</Badge>
                  {s.reciprocity.reason ? (
                    <span className="mt-1 block text-xs text-muted">{s.reciprocity.reason}</span>
                  ) : null}
                </>
              ) : (
                <span className="text-muted">{s.reciprocity.reason ?? '—'}</span>
              )}
            </Td>
          </tr>
        ))}
      </TBody>
    </Table>
  );
}
