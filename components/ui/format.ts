// Formatting for the computed views: pure, usable from server and client components alike.

const FALLBACK_LOCALE = 'en-US';

/** The first supported language of an Accept-Language header ('fr-CA,fr;q=0.9' → 'fr-CA'), else en-US. */
export function pickLocale(acceptLanguage: string | null | undefined): string {
  const tags = (acceptLanguage ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim() ?? '')
    .filter((tag) => tag && tag !== '*');
  for (const tag of tags) {
    try {
      const [supported] = Intl.DateTimeFormat.supportedLocalesOf(tag);
      if (supported) return supported;
    } catch {
      // A malformed tag: try the next one.
    }
  }
  return FALLBACK_LOCALE;
}

/** 'YYYY-MM-DD' in the reader's locale (calendar dates carry no zone: format them as UTC). */
export function formatDay(value: string, locale: string): string {
  const d = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(d);
}

/**
 * An ISO timestamp as date and time in the reader's locale and time zone (the browser's, components/tax/
 * local-time.tsx). Without a zone (the server's first render) only the day is shown, never a UTC time.
 */
export function formatTimestamp(value: string, locale: string, timeZone?: string): string {
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  if (!timeZone) return formatDay(value.slice(0, 10), locale);
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(d);
}

/** A ratio (0.1234) as a percentage with one decimal: '12.3%'. */
export function formatPercent(ratio: number, locale = FALLBACK_LOCALE): string {
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(ratio);
}

/** Whole days from one 'YYYY-MM-DD' to another (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
