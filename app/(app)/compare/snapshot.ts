import 'server-only';
import { z } from 'zod';
import type { ComparisonOut } from '@/lib/records/comparisons/resource';

// A saved comparison keeps each contract as a JSON string {input, result} (lib/views/compare.ts).

const cents = z.number();
const resultSchema = z.object({
  grossComp: cents,
  taxableIncome: cents,
  federalTax: cents,
  stateTax: cents,
  ficaTax: cents,
  seTax: cents,
  // Absent from comparisons saved before local taxes were counted.
  homeState: z.string().nullable().optional(),
  homeStateTax: cents.optional(),
  workStateTax: cents.optional(),
  localTax: cents.optional(),
  locals: z.array(z.object({ id: z.string(), name: z.string(), tax: cents })).optional(),
  gsa: z.looseObject({ excess: cents }).optional(),
  totalTax: cents,
  expenses: cents,
  netTakeHome: cents,
  weeklyNet: cents,
  effectiveHourly: cents,
});
const sideSchema = z.object({
  input: z.looseObject({ name: z.string(), state: z.string(), weeks: z.number() }),
  result: resultSchema,
});

export type SavedSide = z.infer<typeof sideSchema>;

function parseSide(text: string): SavedSide | null {
  try {
    const parsed = sideSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The two sides of a saved comparison, or null when a snapshot cannot be read. */
export function readSnapshot(
  c: Pick<ComparisonOut, 'contract_a' | 'contract_b'>,
): [SavedSide, SavedSide] | null {
  const a = parseSide(c.contract_a);
  const b = parseSide(c.contract_b);
  return a && b ? [a, b] : null;
}
