'use client';

import { useState } from 'react';
import type { FieldOption } from '@/app/_lib/form-types';
import { dollarsToCents } from '@/app/_lib/form-values';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { SelectField, TextField } from './fields';
import { dollars, newAction } from './make';
import { localDate } from './moments';
import type { QueuedAction } from './queue';

// An expense, or a receipt's expense with its photo: amount, category, date and what it was. Saved on this
// device first (the queue), then sent.

export interface Photo {
  blob: Blob;
  /** A URL of the blob for the preview. */
  url: string;
  /** Its key in storage when it was uploaded at once (online). */
  key?: string;
}

/** What reading the photo found (POST /expenses/analyze-receipt), to fill the fields left empty. */
export interface Prefill {
  amount?: string;
  date?: string;
  description?: string;
  category?: string;
}

export function ExpenseForm({
  user,
  categories,
  photo,
  prefill,
  reading,
  enqueue,
  onDone,
  onCancel,
}: {
  user: string;
  categories: FieldOption[];
  photo?: Photo;
  prefill?: Prefill;
  /** A line about reading the photo ("Reading your receipt…", "Read from your photo: check it"). */
  reading?: string | null;
  enqueue: (a: QueuedAction) => Promise<void>;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const kind = photo ? 'receipt' : 'expense';
  const [amount, setAmount] = useState('');
  const [category, setCategory] = useState('');
  const [date, setDate] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  // What the worker typed wins over what the photo's reading found.
  const value = {
    amount: amount || prefill?.amount || '',
    category: category || prefill?.category || 'supplies',
    date: date || prefill?.date || localDate(),
    description: description || prefill?.description || '',
  };

  async function save(e: React.FormEvent) {
    e.preventDefault();
    const cents = dollarsToCents(value.amount);
    if (cents === null) return setError('Enter the amount in dollars, like 12.50');
    const name = categories.find((c) => c.value === value.category)?.label ?? value.category;
    const label = [photo ? 'Receipt' : 'Expense', dollars(cents), name, value.description]
      .filter(Boolean)
      .join(' · ');
    const body = {
      date: value.date,
      category: value.category,
      amount: cents,
      description: value.description,
    };
    await enqueue(
      newAction(user, kind, label, body, photo ? { photo: photo.blob, photoKey: photo.key } : {}),
    );
    onDone(`${photo ? 'Receipt' : 'Expense'} saved`);
  }

  return (
    <form onSubmit={save} className="grid gap-3" aria-label={photo ? 'Receipt' : 'Expense'} noValidate>
      {photo ? (
        // eslint-disable-next-line @next/next/no-img-element -- a local blob: URL, not an image to optimize
        <img
          src={photo.url}
          alt="Your receipt photo"
          className="max-h-48 w-auto self-start rounded-lg border border-border"
        />
      ) : null}
      {reading ? (
        <p className="text-sm text-muted" role="status">
          {reading}
        </p>
      ) : null}
      <div className="grid grid-cols-2 gap-3">
        <TextField
          id={`${kind}-amount`}
          label="Amount"
          inputMode="decimal"
          placeholder="0.00"
          value={value.amount}
          onChange={(e) => setAmount(e.target.value)}
          required
        />
        <TextField
          id={`${kind}-date`}
          label="Date"
          type="date"
          value={value.date}
          onChange={(e) => setDate(e.target.value)}
          required
        />
      </div>
      <SelectField
        id={`${kind}-category`}
        label="Category"
        options={categories}
        value={value.category}
        onChange={(e) => setCategory(e.target.value)}
      />
      <TextField
        id={`${kind}-description`}
        label="What it was"
        placeholder="e.g. Walgreens, scrubs"
        value={value.description}
        onChange={(e) => setDescription(e.target.value)}
        maxLength={500}
      />
      {error ? <FormMessage>{error}</FormMessage> : null}
      <div className="flex gap-2">
        <Button type="submit">Save {photo ? 'receipt' : 'expense'}</Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
