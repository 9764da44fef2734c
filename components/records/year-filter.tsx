import { Label } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { Button } from '@/components/ui/button';
import type { FieldOption } from './form-types';

/** A GET form for list filters: works without JavaScript, keeps the filters in the URL. */
export function FilterForm({
  years,
  year,
  extra,
}: {
  years: number[];
  year: number;
  extra?: { name: string; label: string; value: string; options: FieldOption[] };
}) {
  return (
    <form method="get" className="flex flex-wrap items-end gap-3" aria-label="Filters">
      <div>
        <Label htmlFor="filter-year">Year</Label>
        <Select id="filter-year" name="year" defaultValue={String(year)} className="w-28">
          {(years.includes(year) ? years : [...years, year].sort((a, b) => b - a)).map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </Select>
      </div>
      {extra ? (
        <div>
          <Label htmlFor={`filter-${extra.name}`}>{extra.label}</Label>
          <Select id={`filter-${extra.name}`} name={extra.name} defaultValue={extra.value} className="w-44">
            <option value="">All</option>
            {extra.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        </div>
      ) : null}
      <Button type="submit" variant="secondary">
        Apply
      </Button>
    </form>
  );
}
