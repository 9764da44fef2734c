import { SubmitButton } from '@/components/records/submit-button';
import { Badge } from '@/components/ui/badge';
import { Card, CardHeader } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { formatDate } from '@/lib/core/dates';

export const PAYMENTS_OFF =
  'Payments are not set up on this server, so Pro cannot be bought or managed here. Ask whoever runs it.';

export interface BillingStatus {
  /** What the user gets now: `pro` while paying or on the trial. */
  plan: 'free' | 'pro';
  /** A paying subscriber (a trial is not one). */
  paying: boolean;
  subscriptionStatus: string | null;
  /** Trial end as YYYY-MM-DD (UTC), for a user who is not paying; null without a trial. */
  trialEndsOn: string | null;
  /** Whole days left, rounded up; null when there is no running trial. */
  trialDaysLeft: number | null;
  /** Has been through Checkout: the billing portal can open. */
  hasCustomer: boolean;
  /** Stripe settings are present on this server. */
  configured: boolean;
}

export interface BillingNotice {
  tone: 'success' | 'info' | 'error';
  text: string;
}

const noticeTone = {
  success: 'bg-success-soft text-success',
  info: 'bg-info-soft text-info',
  error: 'bg-danger-soft text-danger',
} as const;

function planLine(s: BillingStatus): string {
  if (s.paying) {
    const status =
      s.subscriptionStatus && s.subscriptionStatus !== 'active' ? ` (${s.subscriptionStatus})` : '';
    return `Pro subscription${status}. Thank you for supporting Travel Ledger.`;
  }
  if (s.trialDaysLeft !== null && s.trialEndsOn) {
    const days = `${s.trialDaysLeft} day${s.trialDaysLeft === 1 ? '' : 's'}`;
    return `Pro trial: ${days} left (ends ${formatDate(s.trialEndsOn)}). Upgrade to keep state income and contract comparison.`;
  }
  if (s.trialEndsOn) {
    return `Your Pro trial ended on ${formatDate(s.trialEndsOn)}. State income and contract comparison need Pro.`;
  }
  return 'Free plan. State income and contract comparison are part of Pro.';
}

/** Plan & billing in Settings: the plan and trial, and the Stripe buttons when this server has Stripe. */
export function PlanCard({
  status,
  notice,
  checkoutAction,
  portalAction,
}: {
  status: BillingStatus;
  notice: BillingNotice | null;
  checkoutAction: () => Promise<void>;
  portalAction: () => Promise<void>;
}) {
  const trial = !status.paying && status.trialDaysLeft !== null;
  return (
    <Card id="billing" aria-labelledby="billing-title">
      <CardHeader
        id="billing-title"
        title="Plan & billing"
        action={
          <Badge tone={status.plan === 'pro' ? 'success' : 'neutral'}>
            {status.plan === 'pro' ? (trial ? 'Pro trial' : 'Pro') : 'Free'}
          </Badge>
        }
      />
      <p className="text-sm text-muted">{planLine(status)}</p>
      {notice ? (
        <p
          role={notice.tone === 'error' ? 'alert' : 'status'}
          className={cn('mt-3 rounded-lg px-3 py-2 text-sm', noticeTone[notice.tone])}
        >
          {notice.text}
        </p>
      ) : null}
      {/* Without payments set up the buttons stay, switched off, beside the reason, so nobody clicks first. */}
      {!status.configured ? (
        <p className="mt-4 rounded-lg border border-dashed border-border px-3 py-2 text-sm text-muted">
          {PAYMENTS_OFF}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        {!status.paying ? (
          <form action={checkoutAction}>
            <SubmitButton pendingLabel="Opening checkout…" blocked={!status.configured}>
              Upgrade to Pro
            </SubmitButton>
          </form>
        ) : null}
        {status.hasCustomer ? (
          <form action={portalAction}>
            <SubmitButton variant="secondary" pendingLabel="Opening…" blocked={!status.configured}>
              Manage subscription
            </SubmitButton>
          </form>
        ) : null}
      </div>
    </Card>
  );
}
