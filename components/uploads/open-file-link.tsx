import { cn } from '@/components/ui/cn';

/** Opens a stored file in a new tab through /files/open (a short-lived download address). */
export function OpenFileLink({
  objstoreKey,
  label = 'Open',
  srLabel,
  className,
}: {
  objstoreKey: string;
  label?: string;
  /** What is opened, for screen readers: "Open RN license". */
  srLabel?: string;
  className?: string;
}) {
  return (
    <a
      href={`/files/open?key=${encodeURIComponent(objstoreKey)}`}
      target="_blank"
      rel="noopener noreferrer"
      className={cn('text-sm font-medium text-primary hover:underline', className)}
    >
      {label}
      {srLabel ? <span className="sr-only"> {srLabel}</span> : null}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
