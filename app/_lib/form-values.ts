import type { FieldSpec } from './form-types';
import { hasUnstorable, UNSTORABLE_MESSAGE } from '@/lib/validation/text';

// Turns submitted form text into the JSON-like input a resource's zod schema expects. Only the shape is
// converted here (dollars → cents, '12' → 12, checkbox → boolean); every rule stays in the schema.

const MONEY = /^\d{1,9}(\.\d{1,2})?$/;
// A whole number as typed: plain digits, or groups of three after a thousands comma ("1,870").
const WHOLE = /^(\d{1,9}|\d{1,3}(,\d{3}){1,2})$/;

/** '1,250.5' or '$1250.50' → 125050; null when it is not an amount. */
export function dollarsToCents(text: string): number | null {
  const clean = text.replace(/[$,\s]/g, '');
  if (!MONEY.test(clean)) return null;
  const [whole = '0', frac = ''] = clean.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

export interface ParsedForm {
  input: Record<string, unknown>;
  errors: Record<string, string>;
  values: Record<string, string>;
}

export function parseFormFields(fields: FieldSpec[], fd: FormData, mode: 'create' | 'update'): ParsedForm {
  const input: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  const values: Record<string, string> = {};
  for (const f of fields) {
    if (f.kind === 'checkbox') {
      input[f.name] = fd.get(f.name) === 'on';
      values[f.name] = fd.get(f.name) === 'on' ? 'on' : '';
      continue;
    }
    const raw = fd.get(f.name);
    const text = typeof raw === 'string' ? (f.kind === 'password' ? raw : raw.trim()) : '';
    values[f.name] = f.kind === 'password' ? '' : text;
    if (hasUnstorable(text)) {
      errors[f.name] = UNSTORABLE_MESSAGE; // the database cannot store it (lib/validation/text.ts)
      continue;
    }
    if (text === '') {
      // Left out, a cleared required field would keep its old value unseen: on update it is an error.
      if (mode === 'update' && f.required) errors[f.name] = 'Required';
      else if (mode === 'update' && f.nullable) input[f.name] = null;
      else if (mode === 'update' && (f.kind === 'text' || f.kind === 'textarea')) input[f.name] = '';
      continue;
    }
    if (f.kind === 'money') {
      const cents = dollarsToCents(text);
      if (cents === null) errors[f.name] = 'Enter an amount in dollars, like 1,250.00';
      else input[f.name] = cents;
    } else if (f.kind === 'int') {
      if (WHOLE.test(text)) input[f.name] = Number(text.replace(/,/g, ''));
      else errors[f.name] = 'Enter a whole number, like 1,870';
    } else if (f.kind === 'select' && f.numeric) {
      if (/^\d{1,9}$/.test(text)) input[f.name] = Number(text);
      else errors[f.name] = 'Choose one of the options';
    } else {
      input[f.name] = text;
    }
  }
  return { input, errors, values };
}

/** Zod-style issues → one message per top-level field (the first wins); the rest under ''. */
export function issuesByField(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = typeof issue.path[0] === 'string' ? issue.path[0] : '';
    // A missing field reads better as "Required" than as zod's type message.
    errors[key] ??= issue.message.endsWith('received undefined') ? 'Required' : issue.message;
  }
  return errors;
}
