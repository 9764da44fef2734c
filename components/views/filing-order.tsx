import { formatCents } from '@/components/ui/money';
import type { GovernmentLine } from '@/lib/tax/engine/index';
import { DateText } from '../ui/date-text';

function moneyWords(g: GovernmentLine): string {
  if (g.balance > 0) return `you owe ${formatCents(g.balance)}`;
  if (g.balance < 0) return `refund ${formatCents(-g.balance)}`;
  return 'nothing owed, nothing back';
}

function kindWords(g: GovernmentLine): string {
  // "PA-40 (nonresident)" says it already.
  if (g.kind === 'federal' || /resident/i.test(g.filing.form ?? '')) return '';
  if (g.kind === 'state') return g.resident ? ' (resident, home state)' : ' (nonresident)';
  return g.resident ? ' (city where you live)' : ' (city where you worked)';
}

/**
 * The returns to file, in the filing year's order (docs/tax-method.md §11): federal first, the nonresident
 * states (their tax is what the home state credits), the home state, then the city returns. A return filed
 * only to get money back says so; a tax figured on a state return, and every government that needs no
 * return, follow the list with the model's reason.
 */
export function FilingOrder({ governments }: { governments: readonly GovernmentLine[] }) {
  const steps = governments.filter((g) => g.order !== null).sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  const withState = governments.filter((g) => g.order === null && g.filing.rule === 'with_state_return');
  const skip = governments.filter((g) => g.order === null && g.filing.rule !== 'with_state_return');
  return (
    <div className="space-y-3 text-sm" data-testid="filing-order">
      {steps.length === 0 ? (
        <p className="text-muted">No return is needed for this year so far.</p>
      ) : (
        <ol className="space-y-3">
          {steps.map((g, i) => (
            <li key={g.id} className="flex gap-3" data-testid={`filing-step-${g.id}`}>
              <span
                aria-hidden="true"
                className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-contrast"
              >
                {i + 1}
              </span>
              <div className="min-w-0">
                <p className="font-medium">
                  <span className="sr-only">{`Step ${i + 1}: `}</span>
                  {g.name}
                  {g.filing.form ? ` — ${g.filing.form}` : ''}
                  {kindWords(g)}
                </p>
                <p className="text-muted">
                  {g.filing.deadline ? (
                    <>
                      Due <DateText value={g.filing.deadline} />
                      {' · '}
                    </>
                  ) : null}
                  {g.filing.requirement === 'should' ? 'to get your money back · ' : ''}
                  {moneyWords(g)}
                </p>
                <p className="text-xs text-muted">{g.filing.reason}</p>
              </div>
            </li>
          ))}
        </ol>
      )}
      {withState.length > 0 ? (
        <ul className="space-y-1 text-muted">
          {withState.map((g) => (
            <li key={g.id} data-testid={`filing-with-state-${g.id}`}>
              {g.name}: {g.filing.reason}
            </li>
          ))}
        </ul>
      ) : null}
      {skip.length > 0 ? (
        <div className="text-muted" data-testid="filing-not-needed">
          <p className="font-medium">No return needed:</p>
          <ul className="mt-1 space-y-1">
            {skip.map((g) => (
              <li key={g.id}>
                {g.name}: {g.filing.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
