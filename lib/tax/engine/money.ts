// Exact integer-cent arithmetic for the tax engine (tax-method.md: "All money is integer cents; round half
// away from zero, once, at the end of each step"). Rates are decimal fractions (0.0145, 0.05525, 0.9235);
// multiplying them in floating point can land a true half cent on either side of .5, so every product is
// done on exact rationals (BigInt numerator over a power of ten) and rounded exactly once.

import type { Bracket } from '@/lib/tax/law/types';

/** An exact non-negative-denominator fraction. */
export interface Ratio {
  num: bigint;
  den: bigint;
}

const rateCache = new Map<number, Ratio>();

/** A finite decimal number as an exact fraction over a power of ten (0.0307 → 307/10000). */
export function decimalRatio(value: number): Ratio {
  const cached = rateCache.get(value);
  if (cached) return cached;
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(value));
  if (!match) throw new RangeError(`Unparseable decimal: ${value}`);
  const [, sign = '', whole = '0', frac = '', exp = '0'] = match;
  let digits = BigInt(`${sign}${whole}${frac}`);
  let scale = frac.length - Number(exp);
  if (scale < 0) {
    digits *= 10n ** BigInt(-scale);
    scale = 0;
  }
  const ratio = { num: digits, den: 10n ** BigInt(scale) };
  rateCache.set(value, ratio);
  return ratio;
}

/** num / den rounded half away from zero (den > 0). */
export function roundRatio(num: bigint, den: bigint): number {
  if (den <= 0n) throw new RangeError('Denominator must be positive');
  const quotient = num / den; // truncates toward zero
  const remainder = num % den; // carries the sign of num
  const twice = (remainder < 0n ? -remainder : remainder) * 2n;
  const rounded = twice >= den ? quotient + (num < 0n ? -1n : 1n) : quotient;
  return Number(rounded);
}

function toBig(n: number, what: string): bigint {
  if (!Number.isSafeInteger(n)) throw new RangeError(`${what} must be a safe integer, got ${n}`);
  return BigInt(n);
}

/**
 * Round a plain number half away from zero (for values that are already exact, e.g. k/7 with k integer).
 * @internal Tests use it too.
 */
export function roundHalfAway(x: number): number {
  if (!Number.isFinite(x)) throw new RangeError(`Not a finite number: ${x}`);
  const r = Math.sign(x) * Math.round(Math.abs(x));
  return r === 0 ? 0 : r; // no -0
}

/** round(cents × rate), exact: the one way the engine applies a percentage. */
export function applyRate(cents: number, rate: number): number {
  const r = decimalRatio(rate);
  return roundRatio(toBig(cents, 'cents') * r.num, r.den);
}

/** round(a × b / c) for integers, exact (c > 0): prorations such as weekly × days / 7. */
export function mulDivRound(a: number, b: number, c: number): number {
  return roundRatio(toBig(a, 'a') * toBig(b, 'b'), toBig(c, 'c'));
}

/** A ratio rounded to 4 decimals (0 when the denominator is 0): effective rates and margins. */
export function ratio4(numerator: number, denominator: number): number {
  if (denominator === 0) return 0;
  const sign = denominator < 0 ? -1 : 1;
  return mulDivRound(numerator * sign, 10_000, denominator * sign) / 10_000;
}

/**
 * Tax of a bracket schedule on `taxableCents`, as an exact fraction (no rounding): the sum over brackets of
 * rate × the part of the income between the bracket's lower bound and the next one's. Brackets must be
 * sorted by lower bound; income below the first bound is untaxed; negative income is taxed as 0.
 */
export function bracketTaxExact(taxableCents: number, brackets: readonly Bracket[]): Ratio {
  const income = Math.max(0, taxableCents);
  const parts = brackets.map(([lower, rate], i) => {
    const upper = brackets[i + 1]?.[0] ?? Number.POSITIVE_INFINITY;
    return { portion: Math.max(0, Math.min(income, upper) - lower), rate: decimalRatio(rate) };
  });
  const den = parts.reduce((max, p) => (p.rate.den > max ? p.rate.den : max), 1n);
  const num = parts.reduce(
    (sum, p) => sum + toBig(p.portion, 'bracket portion') * p.rate.num * (den / p.rate.den),
    0n,
  );
  return { num, den };
}

/** bracketTaxExact rounded once, half away from zero. */
export function bracketTax(taxableCents: number, brackets: readonly Bracket[]): number {
  const t = bracketTaxExact(taxableCents, brackets);
  return roundRatio(t.num, t.den);
}

/**
 * Split `total` cents into parts proportional to `weights` that add up to `total` exactly (largest
 * remainder / Hamilton): each part gets floor(total × w / W), then the cents left over go one each to the
 * largest remainders, ties to the earlier index (callers sort their items canonically first).
 * - Weights must be non-negative integers; a negative total is split as -(split of |total|).
 * - All weights 0: zeros when total is 0, else an equal split (weights treated as all 1), so that no
 *   cent is lost. No weights at all with a non-zero total is an error: there is nothing to allocate to.
 */
export function allocateLargestRemainder(total: number, weights: readonly number[]): number[] {
  const whole = toBig(total, 'total');
  if (weights.length === 0) {
    if (whole !== 0n) throw new RangeError('Cannot allocate a non-zero total over no weights');
    return [];
  }
  for (const w of weights) {
    if (!Number.isSafeInteger(w) || w < 0)
      throw new RangeError(`Weight must be a non-negative integer: ${w}`);
  }
  if (whole < 0n) return allocateLargestRemainder(-total, weights).map((p) => (p === 0 ? 0 : -p));
  const sumWeights = weights.reduce((s, w) => s + w, 0);
  const effective = sumWeights === 0 ? weights.map(() => 1) : weights;
  const denominator = BigInt(sumWeights === 0 ? weights.length : sumWeights);
  const shares = effective.map((w, index) => {
    const product = whole * BigInt(w);
    return { index, floor: product / denominator, remainder: product % denominator };
  });
  let left = whole - shares.reduce((s, p) => s + p.floor, 0n);
  const byRemainder = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  const extra = new Set<number>();
  for (const share of byRemainder) {
    if (left <= 0n) break;
    extra.add(share.index);
    left -= 1n;
  }
  return shares.map((s) => Number(s.floor) + (extra.has(s.index) ? 1 : 0));
}

/**
 * A line's tax (a state's, a local jurisdiction's) split over the assignments it taxes. A line with none (a
 * household's other income taxed in a year without assignments) keeps its whole tax and gives no shares.
 */
export function itemShares(total: number, weights: readonly number[]): number[] {
  return weights.length === 0 ? [] : allocateLargestRemainder(total, weights);
}

/** Sum of integers (cents). */
export function sum(values: readonly number[]): number {
  return values.reduce((s, v) => s + v, 0);
}

/** One formatter: toLocaleString with options builds a new one on every call (1.5% of a computed view). */
const DOLLARS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const WHOLE_DOLLARS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const PERCENT = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 4 });

/** Cents as a worker reads them in a note: 416000 → '$4,160.00'; with 0 decimals, 15000000 → '$150,000'. */
export function usd(cents: number, decimals: 0 | 2 = 2): string {
  return `$${(decimals === 0 ? WHOLE_DOLLARS : DOLLARS).format(cents / 100)}`;
}

/** A rate as a worker reads it in a note: 0.9 → '90%', 0.0343 → '3.43%'. */
export function percent(rate: number): string {
  return PERCENT.format(rate);
}
