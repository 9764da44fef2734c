import { UpgradePrompt } from '../billing/upgrade-prompt';

/**
 * What a page shows instead of a view the service refused: the upgrade prompt for a Pro view on the free
 * plan (403 `pro_required` in the API). It is the only refusal left: every year has tax tables now, the
 * nearest year's standing in for one not yet published.
 */
export function ViewRefusal({
  feature,
  children,
}: {
  /** The Pro feature's name, for the upgrade prompt's heading. */
  feature: string;
  /** What Pro shows here, for the upgrade prompt. */
  children?: React.ReactNode;
}) {
  return <UpgradePrompt feature={feature}>{children}</UpgradePrompt>;
}
