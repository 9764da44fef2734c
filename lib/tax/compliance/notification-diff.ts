// What the notification sync must write: from the open notifications and the wanted ones (the rules'
// answer), which to create, which to update in place and which to resolve. One open per (type, subject).

export const NOTIFICATION_TYPES = [
  'stipend_risk',
  'property_rented_out',
  'long_assignment',
  'visit_overdue',
  'missing_docs',
  'gsa_exceeds',
  'credential_expiring',
  'quarterly_due',
  'quarterly_overdue',
  'twelve_month_approaching',
  'tie_out_of_state',
  'refund_to_claim',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export type NotificationSeverity = 'danger' | 'warning' | 'info';

export interface WantedNotification {
  type: NotificationType;
  /** What it is about: 'credential:12', 'assignment:3', 'location:denver|co', 'taxhome', 'gsa', 'quarter:2026-3', 'refund:2026-state-PA'. */
  subject: string;
  severity: NotificationSeverity;
  title: string;
  body: string;
  link: string;
}

/** An open (unresolved) notification as stored; extra fields such as `id` pass through. */
export interface OpenNotification {
  type: string;
  subject: string;
  severity: string;
  title: string;
  body: string;
  link: string | null;
}

export interface NotificationDiff<T extends OpenNotification> {
  toCreate: WantedNotification[];
  /** Open ones whose severity, title, body or link changed; unchanged ones are left alone. */
  toUpdate: Array<{ current: T; next: WantedNotification }>;
  /** Open ones no longer wanted, and any duplicate of an open (type, subject) beyond the first. */
  toResolve: T[];
}

export function notificationKey(n: { type: string; subject: string }): string {
  return `${n.type}\u0000${n.subject}`;
}

const sameContent = (a: OpenNotification, b: WantedNotification): boolean =>
  a.severity === b.severity && a.title === b.title && a.body === b.body && a.link === b.link;

/** Pure: applying the diff and diffing again yields nothing to do. */
export function diffNotifications<T extends OpenNotification>(
  open: readonly T[],
  wanted: readonly WantedNotification[],
): NotificationDiff<T> {
  const current = new Map<string, T>();
  const toResolve: T[] = [];
  for (const n of open) {
    const key = notificationKey(n);
    if (current.has(key)) toResolve.push(n);
    else current.set(key, n);
  }
  const toCreate: WantedNotification[] = [];
  const toUpdate: Array<{ current: T; next: WantedNotification }> = [];
  const kept = new Set<string>();
  for (const w of wanted) {
    const key = notificationKey(w);
    if (kept.has(key)) continue;
    kept.add(key);
    const existing = current.get(key);
    if (!existing) toCreate.push(w);
    else if (!sameContent(existing, w)) toUpdate.push({ current: existing, next: w });
  }
  for (const [key, n] of current) if (!kept.has(key)) toResolve.push(n);
  return { toCreate, toUpdate, toResolve };
}
