/** A pretty-printed JSON example; scrolls sideways on narrow screens. */
export function JsonBlock({ value, label }: { value: unknown; label: string }) {
  return (
    <pre
      aria-label={label}
      tabIndex={0}
      className="max-h-96 overflow-auto rounded-lg border border-border bg-surface-muted p-3 font-mono text-xs leading-relaxed text-fg"
    >
      <code>{JSON.stringify(value, null, 2)}</code>
    </pre>
  );
}
