import { cn } from './cn';

/** A round ✓ or ! beside a check that passes or fails (the text beside it says which for screen readers). */
export function PassMark({ passed }: { passed: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full text-xs font-bold',
        passed ? 'bg-success-soft text-success' : 'bg-danger-soft text-danger',
      )}
    >
      {passed ? '✓' : '!'}
    </span>
  );
}
