import type { FieldOption } from '@/components/records/form-types';
import { Button, buttonClass } from '@/components/ui/button';
import { Label } from '@/components/ui/field';
import { Select } from '@/components/ui/input';

export interface FilterSelect {
  name: string;
  label: string;
  value: string;
  options: FieldOption[];
}

/**
 * The list filters of Expenses and Mileage: a GET form (works without JavaScript, keeps the filters in the
 * URL) and a CSV download that carries the same filters.
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
      <form method="get" className="flex flex-wrap items-end gap-3" aria-label="Filters">
        <div>
          <Label htmlFor="filter-year">Year</Label>
          <Select id="filter-year" name="year" defaultValue={String(year)} className="w-28">
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </Select>
        </div>
        {selects.map((s) => (
          <div key={s.name}>
            <Label htmlFor={`filter-${s.name}`}>{s.label}</Label>
            <Select id={`filter-${s.name}`} name={s.name} defaultValue={s.value} className="w-44">
              <option value="">All</option>
              {s.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          </div>
        ))}
        <Button type="submit" variant="secondary">
          Apply
        </Button>
      </form>
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
