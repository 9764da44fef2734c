'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { progressBar } from '@/components/uploads/file-upload';
import { Problem } from '@/components/uploads/problem';

// The commit with a real progress bar: the route streams a line per batch written inside the one
// transaction ({"written","total"}), then {"ok"}; the page then shows the import as done.

type State =
  | { phase: 'idle' }
  | { phase: 'writing'; written: number; total: number }
  | { phase: 'failed'; message: string };

type Line = { written?: number; total?: number; ok?: boolean; message?: string };

async function* lines(res: Response): AsyncGenerator<Line> {
  const reader = res.body?.getReader();
  if (!reader) return;
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    buffer += decoder.decode(value, { stream: !done });
    const parts = buffer.split('\n');
    buffer = parts.pop() ?? '';
    for (const part of parts) if (part.trim()) yield JSON.parse(part) as Line;
    if (done) return;
  }
}

export function CommitPanel({ id, ready, noun }: { id: number; ready: number; noun: string }) {
  const router = useRouter();
  const [state, setState] = useState<State>({ phase: 'idle' });

  async function commit() {
    setState({ phase: 'writing', written: 0, total: ready });
    try {
      const res = await fetch(`/imports/${id}/commit`, { method: 'POST' });
      if (!res.ok) {
        const message = res.status === 401 ? 'You were signed out: sign in and try again.' : await res.text();
        return setState({ phase: 'failed', message: message || 'The import failed. Try again.' });
      }
      for await (const line of lines(res)) {
        if (line.ok === false)
          return setState({ phase: 'failed', message: line.message ?? 'The import failed.' });
        if (line.ok) return router.refresh();
        setState({ phase: 'writing', written: line.written ?? 0, total: line.total ?? ready });
      }
    } catch {
      setState({ phase: 'failed', message: 'The import was interrupted. Nothing was written; try again.' });
    }
  }

  const pct = state.phase === 'writing' ? Math.round((state.written / Math.max(1, state.total)) * 100) : 0;
  return (
    <div className="space-y-3">
      <Button onClick={() => void commit()} disabled={ready === 0 || state.phase === 'writing'}>
        Import {ready.toLocaleString('en-US')} {noun}
      </Button>
      {state.phase === 'writing' ? (
        <div className="space-y-1.5 rounded-lg border border-border p-3" role="status">
          <div className="flex items-center justify-between gap-3 text-sm">
            <span>
              Saving {state.written.toLocaleString('en-US')} of {state.total.toLocaleString('en-US')}…
            </span>
            <span className="tabular font-medium" aria-hidden="true">
              {pct}%
            </span>
          </div>
          <progress
            className={progressBar}
            value={state.written}
            max={Math.max(1, state.total)}
            aria-label={`Importing ${noun}`}
            aria-valuetext={`${pct}%`}
          />
        </div>
      ) : null}
      {state.phase === 'failed' ? <Problem>{state.message}</Problem> : null}
    </div>
  );
}
