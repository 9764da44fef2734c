/** A failure beside an upload or reading, announced to screen readers, saying what to do next. */
export function Problem({ children }: { children: React.ReactNode }) {
  return (
    <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
      {children}
    </p>
  );
}
