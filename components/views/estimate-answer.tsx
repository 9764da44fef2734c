import Link from 'next/link';
import { Card } from '@/components/ui/card';
import { formatCents, Money } from '@/components/ui/money';
import type { BalanceLine } from '@/lib/tax/engine/household';
import { stateName } from '@/lib/tax/law/index';
import type { Settlement } from '@/lib/views/settlement';

// The first thing the Tax estimate page says: what the worker will owe, or get back, when she files, for
// the whole year and for each line (federal, each state, each local tax), from what was paid toward it.

/** "You will owe $1,234.00" / "You will get back $567.00" / "You are even". */
export function answerText(balance: number): string {
  if (balance > 0) return `You will owe ${formatCents(balance)}`;
  if (balance < 0) return `You will get back ${formatCents(-balance)}`;
  return 'You are even: nothing to pay, nothing back';
}

function LineAnswer({ label, line, testId }: { label: string; line: BalanceLine; testId: string }) {
  const owe = line.balance > 0;
  return (
    <div className="flex items-baseline justify-between gap-4 py-2" data-testid={testId}>
      <dt className="min-w-0">
        {label}
        <span className="block text-xs text-muted">
          Tax <Money cents={line.tax} /> · paid <Money cents={line.paid} />
        </span>
      </dt>
      <dd className={owe ? 'shrink-0 font-semibold text-danger' : 'shrink-0 font-semibold text-success'}>
        {line.balance === 0 ? 'Even' : owe ? 'Owe ' : 'Refund '}
        {line.balance === 0 ? null : <Money cents={Math.abs(line.balance)} />}
      </dd>
    </div>
  );
}

export function EstimateAnswer({ settlement: s, year }: { settlement: Settlement; year: number }) {
  // A local line's paid is W-2 box 19 (local taxes have no estimated payments here).
  const withheld =
    s.paid.federalWithheld +
    s.paid.stateWithheld.reduce((n, p) => n + p.amount, 0) +
    s.local.reduce((n, l) => n + l.paid, 0);
  const estimated = s.paid.federalEstimated + s.paid.stateEstimated.reduce((n, p) => n + p.amount, 0);
  return (
    <Card aria-labelledby="answer-title" data-testid="estimate-answer">
      <p className="text-sm font-medium text-muted">When you file your {year} returns</p>
      <h2
        id="answer-title"
        className={
          s.total.balance > 0 ? 'mt-1 text-2xl font-bold text-danger' : 'mt-1 text-2xl font-bold text-success'
        }
        data-testid="answer-headline"
      >
        {answerText(s.total.balance)}
      </h2>
      <p className="mt-1 text-sm text-muted">
        Tax <Money cents={s.total.tax} /> against <Money cents={s.total.paid} /> already paid
        {withheld > 0 || estimated > 0 ? (
          <>
            {' '}
            (<Money cents={withheld} /> withheld, <Money cents={estimated} /> in estimated payments)
          </>
        ) : null}
        .
      </p>
      <dl className="mt-3 divide-y divide-border text-sm">
        <LineAnswer label="Federal" line={s.federal} testId="answer-federal" />
        {s.states.map((l) => (
          <LineAnswer key={l.state} label={stateName(l.state)} line={l} testId={`answer-state-${l.state}`} />
        ))}
        {s.local.map((l) => (
          <LineAnswer key={l.id} label={l.name} line={l} testId={`answer-local-${l.id}`} />
        ))}
      </dl>
      <p className="mt-3 text-xs text-muted">
        Federal is your return’s income tax after credits (your spouse’s pay included on a joint return), plus
        any self-employment tax
        {s.federal.refundableCredit > 0 ? (
          <>
            ; the refundable child tax credit (<Money cents={s.federal.refundableCredit} />) counts as paid
          </>
        ) : null}
        {s.federal.earnedIncomeCredit > 0 ? (
          <>
            ; the earned income credit (<Money cents={s.federal.earnedIncomeCredit} />) counts as paid
          </>
        ) : null}
        . Social Security and Medicare withheld from a W-2 paycheck are exact, so they are not part of what
        you owe or get back.{' '}
        {withheld === 0 ? (
          <>
            Nothing withheld is entered yet:{' '}
            <Link href={`/income-documents?year=${year}`} className="font-medium text-primary underline">
              add your W-2 or latest pay stub
            </Link>
            .
          </>
        ) : (
          'Withholding comes from your W-2s and pay stubs, and your spouse’s from your household.'
        )}
      </p>
    </Card>
  );
}
