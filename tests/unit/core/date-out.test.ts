import { describe, expect, it } from 'vitest';
import { dateOut, todayOf } from '@/lib/core/dates';

// dateOut and todayOf write the date out by hand (lib/core/dates.ts): they must give exactly what
// toISOString().slice(0, 10) gives, for every instant.

const reference = (d: Date) => d.toISOString().slice(0, 10);

describe('dateOut', () => {
  it('matches toISOString on 20,000 random instants, midnights and the years at the edges', () => {
    let seed = 42;
    const next = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * 2 - 1;
    const instants = [
      ...Array.from({ length: 20_000 }, () => Math.round(next() * 8.64e15)),
      Date.UTC(2026, 0, 1),
      Date.UTC(2026, 11, 31, 23, 59, 59, 999),
      Date.UTC(2024, 1, 29),
      Date.UTC(999, 11, 31),
      Date.UTC(1000, 0, 1),
      Date.UTC(9999, 11, 31),
      Date.UTC(10000, 0, 1),
      -1,
      0,
    ];
    for (const t of instants) {
      const d = new Date(t);
      expect(dateOut(d), String(t)).toBe(reference(d));
      expect(todayOf(d), String(t)).toBe(reference(d));
    }
    expect(dateOut(null)).toBeNull();
  });
});
