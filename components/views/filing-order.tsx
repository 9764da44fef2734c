import { formatCents } from '@/components/ui/money';
import type { StateIncomeItem } from '@/lib/tax/engine/index';
import { DateText } from '../ui/date-text';

function noReturnReason(s: StateIncomeItem): string {
  if (s.noTax) return 'no wage income tax';
  if (s.reciprocity.exempt) return 'reciprocity';
  if (s.isHomeState || s.income === 0) return 'no income yet';
  return 'below the filing threshold';
}

/**
 * The returns to file, in order: nonresident states first (their tax is the credit the home state gives),
 * the home state last. States that need no return are named after the list.
 */
export function FilingOrder({ states }: { states: readonly StateIncomeItem[] }) {
  const file = states.filter((s) => s.filingRequired);
  const skip = states.filter((s) => !s.filingRequired);
  return (
    <div className="space-y-3 text-sm">
      {file.length === 0 ? (
        <p className="text-muted">No state return is required for this year so far.</p>
      ) : (
        <ol className="space-y-2">
          {file.map((s, i) => (
            <li key={s.state} className="flex gap-3">
              <span
                aria-hidden="true"
                className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-contrast"
              >
                {i + 1}
              </span>
              <div>
                <p className="font-medium">
                  <span className="sr-only">{`Step ${i + 1}: `}</span>
                  {s.stateName}
                  {s.formName ? ` — ${s.formName}` : ''}
                  {s.isHomeState ? ' (resident, home state)' : ' (nonresident)'}
                </p>
                <p className="text-muted">
                  {s.filingDeadline ? (
                    <>
                      Due <DateText value={s.filingDeadline} />
                      {' · '}
                    </>
                  ) : null}
                  estimated tax {formatCents(s.tax)}
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
      {skip.length > 0 ? (
        <p className="text-muted">
          No return needed: {skip.map((s) => `${s.stateName} (${noReturnReason(s)})`).join(', ')}.
        </p>
      ) : null}
    </div>
  );
}
