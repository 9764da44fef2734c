// Axis arithmetic for the charts: pure.

/** A round axis maximum at or above `max` and its step, for about four grid lines: 1,230 → 1,500 by 500. */
export function niceScale(max: number, lines = 4): { top: number; step: number } {
  if (!(max > 0)) return { top: lines, step: 1 };
  const raw = max / lines;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? 10 * magnitude;
  const whole = Math.max(1, Math.round(step));
  return { top: Math.ceil(max / whole) * whole, step: whole };
}

/** 1500 → '1.5k' on the axis where space is short; below 1,000 as is. */
export function compactNumber(n: number): string {
  if (n < 1000) return String(n);
  const k = n / 1000;
  return `${Number.isInteger(k) ? k : k.toFixed(1)}k`;
}
