import { cn } from '@/components/ui/cn';
import type { HttpMethod } from '@/lib/http/openapi/types';

// Colors come from the design tokens (globals.css), which swap with the `dark` class.
const tones: Record<HttpMethod, string> = {
  GET: 'bg-success-soft text-success',
  POST: 'bg-info-soft text-info',
  PUT: 'bg-surface-muted text-fg',
  PATCH: 'bg-warning-soft text-warning',
  DELETE: 'bg-danger-soft text-danger',
};

export function MethodBadge({ method, small = false }: { method: HttpMethod; small?: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded font-mono font-semibold',
        small ? 'w-14 px-1 py-0.5 text-[0.7rem]' : 'w-16 px-2 py-1 text-xs',
        tones[method],
      )}
    >
      {method}
    </span>
  );
}
