import { Label } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { DATE_FORMATS } from '@/lib/imports/detect/dates';
import { fieldsOf } from '@/lib/imports/settings';
import type { ImportKind } from '@/lib/imports/kinds';
import type { Preview } from '@/lib/imports/preview';
import { valueOptions } from '../labels';

// The selects of the mapping form: which column feeds each field, how dates and amounts read, and what each
// of the source's words becomes. Plain form controls: the page works without JavaScript.

const FIELD_LABELS: Record<string, string> = {
  date: 'Date',
  amount: 'Amount',
  debit: 'Debit (money out)',
  credit: 'Credit (money in)',
  description: 'Description',
  category: 'Category',
  miles: 'Miles',
  purpose: 'Purpose',
  classification: 'Business or personal',
  origin: 'From',
  destination: 'To',
  notes: 'Notes',
};

export function ColumnSelects({ kind, preview }: { kind: ImportKind; preview: Preview }) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {fieldsOf(kind).map((field) => (
        <div key={field}>
          <Label htmlFor={`map-${field}`}>{FIELD_LABELS[field] ?? field}</Label>
          <Select id={`map-${field}`} name={`map.${field}`} defaultValue={preview.mapping[field] ?? ''}>
            <option value="">— not in this file</option>
            {preview.columns.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        </div>
      ))}
      <div>
        <Label htmlFor="date-format">Date format</Label>
        <Select id="date-format" name="date_format" defaultValue={preview.date_format ?? ''}>
          {preview.date_format ? null : <option value="">Choose…</option>}
          {DATE_FORMATS.map((f) => (
            <option key={f} value={f}>
              {f}
            </option>
          ))}
        </Select>
      </div>
      {kind === 'expenses' ? (
        <div>
          <Label htmlFor="expense-sign">Expenses are</Label>
          <Select id="expense-sign" name="expense_sign" defaultValue={preview.expense_sign ?? 'positive'}>
            <option value="negative">Negative amounts (bank or card statement)</option>
            <option value="positive">Positive amounts (expense tracker)</option>
          </Select>
        </div>
      ) : null}
      <div>
        <Label htmlFor="default-value">
          {kind === 'expenses' ? 'Category otherwise' : 'Purpose otherwise'}
        </Label>
        <Select id="default-value" name="default" defaultValue={preview.default_value}>
          {valueOptions(kind).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}

export function WordSelects({ kind, preview }: { kind: ImportKind; preview: Preview }) {
  if (preview.words.length === 0) {
    return (
      <p className="text-sm text-muted">
        {kind === 'expenses'
          ? 'The file has no category column: each row’s category is guessed from its description, else the one above.'
          : 'The file has no purpose column: every trip gets the purpose above.'}
      </p>
    );
  }
  return (
    <div className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
      {preview.words.map((w, i) => (
        <div key={w.source} className="flex items-end gap-3">
          <div className="min-w-0 flex-1">
            <Label htmlFor={`word-${i}`}>
              “{w.source}”{' '}
              <span className="font-normal text-muted">
                · {w.rows} row{w.rows === 1 ? '' : 's'}
                {kind === 'mileage' && w.field ? ` · ${FIELD_LABELS[w.field]?.toLowerCase()} column` : ''}
              </span>
            </Label>
            <input type="hidden" name={`word-source.${i}`} value={w.source} />
            <Select id={`word-${i}`} name={`word.${i}`} defaultValue={w.value}>
              {valueOptions(kind).map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
              <option value="skip">Don&apos;t import</option>
            </Select>
          </div>
        </div>
      ))}
    </div>
  );
}
