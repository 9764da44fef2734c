import Link from '@/components/ui/link';
import { ScoreRing } from '@/components/charts/score-ring';
import { Badge } from '@/components/ui/badge';
import { Card, CardHeader } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { CRITERION_LOOK, criteriaCount, criterionState } from './criterion-state';

export interface Criterion {
  key: string;
  label: string;
  passed: boolean;
  hint: string;
  autoPassed: boolean;
  /** The assignment whose GSA check or 12-month rule makes the criterion fail. */
  assignmentId?: number;
}

/** Where each criterion is fixed (docs/tax-method.md §7). */
const FIX_PAGE: Record<string, { href: string; label: string }> = {
  rent_paid: { href: '/tax-home', label: 'Tax home' },
  recent_visit: { href: '/tax-home', label: 'Tax home' },
  voter_reg: { href: '/tax-home', label: 'Tax home' },
  drivers_license: { href: '/tax-home', label: 'Tax home' },
  property_status: { href: '/tax-home', label: 'Tax home' },
  costs_recorded: { href: '/tax-home', label: 'Tax home' },
  active_assignment: { href: '/assignments', label: 'Assignments' },
  twelve_month: { href: '/assignments', label: 'Assignments' },
  gsa_compliance: { href: '/assignments', label: 'Assignments' },
  expenses_tracked: { href: '/expenses', label: 'Expenses' },
  mileage_logged: { href: '/mileage', label: 'Mileage' },
};

/** The 11 audit-readiness criteria: failing ones first in attention, each with what would make it pass. */
export function AuditCard({ status, criteria }: { status: string; criteria: readonly Criterion[] }) {
  const failing = criteria.filter((c) => !c.passed).length;
  const { met, applicable, line } = criteriaCount(criteria);
  return (
    <Card aria-labelledby="audit-title">
      <CardHeader
        id="audit-title"
        title="Audit readiness"
        description="What an auditor looks for to accept your tax home and tax-free stipends."
      />
      <div className="mb-5 flex items-center gap-4">
        <ScoreRing value={met} total={applicable} label={`Audit readiness: ${line}`} />
        <div>
          <p className="text-lg font-semibold">{line}</p>
          <p className="mt-1">
            {status === 'audit_ready' ? (
              <Badge tone="success">Audit ready</Badge>
            ) : (
              <Badge tone="warning">{`Action needed: ${failing} to fix`}</Badge>
            )}
          </p>
        </div>
      </div>
      <ul className="divide-y divide-border border-t border-border">
        {criteria.map((c) => {
          // A criterion failing because of one assignment is fixed on that assignment's GSA section.
          const fix =
            c.assignmentId !== undefined
              ? { href: `/assignments/${c.assignmentId}#gsa`, label: 'the assignment' }
              : FIX_PAGE[c.key];
          const look = CRITERION_LOOK[criterionState(c)];
          return (
            <li key={c.key} className="flex items-start gap-3 py-2.5">
              <span
                aria-hidden="true"
                className={cn(
                  'mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full text-xs font-bold',
                  look.tone,
                )}
              >
                {look.icon}
              </span>
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium">
                  {c.label}
                  <span className="sr-only">{look.spoken}</span>
                  {c.autoPassed ? (
                    <span className="ml-2 align-middle">
                      <Badge>Not applicable yet</Badge>
                    </span>
                  ) : null}
                </p>
                <p className={cn('text-sm', c.passed ? 'text-muted' : 'text-fg')}>{c.hint}</p>
                {!c.passed && fix ? (
                  <Link
                    href={fix.href}
                    className="mt-0.5 inline-block text-sm font-medium text-primary underline-offset-2 hover:underline"
                  >
                    Fix<span className="sr-only"> {c.label}</span> in {fix.label}
                    <span aria-hidden="true"> →</span>
                  </Link>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
