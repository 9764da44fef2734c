import { SubmitButton } from './submit-button';

/** A one-button form (no client state): delete, restore and similar. */
export function ActionButton({
  action,
  label,
  srLabel,
  variant = 'danger',
  pendingLabel = 'Working…',
}: {
  action: () => Promise<void>;
  label: string;
  /** What the button acts on, for screen readers: "Delete expense of Mar 2". */
  srLabel?: string;
  variant?: 'danger' | 'secondary';
  pendingLabel?: string;
}) {
  return (
    <form action={action}>
      <SubmitButton variant={variant} size="sm" pendingLabel={pendingLabel}>
        {label}
        {srLabel ? <span className="sr-only"> {srLabel}</span> : null}
      </SubmitButton>
    </form>
  );
}
