'use client';

import { useFormStatus } from 'react-dom';
import { Button } from '@/components/ui/button';

export function SubmitButton({
  children,
  pendingLabel = 'Saving…',
  variant = 'primary',
  size = 'md',
  className,
  blocked = false,
}: {
  children: React.ReactNode;
  /** Not now (a file is still uploading): the button, and Enter in a field, do not submit. */
  blocked?: boolean;
  pendingLabel?: string;
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  size?: 'sm' | 'md';
  className?: string;
}) {
  const { pending } = useFormStatus();
  return (
    <Button
      type="submit"
      variant={variant}
      size={size}
      disabled={pending || blocked}
      aria-disabled={pending || blocked}
      className={className}
    >
      {pending ? pendingLabel : children}
    </Button>
  );
}
