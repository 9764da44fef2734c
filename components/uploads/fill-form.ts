import type { FieldSpec } from '@/app/_lib/form-types';
import { planFill, type Reading } from './contract-fill';

// Fills a record form's empty fields from what the AI read (a contract, a receipt) and marks them, so the
// worker checks them before saving. Shared by the assignment form and the expense forms.

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
export const isField = (el: unknown): el is Field =>
  el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement;

/**
 * Fills the form's empty fields from the reading; returns the labels of what was filled and what was kept.
 * `blank` may count more fields as empty (a select still on its untouched default).
 */
export function fillForm(
  form: HTMLFormElement,
  fields: FieldSpec[],
  reading: Reading,
  source: string,
  blank: (name: string) => boolean = () => false,
): { filled: string[]; kept: string[] } {
  const current: Record<string, string> = {};
  for (const f of fields) {
    const el = form.elements.namedItem(f.name);
    if (isField(el)) current[f.name] = blank(f.name) ? '' : el.value;
  }
  const plan = planFill(fields, current, reading);
  for (const { name, value } of plan.fill) {
    const el = form.elements.namedItem(name);
    if (!isField(el)) continue;
    el.value = value;
    el.dataset.filled = source;
  }
  return { filled: plan.fill.map((f) => f.label), kept: plan.kept };
}
