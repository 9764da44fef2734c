import Link from '@/components/ui/link';
import { Card } from '@/components/ui/card';
import { Money } from '@/components/ui/money';
import type { GovernmentLine, Headline } from '@/lib/tax/engine/index';
import type { Settlement } from '@/lib/views/settlement';
import { DateText } from '../ui/date-text';
import { HeadlineParts } from './headline-parts';

// The first thing the Tax estimate page says: what the worker will owe, or get back, when she files, one
// government at a time (the filing year's headline, never netted: a federal refund does not pay Ohio), then
// each line's tax, what was paid and its return (docs/tax-method.md §11).

/** What the line's return asks: "File PA-40 (nonresident) by Apr 15, 2027 to get it back", "No return needed". */
function ReturnWords({ g }: { g: GovernmentLine }) {
  const f = g.filing;
  if (f.requirement === 'not_needed') return <>No return needed</>;
  const form = f.form ?? 'its return';
  const why = f.requirement === 'should' ? ' to get it back' : '';
  return f.deadline ? (
    <>
      File {form} by <DateText value={f.deadline} />
      {why}
    </>
  ) : (
    <>
      File {form}
      {why}
    </>
  );
}

function LineAnswer({ g, testId }: { g: GovernmentLine; testId: string }) {
  const owe = g.balance > 0;
  return (
    <div className="flex items-baseline justify-between gap-4 py-2" data-testid={testId}>
      <dt className="min-w-0">
        {g.name}
        <span className="block text-xs text-muted">
          Tax <Money cents={g.tax} /> · paid <Money cents={g.paid} /> ·{' '}
          <span data-testid={`${testId}-return`}>
            <ReturnWords g={g} />
          </span>
        </span>
      </dt>
      <dd className={owe ? 'shrink-0 font-semibold text-danger' : 'shrink-0 font-semibold text-success'}>
        {g.balance === 0 ? 'Even' : owe ? 'Owe ' : 'Refund '}
        {g.balance === 0 ? null : <Money cents={Math.abs(g.balance)} />}
      </dd>
    </div>
  );
}

const testIdOf = (g: GovernmentLine) =>
  g.kind === 'federal' ? 'answer-federal' : `answer-${g.kind}-${g.id.replace(/^(state|local)-/, '')}`;

export function EstimateAnswer({
  governments,
  headline,
  paid,
  year,
}: {
  governments: readonly GovernmentLine[];
  headline: Headline;
  paid: Settlement['paid'];
  year: number;
}) {
  const withheld = governments.reduce(
    (n, g) => n + g.paidParts.filter((p) => p.kind === 'withheld').reduce((m, p) => m + p.amount, 0),
    0,
  );
  const estimated = paid.federalEstimated + paid.stateEstimated.reduce((n, p) => n + p.amount, 0);
  const refundableCredit = governments
    .flatMap((g) => g.paidParts)
    .filter((p) => p.kind === 'refundable_credit')
    .reduce((n, p) => n + p.amount, 0);
  return (
    <Card aria-labelledby="answer-title" data-testid="estimate-answer">
      <p id="answer-title" className="text-sm font-medium text-muted">
        When you file your {year} returns
      </p>
      <p className="mt-1 text-xl font-bold sm:text-2xl" data-testid="answer-headline">
        <HeadlineParts headline={headline} />
      </p>
      <p className="mt-1 text-sm text-muted">
        Each government settles on its own return: a refund from one does not pay what you owe another.
        {withheld > 0 || estimated > 0 ? (
          <>
            {' '}
            Paid so far: <Money cents={withheld} /> withheld, <Money cents={estimated} /> in estimated
            payments.
          </>
        ) : null}
      </p>
      <dl className="mt-3 divide-y divide-border text-sm">
        {governments.map((g) => (
          <LineAnswer key={g.id} g={g} testId={testIdOf(g)} />
        ))}
      </dl>
      <p className="mt-3 text-xs text-muted">
        Federal is your return’s income tax after credits (your spouse’s pay included on a joint return), plus
        any self-employment tax
        {refundableCredit > 0 ? (
          <>
            ; the refundable credits (<Money cents={refundableCredit} />: the child tax credit’s refundable
            part and the earned income credit) count as paid
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
