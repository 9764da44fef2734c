import type { Preview } from '@/lib/imports/preview';

// What the file turned out to be, in words: encoding, separator, where the names are, dates and amounts.

const ENCODINGS: Record<string, string> = {
  'utf-8': 'UTF-8',
  'utf-8-bom': 'UTF-8 (with byte-order mark)',
  'utf-16le': 'UTF-16 (Excel “Unicode text”)',
  'utf-16be': 'UTF-16 (big-endian)',
  'windows-1252': 'Windows-1252 (older Excel, most US banks)',
};
const DELIMITERS: Record<string, string> = {
  ',': 'commas',
  ';': 'semicolons',
  '\t': 'tabs',
  '|': 'vertical bars',
};

function amountWords(p: Preview): string | null {
  const style = p.detected.amount_style;
  if (!style) return null;
  const parts = [
    style.currencySymbol && 'dollar signs',
    style.thousandsSeparator && 'thousands commas',
    style.parenthesesNegative && 'negatives in parentheses',
  ].filter(Boolean);
  const sign =
    p.detected.expense_sign === 'negative'
      ? 'purchases are negative (money out), so positive amounts are skipped'
      : 'expenses are positive amounts';
  return `${parts.length ? `${parts.join(', ')}; ` : ''}${sign}`;
}

export function Detected({ preview: p }: { preview: Preview }) {
  const items: [string, string][] = [
    ['Encoding', ENCODINGS[p.detected.encoding] ?? p.detected.encoding],
    ['Columns separated by', DELIMITERS[p.detected.delimiter] ?? p.detected.delimiter],
    [
      'Column names',
      p.detected.header_line === null ? 'none found: columns are numbered' : `line ${p.detected.header_line}`,
    ],
    [
      'Dates',
      p.detected.date_format
        ? `${p.detected.date_format}${p.detected.date_format_ambiguous ? ' (no day above 12: month first assumed)' : ''}`
        : 'no format recognised',
    ],
  ];
  const amounts = amountWords(p);
  if (amounts) items.push(['Amounts', amounts]);
  if (p.detected.formula_cells > 0) {
    items.push([
      'Formulas',
      `${p.detected.formula_cells} cell${p.detected.formula_cells === 1 ? '' : 's'} start with = + - or @: kept as plain text, and escaped in every download`,
    ]);
  }
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
      {items.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-fg">{term}</dt>
          <dd className="mb-2 text-muted sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
