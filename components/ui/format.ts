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
