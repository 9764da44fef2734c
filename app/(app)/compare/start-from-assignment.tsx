import type { FieldOption } from '@/app/_lib/form-types';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/field';
import { Select } from '@/components/ui/input';

/** A GET form (works without JavaScript): fill contract A and/or B from one of the worker's assignments. */
export function StartFromAssignment({
  options,
  fromA,
  fromB,
}: {
  options: readonly FieldOption[];
  fromA?: number;
  fromB?: number;
}) {
  const pick = (name: 'from_a' | 'from_b', label: string, value?: number) => (
    <div className="min-w-0">
      <Label htmlFor={`compare-${name}`}>{label}</Label>
      <Select id={`compare-${name}`} name={name} defaultValue={value === undefined ? '' : String(value)}>
        <option value="">An offer (type it in)</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </div>
  );
  return (
    <form
      method="get"
      aria-label="Start from an assignment"
      className="mb-6 grid grid-cols-1 items-end gap-3 rounded-xl border border-border p-4 sm:grid-cols-[1fr_1fr_auto]"
    >
      {pick('from_a', 'Contract A from', fromA)}
      {pick('from_b', 'Contract B from', fromB)}
      <Button type="submit" variant="secondary">
        Fill in
      </Button>
    </form>
  );
}
