import { formatCents } from '@/components/ui/money';

export interface Bar {
  key: string | number;
  label: string;
  /** Cents; may be negative. */
  value: number;
}

const ROW = 46;
const BAR_TOP = 20;
const BAR_HEIGHT = 16;
/** Bars use this share of the width; the rest leaves room for the value after the longest bar. */
const SPAN = 68;
const MAX_LABEL = 44;

function clip(text: string): string {
  return text.length > MAX_LABEL ? `${text.slice(0, MAX_LABEL - 1)}…` : text;
}

/**
 * A horizontal bar chart of money, drawn as one inline SVG without a viewBox: positions are percentages of
 * the width, so the text keeps its size from 375 px up. Negative values grow left of a zero line.
 */
export function BarChart({ title, bars }: { title: string; bars: readonly Bar[] }) {
  if (bars.length === 0) return null;
  const min = Math.min(0, ...bars.map((b) => b.value));
  const max = Math.max(0, ...bars.map((b) => b.value));
  const range = max - min || 1;
  const x = (v: number) => ((v - min) / range) * SPAN;
  const zero = x(0);
  const summary = bars.map((b) => `${b.label}: ${formatCents(b.value)}`).join('; ');
  return (
    <figure className="text-fg">
      <svg
        role="img"
        aria-label={`${title}. ${summary}`}
        width="100%"
        height={bars.length * ROW + 4}
        className="block overflow-hidden"
      >
        {bars.map((b, i) => {
          const top = i * ROW;
          const start = Math.min(zero, x(b.value));
          const width = Math.max(Math.abs(x(b.value) - zero), b.value === 0 ? 0 : 0.4);
          const negative = b.value < 0;
          return (
            <g key={b.key}>
              <text x="0" y={top + 13} className="fill-current text-[13px]">
                {clip(b.label)}
              </text>
              <rect
                x={`${start}%`}
                y={top + BAR_TOP}
                width={`${width}%`}
                height={BAR_HEIGHT}
                rx="3"
                className={negative ? 'fill-danger' : 'fill-primary'}
              />
              <text
                x={`${negative ? zero : x(b.value)}%`}
                dx="6"
                y={top + BAR_TOP + 12}
                className={`tabular text-[12px] ${negative ? 'fill-danger' : 'fill-current'}`}
              >
                {formatCents(b.value)}
              </text>
            </g>
          );
        })}
        <line
          x1={`${zero}%`}
          x2={`${zero}%`}
          y1={BAR_TOP - 3}
          y2={bars.length * ROW}
          strokeWidth="1"
          className="stroke-muted"
        />
      </svg>
      <figcaption className="sr-only">{title}</figcaption>
    </figure>
  );
}
