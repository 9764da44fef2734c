import { Checkbox, Input, Select, Textarea } from '@/components/ui/input';
import { FieldError, FieldWarning, Hint, Label } from '@/components/ui/field';
import { cn } from '@/components/ui/cn';
import type { FieldSpec } from '@/app/_lib/form-types';

const inputTypes = {
  text: 'text',
  email: 'email',
  password: 'password',
  date: 'date',
  int: 'text',
  money: 'text',
};

/** One labelled control with its hint, warning and error, wired with aria-describedby / aria-invalid. */
export function FormField({
  field,
  value,
  error,
  idPrefix,
}: {
  field: FieldSpec;
  value: string;
  error?: string;
  idPrefix: string;
}) {
  const id = `${idPrefix}-${field.name}`;
  const describedBy =
    [field.hint ? `${id}-hint` : '', field.warning ? `${id}-warning` : '', error ? `${id}-error` : '']
      .filter(Boolean)
      .join(' ') || undefined;
  const common = {
    id,
    name: field.name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    required: field.required,
  };
  if (field.kind === 'checkbox') {
    return (
      <div className={cn('flex items-start gap-2', field.wide ? 'col-span-full' : 'sm:pt-7')}>
        <Checkbox {...common} defaultChecked={value === 'on' || value === 'true'} className="mt-0.5" />
        <div>
          <Label htmlFor={id} className="mb-0">
            {field.label}
          </Label>
          {field.hint ? <Hint id={`${id}-hint`}>{field.hint}</Hint> : null}
          <FieldError id={`${id}-error`} message={error} />
        </div>
      </div>
    );
  }
  let control: React.ReactNode;
  if (field.kind === 'select') {
    control = (
      <Select {...common} defaultValue={value}>
        {/* A required select without a value starts blank, so nothing is picked for the user. */}
        {field.required && value ? null : (
          <option value="">{field.required ? 'Choose…' : (field.placeholder ?? '—')}</option>
        )}
        {(field.options ?? []).map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    );
  } else if (field.kind === 'textarea') {
    control = <Textarea {...common} defaultValue={value} placeholder={field.placeholder} />;
  } else {
    const money = field.kind === 'money';
    control = (
      <div className="relative">
        {money ? (
          <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted">
            $
          </span>
        ) : null}
        <Input
          {...common}
          type={inputTypes[field.kind]}
          inputMode={money ? 'decimal' : field.kind === 'int' ? 'numeric' : undefined}
          defaultValue={value}
          placeholder={field.placeholder ?? (money ? '0.00' : undefined)}
          autoComplete={field.autoComplete}
          className={money ? 'pl-7 tabular' : undefined}
        />
      </div>
    );
  }
  return (
    <div className={cn(field.wide && 'col-span-full')}>
      <Label htmlFor={id}>
        {field.label}
        {field.required ? <span className="text-muted"> (required)</span> : null}
      </Label>
      {control}
      {field.hint ? <Hint id={`${id}-hint`}>{field.hint}</Hint> : null}
      <FieldWarning id={`${id}-warning`} message={field.warning} />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
