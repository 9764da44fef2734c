import { buttonClass } from '@/components/ui/button';
import { FilterForm, type FilterSelect } from './year-filter';

/**
 * The list filters of Expenses and Mileage: the filter form and a CSV download that carries the same
 * filters (lib/records/list-filters.ts), so the download holds exactly the rows the list counts.
 */
export function ListFilters({
  years,
  year,
  selects,
  download,
}: {
  years: number[];
  year: number;
  selects: FilterSelect[];
  download: { href: string; label: string };
}) {
  return (
    <div className="flex w-full flex-wrap items-end justify-between gap-3">
      <FilterForm years={years} year={year} selects={selects} />
      {/* A plain link: the route answers with Content-Disposition: attachment, so the page stays. */}
      <a href={download.href} download className={buttonClass('secondary', 'md')}>
        <svg
          aria-hidden="true"
          viewBox="0 0 16 16"
          className="size-4 fill-none stroke-current"
          strokeWidth="1.6"
        >
          <path d="M8 2v8m0 0 3-3m-3 3L5 7M3 12.5h10" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {download.label}
      </a>
    </div>
  );
}
