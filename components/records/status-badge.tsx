import { Badge, type Tone } from '@/components/ui/badge';
import { humanize } from '@/app/_lib/form-types';

const tones: Record<string, Tone> = {
  upcoming: 'info',
  active: 'success',
  complete: 'neutral',
  valid: 'success',
  expiring: 'warning',
  expired: 'danger',
};

/** Assignment (upcoming/active/complete) and credential (valid/expiring/expired) statuses. */
export function StatusBadge({ status }: { status: string }) {
  return <Badge tone={tones[status] ?? 'neutral'}>{humanize(status)}</Badge>;
}
