'use client';

import { useActionState, useId, useState } from 'react';
import { SubmitButton } from '@/components/records/submit-button';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

interface CalendarState {
  url?: string;
}

/** Creates (or replaces) the feed's secret address and shows it once, with a copy button. */
export function CalendarFeedForm({
  action,
  turnOff,
}: {
  action: (prev: CalendarState) => Promise<CalendarState>;
  /** Present while a feed is on. */
  turnOff?: () => Promise<void>;
}) {
  const [state, formAction] = useActionState(action, {});
  const [copied, setCopied] = useState(false);
  const id = useId();
  const copy = async (url: string) => {
    await navigator.clipboard.writeText(url).catch(() => undefined);
    setCopied(true);
  };
  return (
    <form action={formAction} className="space-y-3">
      {state.url ? (
        <div>
          <Label htmlFor={id}>Your calendar address (copy it now: it is shown only once)</Label>
          <div className="flex gap-2">
            <Input
              id={id}
              readOnly
              value={state.url}
              className="font-mono text-xs"
              onFocus={(e) => e.target.select()}
            />
            <Button variant="secondary" onClick={() => void copy(state.url ?? '')}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
          </div>
          <p className="mt-1 text-xs text-muted">
            In your calendar app choose “Add calendar from URL” (or “Subscribe”) and paste it.
          </p>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <SubmitButton variant="secondary" pendingLabel="Creating…">
          {turnOff || state.url ? 'Make a new address' : 'Create calendar address'}
        </SubmitButton>
        {turnOff ? (
          <Button type="submit" variant="ghost" formAction={turnOff}>
            Turn off
          </Button>
        ) : null}
      </div>
    </form>
  );
}
