// Law entries typed in lib/tax/law from a reference note or beside the reference: each checked against the
// reference text it cites, so a changed note fails here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stateLaw } from '@/lib/tax/law';
import { OHIO_PERSONAL_EXEMPTION } from '@/lib/tax/law/states';

const ref = JSON.parse(
  readFileSync(path.resolve(process.cwd(), 'lib/tax/law/reference/states-v3.json'), 'utf8'),
) as { states: { OH: { years: Record<string, { personal_exemption: { single: number; note: string } }> } } };

describe("Ohio's personal exemption tiers (states-v3.json OH personal_exemption.note)", () => {
  it.each(['2025', '2026'])('%s: the note names the tiers and the limits the table holds', (year) => {
    const pe = ref.states.OH.years[year]?.personal_exemption;
    expect(pe?.note).toBe(
      '2,400 if AGI <= 40,000; 2,150 to 80,000; 1,900 above; none above 750k (2025)/500k (2026)',
    );
    expect(OHIO_PERSONAL_EXEMPTION.tiers).toEqual([
      [4_000_000, 240_000],
      [8_000_000, 215_000],
      [null, 190_000],
    ]);
    expect(OHIO_PERSONAL_EXEMPTION.noneAbove).toEqual({ 2025: 75_000_000, 2026: 50_000_000 });
    // The generated deduction carries the first tier, which the engine replaces.
    expect(pe?.single).toBe(2_400);
    expect(stateLaw('OH', Number(year)).deduction.single).toBe(OHIO_PERSONAL_EXEMPTION.tiers[0]?.[1]);
  });
});
