import { Card } from '@/components/ui/card';
import { LawYearNotice } from './law-year-notice';
import { UpgradePrompt } from './upgrade-prompt';

/**
 * What a page shows instead of a view the service refused: the upgrade prompt for a Pro view on the free
 * plan (403 `pro_required` in the API), or the notice for a year without tax tables (400 in the API).
 */
export function ViewRefusal({
  refusal,
  year,
  feature,
  children,
}: {
  refusal: 'pro_required' | 'law_year_missing';
  year: number;
  /** The Pro feature's name, for the upgrade prompt's heading. */
  feature: string;
  /** What Pro shows here, for the upgrade prompt. */
  children?: React.ReactNode;
}) {
  if (refusal === 'pro_required') return <UpgradePrompt feature={feature}>{children}</UpgradePrompt>;
  return (
    <Card>
      <LawYearNotice year={year} />
    </Card>
  );
}
