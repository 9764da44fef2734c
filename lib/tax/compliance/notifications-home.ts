// Notification rules about the tax home and credentials (docs/api-guide.md §6); see notifications.ts.
import { formatDate } from '@/lib/core/dates';
import { diffDays, yearOf } from './dates';
import { RECENT_VISIT_DAYS } from '@/lib/tax/law/tax-home';
import { credentialStatus } from './status';
import type { WantedNotification } from './notification-diff';
import type { NotificationState } from './notifications';

/** Documents that prove what the worker pays for the tax home; one of them is expected. */
export const TAX_HOME_PROOF_DOCS = ['lease', 'mortgage_statement'] as const;

/** 'none' when the tax home has no document, 'proof' when none is a lease or mortgage statement, else null. */
export function missingTaxHomeDocs(docTypes: readonly string[]): 'none' | 'proof' | null {
  if (docTypes.length === 0) return 'none';
  return docTypes.some((t) => (TAX_HOME_PROOF_DOCS as readonly string[]).includes(t)) ? null : 'proof';
}

const plural = (n: number, one: string): string => `${n} ${one}${n === 1 ? '' : 's'}`;

export function credentialRules(state: NotificationState, today: string): WantedNotification[] {
  return state.credentials.flatMap((c): WantedNotification[] => {
    const status = credentialStatus(c.expiration_date, today);
    if (status === 'valid' || c.expiration_date === null) return [];
    const expired = status === 'expired';
    return [
      {
        type: 'credential_expiring',
        subject: `credential:${c.id}`,
        severity: expired ? 'danger' : 'warning',
        title: expired ? `${c.name} has expired` : `${c.name} expires soon`,
        body: expired
          ? `${c.name} expired on ${formatDate(c.expiration_date)}. Renew it and upload the new one.`
          : `${c.name} expires on ${formatDate(c.expiration_date)}. Renew it before then.`,
        link: '/credentials',
      },
    ];
  });
}

export function taxHomeRules(state: NotificationState, today: string): WantedNotification[] {
  const home = state.taxHome;
  const out: WantedNotification[] = [];
  if (home === null) {
    const stipends = state.assignments.filter(
      (a) => a.housing_stipend + a.mie_stipend > 0 && yearOf(a.end_date) >= yearOf(today),
    );
    if (state.employmentType === 'w2' && stipends.length > 0) {
      out.push({
        type: 'stipend_risk',
        subject: 'taxhome',
        severity: 'danger',
        title: 'Your stipends are taxable without a tax home',
        body: `${plural(stipends.length, 'assignment')} ${stipends.length === 1 ? 'pays' : 'pay'} stipends, but no tax home is recorded. Without one, stipends are taxable wages. Add your tax home.`,
        link: '/tax-home',
      });
    }
    return out;
  }
  const last = home.last_visit_date;
  if (last === null || diffDays(last, today) > RECENT_VISIT_DAYS) {
    out.push({
      type: 'visit_overdue',
      subject: 'taxhome',
      severity: 'warning',
      title: 'Time to visit your tax home',
      body:
        last === null
          ? 'No visit to your tax home is recorded. Regular visits show that it is your real home.'
          : `Your last recorded visit to your tax home was on ${formatDate(last)}, more than ${RECENT_VISIT_DAYS} days ago.`,
      link: '/tax-home',
    });
  }
  if (home.property_rented_out) {
    out.push({
      type: 'property_rented_out',
      subject: 'taxhome',
      severity: 'warning',
      title: 'Your tax home is rented out',
      body: 'Renting out your tax home while you travel can mean you no longer keep a home to return to, which puts your tax-free stipends at risk.',
      link: '/tax-home',
    });
  }
  const missing = missingTaxHomeDocs(state.taxHomeDocTypes);
  if (missing) {
    out.push({
      type: 'missing_docs',
      subject: 'taxhome',
      severity: 'warning',
      title: 'Add proof of your tax home',
      body:
        missing === 'none'
          ? 'Your tax home has no documents. Upload your lease or mortgage statement.'
          : 'Your tax home has no lease or mortgage statement. Upload one to show what you pay for it.',
      link: '/tax-home',
    });
  }
  return out;
}
