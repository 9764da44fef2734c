import { Card, CardHeader } from '@/components/ui/card';

const SHOWN = 3;

/** The engine's notes on a view: what is estimated, left out or stood in for; the long tail folds away. */
export function NotesList({ notes, id = 'notes-title' }: { notes: readonly string[]; id?: string }) {
  if (notes.length === 0) return null;
  const first = notes.slice(0, SHOWN);
  const rest = notes.slice(SHOWN);
  return (
    <Card aria-labelledby={id}>
      <CardHeader
        id={id}
        title="Notes"
        description="How these figures were estimated, and what they leave out."
      />
      <ul className="list-disc space-y-1.5 pl-5 text-sm text-muted wrap-anywhere">
        {first.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      {rest.length > 0 ? (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer rounded font-medium text-primary">
            {rest.length} more note{rest.length === 1 ? '' : 's'} on the tax tables used
          </summary>
          <ul className="mt-2 list-disc space-y-1.5 pl-5 text-muted wrap-anywhere">
            {rest.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </Card>
  );
}
