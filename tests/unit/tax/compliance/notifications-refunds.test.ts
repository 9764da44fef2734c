import { describe, expect, it } from 'vitest';
import { notificationRules } from '@/lib/tax/compliance';
import { refundRules, refundsToClaim } from '@/lib/tax/compliance/notifications-refunds';
import { filingYearExample } from '@/lib/views/filing-examples';
import { quiet } from './notification-states';

// "File to get your refund": one notification per return the filing year says should be filed only to get
// money back, worded from the model's own line (lib/tax/compliance/notifications-refunds.ts).

describe('refund notifications', () => {
  // Issue 38's nurse (lib/views/filing-examples.ts): her federal return must be filed (no notification of
  // its own); Pennsylvania withheld $977.67 under reciprocity and gives it back only on a PA-40.
  const refunds = refundsToClaim(filingYearExample);

  it('the lines that should be filed for a refund: Pennsylvania, not the required federal return', () => {
    expect(refunds.map((r) => [r.governmentId, r.amount, r.form, r.deadline])).toEqual([
      ['state-PA', 97_767, 'PA-40 (nonresident)', '2027-04-15'],
    ]);
  });

  it('says how much comes back, on which form, by when, and links to the filing order', () => {
    const [n] = refundRules(refunds);
    expect(n).toMatchObject({
      type: 'refund_to_claim',
      subject: 'refund:2026-state-PA',
      severity: 'warning',
      title: 'File your 2026 Pennsylvania return to get $977.67 back',
      link: '/state-income?year=2026#filing-order',
    });
    expect(n?.body).toContain('claim the exemption to get it back');
    expect(n?.body).toMatch(/It comes back only if you file PA-40 \(nonresident\) by Apr 15, 2027\.$/);
  });

  it('a federal return filed only for its refund links to the estimate', () => {
    const federal = { ...refunds[0]!, governmentId: 'federal', name: 'Federal', kind: 'federal' as const };
    expect(refundRules([federal])[0]?.link).toBe('/tax-estimate?year=2026');
  });

  it('is one of the rules: open while the refund is there, gone without it', () => {
    const today = '2026-12-08';
    const open = notificationRules({ ...quiet, refunds }, today);
    expect(open.filter((n) => n.type === 'refund_to_claim')).toHaveLength(1);
    expect(notificationRules(quiet, today).some((n) => n.type === 'refund_to_claim')).toBe(false);
  });
});
