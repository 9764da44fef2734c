import { centsToInput, type FieldSpec } from '@/app/_lib/form-types';
// Which fields of a record form an AI reading (a contract's, a receipt's) fills: only the empty ones, so
// nothing the worker typed is overwritten. Pure: the component reads the form and applies the plan.

/** Field name → what was read (money in cents), null when nothing was. */
export type Reading = Readonly<Record<string, string | number | null>>;

export interface FillPlan {
  /** Empty fields that get the contract's value (as the form writes it: dollars for money). */
  fill: { name: string; label: string; value: string }[];
  /** Fields the worker had filled with something else than the contract says. */
  kept: string[];
}

function asInput(field: FieldSpec, value: string | number): string | null {
  if (field.kind === 'money') return typeof value === 'number' ? centsToInput(value) : null;
  const text = String(value).trim();
  if (field.kind === 'select' && !(field.options ?? []).some((o) => o.value === text)) return null;
  return text || null;
}

export function planFill(fields: FieldSpec[], current: Record<string, string>, reading: Reading): FillPlan {
  const plan: FillPlan = { fill: [], kept: [] };
  for (const field of fields) {
    if (!(field.name in reading)) continue;
    const raw = reading[field.name];
    if (raw === null || raw === undefined) continue;
    const value = asInput(field, raw);
    if (value === null) continue;
    const now = (current[field.name] ?? '').trim();
    if (now === '') plan.fill.push({ name: field.name, label: field.label, value });
    else if (now !== value) plan.kept.push(field.label);
  }
  return plan;
}

/** "Facility, City and State". */
export function listLabels(labels: string[]): string {
  if (labels.length <= 1) return labels.join('');
  return `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}
