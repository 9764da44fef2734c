import { compactNumber, niceScale } from './scale';

export interface StackSeries {
  key: string;
  label: string;
}

export interface StackColumn {
  key: string;
  /** Full label ('March'), short label under the bar ('Mar') and the narrowest one ('M'). */
  label: string;
  short: string;
  narrow: string;
  /** One value per series, in series order. */
  values: readonly number[];
}

// Series colors: each a fill for the bars and a background for the legend swatch, chosen to stay apart
// from each other and from the card background in both themes.
const PALETTE = [
  { fill: 'fill-teal-600 dark:fill-teal-400', swatch: 'bg-teal-600 dark:bg-teal-400' },
  { fill: 'fill-indigo-500 dark:fill-indigo-300', swatch: 'bg-indigo-500 dark:bg-indigo-300' },
  { fill: 'fill-amber-500 dark:fill-amber-300', swatch: 'bg-amber-500 dark:bg-amber-300' },
  { fill: 'fill-slate-400 dark:fill-slate-500', swatch: 'bg-slate-400 dark:bg-slate-500' },
  { fill: 'fill-rose-500 dark:fill-rose-400', swatch: 'bg-rose-500 dark:bg-rose-400' },
] as const;
const colorOf = (i: number) => PALETTE[i % PALETTE.length] ?? PALETTE[0];

const PLOT = 180;
const AXIS = 22;
/** Share of a column the bar fills. */
const BAR = 0.64;

const numberFmt = new Intl.NumberFormat('en-US');

/**
 * A vertical stacked bar chart as one inline SVG (server-rendered, no library). Columns sit at percentages of
 * the width, so the bars stretch from 375 px up while the text keeps its size; the y-axis labels hang in the
 * container's left padding (`overflow: visible`). The title names it; the description spells out the data.
 */
export function StackedBarChart({
  title,
  unit,
  series,
  columns,
}: {
  title: string;
  /** After each number in the description and tooltips: 'mi'. */
  unit: string;
  series: readonly StackSeries[];
  columns: readonly StackColumn[];
}) {
  const totals = columns.map((c) => c.values.reduce((a, b) => a + b, 0));
  const { top, step } = niceScale(Math.max(0, ...totals));
  const y = (v: number) => PLOT - (v / top) * PLOT;
  const width = 100 / Math.max(columns.length, 1);
  const fmt = (n: number) => `${numberFmt.format(n)} ${unit}`;
  const described = columns
    .map((c, i) => ({ c, total: totals[i] ?? 0 }))
    .filter(({ total }) => total > 0)
    .map(({ c, total }) => {
      const parts = series
        .map((s, j) => ({ s, v: c.values[j] ?? 0 }))
        .filter(({ v }) => v > 0)
        .map(({ s, v }) => `${s.label} ${fmt(v)}`);
      return `${c.label}: ${fmt(total)} (${parts.join(', ')})`;
    });
  const desc = described.length > 0 ? `${described.join('; ')}.` : 'No data.';
  const grid: number[] = [];
  for (let v = 0; v <= top; v += step) grid.push(v);
  return (
    <figure className="min-w-0">
      <div className="pl-10">
        <svg role="img" width="100%" height={PLOT + AXIS} className="block overflow-visible text-muted">
          {/* The name and description come from <title> and <desc> (not aria-labelledby, which would make
              the chart match form-label lookups of the same words). */}
          <title>{title}</title>
          <desc>{desc}</desc>
          {grid.map((v) => (
            <g key={v}>
              <line x1="0" x2="100%" y1={y(v)} y2={y(v)} className="stroke-border" strokeWidth="1" />
              <text x="-6" y={y(v) + 4} textAnchor="end" className="fill-current text-[11px] tabular">
                {compactNumber(v)}
              </text>
            </g>
          ))}
          {columns.map((c, i) => {
            let base = 0;
            const x = `${(i + (1 - BAR) / 2) * width}%`;
            return (
              <g key={c.key}>
                {series.map((s, j) => {
                  const v = c.values[j] ?? 0;
                  if (v <= 0) return null;
                  const y0 = y(base);
                  base += v;
                  return (
                    <rect
                      key={s.key}
                      x={x}
                      width={`${width * BAR}%`}
                      y={y(base)}
                      height={Math.max(y0 - y(base), 1)}
                      className={colorOf(j).fill}
                    >
                      <title>{`${c.label} · ${s.label}: ${fmt(v)}`}</title>
                    </rect>
                  );
                })}
                <text
                  x={`${(i + 0.5) * width}%`}
                  y={PLOT + 16}
                  textAnchor="middle"
                  className="fill-current text-[11px]"
                >
                  <tspan className="sm:hidden">{c.narrow}</tspan>
                  <tspan className="max-sm:hidden">{c.short}</tspan>
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      <figcaption className="mt-3">
        <span className="sr-only">Legend: </span>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
          {series.map((s, j) => (
            <li key={s.key} className="inline-flex items-center gap-1.5">
              <span aria-hidden="true" className={`inline-block size-3 rounded-sm ${colorOf(j).swatch}`} />
              {s.label}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
