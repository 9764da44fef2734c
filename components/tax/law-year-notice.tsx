import { EmptyState } from '@/components/ui/empty-state';

/** For a year a figure cannot be shown for: say so instead of failing. */
export function LawYearNotice({ year }: { year: number }) {
  return (
    <EmptyState title={`${year} tax tables are not available yet`}>
      Figures for {year} appear once its brackets and rates are published and added. Pick another year.
    </EmptyState>
  );
}
