import { Label } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { Button } from '@/components/ui/button';
import type { FieldOption } from '@/app/_lib/form-types';

export interface FilterSelect {
  name: string;
  label: string;
  value: string;
  options: FieldOption[];
}

/** A GET form for list filters: works without JavaScript, keeps the filters in the URL. */
export function FilterForm({
  years,
  year,
  selects = [],
  keep = {},
}: {
  years: number[];
  year: number;
  /** More filters after the year, each with an "All" choice. */
  selects?: readonly FilterSelect[];
  /** Query values the form carries along unchanged (the report's grouping). */
  keep?: Record<string, string>;
}) {
  const all = [
    {
      name: 'year',
      label: 'Year',
      value: String(year),
      // The year on screen is always offered, even one with no records yet.
      options: (years.includes(year) ? years : [...years, year].sort((a, b) => b - a)).map((y) => ({
        value: String(y),
        label: String(y),
      })),
    },
    ...selects,
  ];
  return (
    <form method="get" className="flex flex-wrap items-end gap-3" aria-label="Filters">
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {all.map((s) => (
        <div key={s.name}>
          <Label htmlFor={`filter-${s.name}`}>{s.label}</Label>
          <Select
            id={`filter-${s.name}`}
            name={s.name}
            defaultValue={s.value}
            className={s.name === 'year' ? 'w-28' : 'w-44'}
          >
            {s.name === 'year' ? null : <option value="">All</option>}
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
  );
}
