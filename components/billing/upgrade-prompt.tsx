import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** Shown instead of a Pro-only view to a free user; billing lives in Settings. */
export function UpgradePrompt({ feature, children }: { feature: string; children?: React.ReactNode }) {
  return (
    <Card aria-labelledby="upgrade-title" className="border-info/40 bg-info-soft/40">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="max-w-prose">
          <p className="text-xs font-semibold uppercase tracking-wide text-info">Pro feature</p>
          <h2 id="upgrade-title" className="mt-1 text-lg font-semibold">
            {feature} is part of Travel Ledger Pro
          </h2>
          <div className="mt-1 text-sm text-muted">
            {children ?? 'Upgrade to see it computed from your assignments and tax home.'}
          </div>
        </div>
        <ButtonLink href="/settings">Upgrade in Settings</ButtonLink>
      </div>
    </Card>
  );
}
