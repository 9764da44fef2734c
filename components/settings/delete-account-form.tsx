'use client';

import { useActionState, useId, useState } from 'react';
import { SubmitButton } from '@/components/records/submit-button';
import { Button } from '@/components/ui/button';
import { FormMessage, Hint, Label } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

interface DeleteState {
  message?: string;
}

/** A typed confirmation: the button works only once DELETE is typed, so no click erases by accident. */
export function DeleteAccountForm({
  action,
}: {
  action: (prev: DeleteState, data: FormData) => Promise<DeleteState>;
}) {
  const [state, formAction] = useActionState(action, {});
  const [typed, setTyped] = useState('');
  const id = useId();
  const ready = typed.trim() === 'DELETE';
  return (
    <form action={formAction} className="space-y-3">
      {state.message ? <FormMessage>{state.message}</FormMessage> : null}
      <div className="max-w-xs">
        <Label htmlFor={id}>Type DELETE to confirm</Label>
        <Input
          id={id}
          name="confirm"
          autoComplete="off"
          spellCheck={false}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          aria-describedby={`${id}-hint`}
        />
        <Hint id={`${id}-hint`}>In capital letters. This cannot be undone.</Hint>
      </div>
      {ready ? (
        <SubmitButton variant="danger" pendingLabel="Deleting…">
          Delete my account
        </SubmitButton>
      ) : (
        <Button variant="danger" disabled aria-disabled>
          Delete my account
        </Button>
      )}
    </form>
  );
}
