'use client';

import { useActionState, useId } from 'react';
import { FormMessage, Label } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { SubmitButton } from '@/components/records/submit-button';
import { LocalTime } from '@/components/ui/local-time';

interface TokenState {
  ok?: boolean;
  message?: string;
  token?: string;
  expiresAt?: string;
}

/** Mints an API access token and shows it once; it is never stored or shown again. */
export function TokenForm({ action }: { action: (prev: TokenState) => Promise<TokenState> }) {
  const [state, formAction] = useActionState(action, {});
  const id = useId();
  return (
    <form action={formAction} className="space-y-3">
      {state.message && !state.ok ? <FormMessage>{state.message}</FormMessage> : null}
      {state.token ? (
        <div>
          <Label htmlFor={id}>Your access token (copy it now: it is shown only once)</Label>
          <Textarea
            id={id}
            readOnly
            value={state.token}
            rows={4}
            className="font-mono text-xs break-all"
            aria-describedby={`${id}-exp`}
          />
          <p id={`${id}-exp`} className="mt-1 text-xs text-muted">
            Expires {state.expiresAt ? <LocalTime value={state.expiresAt} /> : 'in one hour'}. Send it as{' '}
            <code>Authorization: Bearer …</code>.
          </p>
        </div>
      ) : null}
      <SubmitButton variant="secondary" pendingLabel="Creating…">
        {state.token ? 'Create another token' : 'Create access token'}
      </SubmitButton>
    </form>
  );
}
