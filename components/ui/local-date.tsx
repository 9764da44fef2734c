import { formatDay } from './format';

/** A calendar date in the reader's locale, with the machine-readable date kept in `dateTime`. */
export function LocalDate({ value, locale }: { value: string | null; locale: string }) {
  if (!value) return <span className="text-muted">—</span>;
  return <time dateTime={value}>{formatDay(value, locale)}</time>;
}
