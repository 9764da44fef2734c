import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { PageHeader } from '@/components/layout/page-header';
import { TokenForm } from '@/components/settings/token-form';
import { PlanCard } from '@/components/billing/plan-card';
import { RecordForm } from '@/components/records/record-form';
import { buttonClass } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { currentCtx } from '@/lib/auth/current-user';
import { formatDate } from '@/lib/core/dates';
import { THEMES } from '@/lib/account/users/schemas';
import { serializeMe } from '@/lib/account/users/service';
import { countVisitLocations } from '@/lib/records/visits/locations';
import { mintToken, removeLocations, saveProfile, saveTheme } from './actions';
import { billingNotice, billingStatus } from './billing';
import { openPortal, startCheckout } from './billing-actions';
import { profileFields } from './fields';
import { CalendarCard } from './calendar-card';
import { DeleteAccountCard, ExportCard } from './data-card';
import { PasswordCard } from './password-card';
import { PrivacyCard } from './privacy-card';
import { TrashCard } from './trash-card';

export const metadata: Metadata = { title: 'Settings' };

export default async function SettingsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const ctx = await currentCtx();
  const billing = billingStatus(ctx.user, ctx.now);
  const params = await searchParams;
  const notice = billingNotice(params, billing);
  const passwordChanged = params.password === 'changed';
  const me = serializeMe(ctx.user, ctx.now);
  const located = await countVisitLocations(ctx);
  const removed = Number(params.locations_removed);
  return (
    <>
      <PageHeader
        title="Settings"
        description={
          <>
            {me.email} · {me.plan === 'pro' ? 'Pro' : 'Free'} plan
            {me.trial_ends_at && me.plan === 'pro'
              ? ` (trial until ${formatDate(me.trial_ends_at.slice(0, 10))})`
              : ''}
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card aria-labelledby="profile-title">
          <CardHeader id="profile-title" title="Profile" description="Used by the tax estimates." />
          <RecordForm
            action={saveProfile}
            fields={profileFields(me)}
            submitLabel="Save profile"
            columns={1}
          />
        </Card>
        <div className="grid content-start gap-6">
          <Card aria-labelledby="household-card-title">
            <CardHeader
              id="household-card-title"
              title="Household"
              description="Your spouse’s pay and withholding, dependents, birth years and deductions: all optional, each year on its own."
              action={
                <Link href="/settings/household" className={buttonClass('secondary', 'md')}>
                  Edit household
                </Link>
              }
            />
          </Card>
          {ctx.user.password_hash ? <PasswordCard changed={passwordChanged} /> : null}
          <PlanCard
            status={billing}
            notice={notice}
            checkoutAction={startCheckout}
            portalAction={openPortal}
          />
          <Card aria-labelledby="theme-title">
            <CardHeader
              id="theme-title"
              title="Appearance"
              description="Light or dark, saved with your account for every device you sign in on."
            />
            <form action={saveTheme} className="flex gap-2" aria-labelledby="theme-title">
              {THEMES.map((t) => (
                <button
                  key={t}
                  type="submit"
                  name="theme"
                  value={t}
                  aria-pressed={me.theme === t}
                  className={buttonClass(me.theme === t ? 'primary' : 'secondary', 'md', 'capitalize')}
                >
                  {t}
                </button>
              ))}
            </form>
          </Card>
          <Card aria-labelledby="token-title">
            <CardHeader
              id="token-title"
              title="API access"
              description="A one-hour token for the JSON API under /api/v1."
            />
            <TokenForm action={mintToken} />
          </Card>
        </div>
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <CalendarCard user={ctx.user} />
        <ExportCard />
      </div>
      <div className="mt-6">
        <PrivacyCard
          located={located}
          removed={Number.isInteger(removed) && removed >= 0 ? removed : null}
          removeLocations={removeLocations}
        />
      </div>
      <div className="mt-6">
        <TrashCard ctx={ctx} />
      </div>
      <div className="mt-6">
        <DeleteAccountCard subscribed={billing.paying} />
      </div>
    </>
  );
}
