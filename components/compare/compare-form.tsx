'use client';

import { useActionState, useEffect, useId, useRef } from 'react';
import { useFormStatus } from 'react-dom';
import { FormField } from '@/components/records/form-field';
import type { FieldSpec } from '@/app/_lib/form-types';
import { Button } from '@/components/ui/button';
import { FieldError, FormMessage, Label } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import type { CompareAction, CompareFields, CompareState } from './compare-types';
import { ComparisonResult } from './comparison-result';

function IntentButton({
  intent,
  children,
  pendingLabel,
  variant = 'primary',
}: {
  intent: 'calculate' | 'save';
  children: React.ReactNode;
  pendingLabel: string;
  variant?: 'primary' | 'secondary';
}) {
  const { pending, data } = useFormStatus();
  const mine = pending && data?.get('intent') === intent;
  return (
    <Button
      type="submit"
      name="intent"
      value={intent}
      variant={variant}
      disabled={pending}
      aria-disabled={pending}
    >
      {mine ? pendingLabel : children}
    </Button>
  );
}

function Side({
  legend,
  fields,
  state,
  idPrefix,
}: {
  legend: string;
  fields: FieldSpec[];
  state: CompareState;
  idPrefix: string;
}) {
  return (
    <fieldset className="min-w-0 rounded-xl border border-border p-4">
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {fields.map((f) => (
          <FormField
            key={f.name}
            field={f}
            idPrefix={idPrefix}
            value={state.values?.[f.name] ?? f.defaultValue ?? ''}
            error={state.errors?.[f.name]}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** Two contracts side by side → the result below the form, with a name field to save it. */
export function CompareForm({
  action,
  fields,
  years,
  year,
}: {
  action: CompareAction;
  fields: CompareFields;
  years: number[];
  year: number;
}) {
  const [state, formAction] = useActionState(action, {});
  const id = useId();
  const resultRef = useRef<HTMLElement>(null);
  // A new result replaces the form's content below the button: move focus (and the view) to it.
  useEffect(() => {
    if (state.result && state.ok) resultRef.current?.focus();
  }, [state]);
  const error = state.message && !state.ok ? state.message : state.errors?.[''];
  const yearValue = state.values?.year || String(year);
  return (
    <form key={state.nonce ?? 0} action={formAction} noValidate className="space-y-5">
      {error ? <FormMessage>{error}</FormMessage> : null}
      <div className="w-36">
        <Label htmlFor={`${id}-year`}>Tax year</Label>
        <Select id={`${id}-year`} name="year" defaultValue={yearValue}>
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </Select>
        <FieldError id={`${id}-year-error`} message={state.errors?.year} />
      </div>
      <div className="grid gap-5 lg:grid-cols-2">
        <Side legend="Contract A" fields={fields.a} state={state} idPrefix={id} />
        <Side legend="Contract B" fields={fields.b} state={state} idPrefix={id} />
      </div>
      <IntentButton intent="calculate" pendingLabel="Comparing…">
        Compare contracts
      </IntentButton>
      {state.result ? (
        <section
          ref={resultRef}
          tabIndex={-1}
          aria-label="Result"
          className="space-y-4 border-t border-border pt-5 focus:outline-none"
        >
          <ComparisonResult c={state.result} />
          <div className="flex flex-wrap items-start gap-x-3 gap-y-2">
            <div className="w-full max-w-xs">
              <Label htmlFor={`${id}-name`}>Comparison name</Label>
              <Input
                id={`${id}-name`}
                name="comparison_name"
                defaultValue={state.values?.comparison_name ?? state.result.names.join(' vs ')}
                aria-invalid={state.errors?.comparison_name ? true : undefined}
                aria-describedby={state.errors?.comparison_name ? `${id}-name-error` : undefined}
              />
              <FieldError id={`${id}-name-error`} message={state.errors?.comparison_name} />
            </div>
            <div className="sm:mt-6">
              <IntentButton intent="save" pendingLabel="Saving…" variant="secondary">
                Save comparison
              </IntentButton>
            </div>
          </div>
        </section>
      ) : null}
    </form>
  );
}
