'use client';

import { useActionState, useEffect, useEffectEvent, useId, useRef } from 'react';
import { FormMessage } from '@/components/ui/field';
import { FormField } from './form-field';
import { initialFormState, type FieldSpec, type FormAction, type FormState } from '@/app/_lib/form-types';
import { SubmitButton } from './submit-button';

/** A form described by data: server-action errors appear beside their fields, values survive an error. */
export function RecordForm({
  action,
  fields,
  submitLabel,
  successMessage = 'Saved',
  columns = 3,
  children,
  onResult,
  waitFor,
}: {
  action: FormAction;
  fields: FieldSpec[];
  submitLabel: string;
  successMessage?: string;
  columns?: 1 | 2 | 3;
  children?: React.ReactNode;
  /** Called once per answer of the action (a client wrapper clears its upload after a save). */
  onResult?: (state: FormState) => void;
  /** Saving waits for this (e.g. 'Wait for the upload to finish'): the save button is off meanwhile. */
  waitFor?: string;
}) {
  const [state, formAction] = useActionState(action, initialFormState);
  const report = useEffectEvent((s: FormState) => onResult?.(s));
  const formRef = useRef<HTMLFormElement>(null);
  const savedRef = useRef<HTMLDivElement>(null);
  // One save at a time: a second click (or Enter) before the answer would send the form again, and after
  // a success React has already reset it, so the second save would be of empty fields.
  const inFlight = useRef(false);
  useEffect(() => {
    inFlight.current = false;
    if (state.nonce !== undefined) report(state);
    // After a refused save, the keyboard lands on the first field to fix; after a save, on the
    // confirmation (the form was rebuilt, so focus would otherwise fall to the page's body).
    if (state.nonce !== undefined && !state.ok) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    } else if (state.ok) {
      savedRef.current?.focus();
    }
  }, [state]);
  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    if (inFlight.current) e.preventDefault();
    else inFlight.current = true;
  };
  const idPrefix = useId();
  const grid = columns === 1 ? '' : columns === 2 ? 'sm:grid-cols-2' : 'sm:grid-cols-2 lg:grid-cols-3';
  const generalError = state.message && !state.ok ? state.message : state.errors?.[''];
  return (
    <form
      ref={formRef}
      key={state.nonce ?? 0}
      action={formAction}
      onSubmit={onSubmit}
      noValidate
      className="space-y-4"
    >
      {generalError ? <FormMessage>{generalError}</FormMessage> : null}
      {state.ok ? (
        <div ref={savedRef} tabIndex={-1} className="outline-none">
          <FormMessage tone="success">{state.message ?? successMessage}</FormMessage>
          {state.next ? (
            <a
              href={state.next.href}
              className="mt-2 inline-block text-sm font-medium text-primary underline"
            >
              {state.next.label}
            </a>
          ) : null}
        </div>
      ) : null}
      <div className={`grid grid-cols-1 gap-4 ${grid}`}>
        {fields.map((f) => (
          <FormField
            key={f.name}
            field={f}
            idPrefix={idPrefix}
            value={state.ok ? (f.defaultValue ?? '') : (state.values?.[f.name] ?? f.defaultValue ?? '')}
            error={state.errors?.[f.name]}
          />
        ))}
      </div>
      {children}
      {waitFor ? (
        <p className="text-sm text-muted" role="status">
          {waitFor}
        </p>
      ) : null}
      <SubmitButton blocked={Boolean(waitFor)}>{submitLabel}</SubmitButton>
    </form>
  );
}
