// Form descriptions shared by server actions (parsing) and the client form (rendering): plain data only.

export type FieldKind =
  'text' | 'email' | 'password' | 'textarea' | 'money' | 'int' | 'date' | 'select' | 'checkbox';

export interface FieldOption {
  value: string;
  label: string;
}

export interface FieldSpec {
  name: string;
  label: string;
  kind: FieldKind;
  options?: FieldOption[];
  /** Select values are ids: send them as numbers. */
  numeric?: boolean;
  /** An empty value clears the field (null) on update instead of being left out. */
  nullable?: boolean;
  required?: boolean;
  hint?: string;
  /** What looks wrong in the saved value, said at the field; saving it again is allowed (a W-2's box 4). */
  warning?: string;
  placeholder?: string;
  defaultValue?: string;
  autoComplete?: string;
  /** Spans the whole row of the form grid. */
  wide?: boolean;
}

export interface FormState {
  ok?: boolean;
  message?: string;
  errors?: Record<string, string>;
  /** What the user typed, to refill the form after an error. */
  values?: Record<string, string>;
  /** Changes after each success, so the form remounts with fresh defaults. */
  nonce?: number;
  /** A next step the save makes sensible (a tax home visit trip: update the last visit), as a link. */
  next?: { href: string; label: string };
}

export type FormAction = (prev: FormState, formData: FormData) => Promise<FormState>;

export const initialFormState: FormState = {};

/** '1250' → 'Label' helpers for enums like 'phone_internet' → 'Phone internet'. */
export function humanize(value: string): string {
  const s = value.replace(/_/g, ' ');
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function enumOptions(values: readonly string[], labels: Record<string, string> = {}): FieldOption[] {
  return values.map((v) => ({ value: v, label: labels[v] ?? humanize(v) }));
}

/** The label of an option's value, or the value itself when it is not one of the options. */
export function optionLabel(options: readonly FieldOption[], value: string): string {
  return options.find((o) => o.value === value)?.label ?? value;
}

/** Cents → '1250.00' for a money input's default value. */
export function centsToInput(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  return (cents / 100).toFixed(2);
}

/** The optional tie of an expense or a trip to one of the caller's assignments (a select of their ids). */
export function assignmentField(
  options: FieldOption[] = [],
  current?: number | null,
  hint?: string,
): FieldSpec {
  return {
    name: 'assignment_id',
    label: 'Assignment',
    kind: 'select',
    numeric: true,
    nullable: true,
    options,
    defaultValue: current ? String(current) : undefined,
    hint,
  };
}
