import { EmptyState } from '@/components/ui/empty-state';

/** For a year whose tax tables are not in the app yet (LawYearError): say so instead of failing. */
export function LawYearNotice({ year }: { year: number }) {
  return (
    <EmptyState title={`${year} tax tables are not available yet`}>
      Figures for {year} appear once its brackets and rates are published and added. Pick another year.
    </EmptyState>
  );
}
