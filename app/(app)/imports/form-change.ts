import 'server-only';
import type { UpdateImportBody } from '@/lib/imports/schemas';

// The mapping form of /imports/<id> as a PATCH body (lib/imports/schemas validates it): `map.<field>`
// selects, `word.<n>` selects with `word-source.<n>` beside them, the per-row checkboxes `skip` and
// `include`, and the lines the page showed (`shown`), so a line that was not on the page keeps its choice.

const text = (v: FormDataEntryValue | null) => (typeof v === 'string' ? v.trim() : '');
const lines = (values: FormDataEntryValue[]) =>
  values.map((v) => Number(text(v))).filter((n) => Number.isInteger(n) && n > 0);

export function changeFromForm(fd: FormData): Record<string, unknown> {
  const kind = text(fd.get('kind'));
  const mapping: Record<string, string | null> = {};
  const words: Record<string, string> = {};
  for (const [name, value] of fd.entries()) {
    if (name.startsWith('map.')) mapping[name.slice(4)] = text(value) || null;
    if (name.startsWith('word.')) {
      const source = text(fd.get(`word-source.${name.slice(5)}`));
      if (source) words[source] = text(value);
    }
  }
  const shown = new Set(lines(fd.getAll('shown')));
  const keep = (previous: FormDataEntryValue | null) =>
    lines(text(previous).split(',').filter(Boolean)).filter((n) => !shown.has(n));
  const change: Record<string, unknown> = {
    mapping,
    skip_lines: [...new Set([...keep(fd.get('skip-before')), ...lines(fd.getAll('skip'))])],
    include_lines: [...new Set([...keep(fd.get('include-before')), ...lines(fd.getAll('include'))])],
  };
  const dateFormat = text(fd.get('date_format'));
  if (dateFormat) change.date_format = dateFormat;
  if (kind === 'expenses') {
    const sign = text(fd.get('expense_sign'));
    if (sign) change.expense_sign = sign;
    if (text(fd.get('default'))) change.default_category = text(fd.get('default'));
    change.category_map = words;
  } else {
    if (text(fd.get('default'))) change.default_purpose = text(fd.get('default'));
    change.purpose_map = words;
  }
  return change satisfies Partial<Record<keyof UpdateImportBody, unknown>>;
}
