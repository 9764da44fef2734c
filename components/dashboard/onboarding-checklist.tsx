import Link from '@/components/ui/link';
import { Card, CardHeader } from '@/components/ui/card';

export interface ChecklistStep {
  label: string;
  href: string;
  done: boolean;
}

/** Shown until every first step is done; each step links to the page where it is done. */
export function OnboardingChecklist({ steps }: { steps: ChecklistStep[] }) {
  const left = steps.filter((s) => !s.done).length;
  if (left === 0) return null;
  return (
    <Card aria-labelledby="onboarding-title">
      <CardHeader
        id="onboarding-title"
        title="Get set up"
        description={`${steps.length - left} of ${steps.length} done — each step makes your tax picture more complete.`}
      />
      <ol className="grid gap-2">
        {steps.map((s) => (
          <li key={s.href}>
            <Link
              href={s.href}
              className="flex items-center gap-3 rounded-lg border border-border px-3 py-2.5 text-sm hover:bg-surface-muted"
            >
              <span
                aria-hidden="true"
                className={`flex size-5 items-center justify-center rounded-full border text-xs ${
                  s.done ? 'border-success bg-success text-surface' : 'border-border'
                }`}
              >
                {s.done ? '✓' : ''}
              </span>
              <span className={s.done ? 'text-muted line-through' : 'font-medium'}>{s.label}</span>
              <span className="sr-only">{s.done ? '(done)' : '(to do)'}</span>
            </Link>
          </li>
        ))}
      </ol>
    </Card>
  );
}
