'use client';

import { useEffect, useRef, useState } from 'react';
import type { FieldSpec } from '@/app/_lib/form-types';
import { Button } from '@/components/ui/button';
import { listLabels } from './contract-fill';
import { Problem } from './problem';
import { fillForm } from './fill-form';
import type { ReceiptAnalysis, ReceiptReading } from './types';

export const RECEIPT_READING_OFF =
  'Reading receipts automatically is not set up on this server: type the date, amount and category yourself.';

// "Read receipt" inside an expense form: the AI reads the attached (or stored) receipt and fills only the
// fields still empty: date, amount, the merchant (who was paid) and category. On a new expense the date
// (today) and the category (the last one used) start on defaults the worker never chose: untouched, they
// count as empty.

type State =
  | { phase: 'idle' }
  | { phase: 'reading' }
  | { phase: 'done'; filled: string[]; kept: string[]; foreign: string | null }
  | { phase: 'failed'; message: string };

function asForm(r: ReceiptReading): Record<string, string | number | null> {
  const dollars = r.currency === null || r.currency === 'USD';
  return { date: r.date, amount: dollars ? r.amount : null, vendor: r.merchant, category: r.category };
}

function foreignAmount(r: ReceiptReading): string | null {
  if (r.amount === null || r.currency === null || r.currency === 'USD') return null;
  return `${(r.amount / 100).toFixed(2)} ${r.currency}`;
}

export function ReceiptReader({
  fileKey,
  read,
  fields,
  untouchedDefaultsAreEmpty,
  available,
}: {
  fileKey: string | null;
  read: (key: string) => Promise<ReceiptAnalysis>;
  fields: FieldSpec[];
  untouchedDefaultsAreEmpty: boolean;
  /** False when the server has no AI provider: the button stays off and says so before anyone clicks. */
  available: boolean;
}) {
  const [state, setState] = useState<State>({ phase: 'idle' });
  const anchor = useRef<HTMLSpanElement>(null);
  const touched = useRef(new Set<string>());

  useEffect(() => {
    const form = anchor.current?.closest('form');
    const onInput = (e: Event) => {
      const name = (e.target as HTMLInputElement | null)?.name;
      if (name) touched.current.add(name);
    };
    form?.addEventListener('input', onInput);
    return () => form?.removeEventListener('input', onInput);
  }, []);

  async function run(key: string) {
    setState({ phase: 'reading' });
    const result = await read(key).catch((): ReceiptAnalysis => ({
      ok: false,
      reason: 'failed',
      message: 'The receipt could not be read just now.',
    }));
    const form = anchor.current?.closest('form');
    if (!result.ok) return setState({ phase: 'failed', message: result.message });
    if (!form) return;
    const blank = (name: string) => untouchedDefaultsAreEmpty && !touched.current.has(name);
    const plan = fillForm(form, fields, asForm(result.reading), 'receipt', blank);
    setState({ phase: 'done', ...plan, foreign: foreignAmount(result.reading) });
  }

  return (
    <div className="space-y-2">
      <span ref={anchor} hidden />
      <Button
        variant="secondary"
        size="sm"
        disabled={!available || !fileKey || state.phase === 'reading'}
        onClick={() => fileKey && void run(fileKey)}
      >
        {state.phase === 'reading' ? 'Reading receipt…' : 'Read receipt'}
      </Button>
      {!available ? (
        <p className="text-xs text-muted">{RECEIPT_READING_OFF}</p>
      ) : !fileKey ? (
        <p className="text-xs text-muted">Attach a receipt to read it.</p>
      ) : null}
      <div role="status" aria-live="polite" className="text-sm">
        {state.phase === 'done' ? <Outcome {...state} /> : null}
      </div>
      {state.phase === 'failed' ? <Problem>{state.message}</Problem> : null}
    </div>
  );
}

function Outcome({ filled, kept, foreign }: { filled: string[]; kept: string[]; foreign: string | null }) {
  return (
    <div className="rounded-lg bg-info-soft px-3 py-2 text-info">
      <p className="font-medium">
        {filled.length > 0
          ? `Filled ${listLabels(filled)} from your receipt. Check them, then save.`
          : 'Every field the receipt covers already had a value: nothing was changed.'}
      </p>
      {kept.length > 0 ? <p className="mt-0.5">Kept what you had entered for {listLabels(kept)}.</p> : null}
      {foreign ? <p className="mt-0.5">The total is {foreign}: enter the amount in dollars.</p> : null}
    </div>
  );
}
