import { z } from 'zod';
import { sameType } from '@/lib/core/same-type';
import { STATE_CODES } from '@/lib/tax/law/types';
import type { Settlement, WithholdingCheck } from './settlement';

// The answer of the tax estimate (tax method v3): owed or refunded, federal, per state and per local line,
// and a W-2 worker's withholding check. Tied at compile time to ./settlement.ts.

const cents = (description: string) => z.int().meta({ description });
const state = z.enum(STATE_CODES);
const balance = {
  tax: cents('The year’s tax, cents'),
  paid: cents('Withheld and paid in estimates, cents'),
  balance: cents('tax − paid: more than 0 is still owed, less than 0 comes back as a refund'),
};
const amounts = z.array(z.object({ state, amount: cents('Cents') }));

export const settlementSchema = z
  .object({
    outcome: z
      .enum(['owe', 'refund', 'even'])
      .meta({ description: 'What the total comes to: owe (balance > 0), refund (< 0) or even' }),
    total: z.object(balance),
    federal: z.object(balance).meta({
      description: 'Federal income tax plus self-employment tax; FICA is withheld in full and not settled',
    }),
    states: z.array(z.object({ state, ...balance })),
    local: z.array(z.object({ id: z.string(), name: z.string(), ...balance })),
    paid: z.object({
      federalWithheld: cents('Yours (W-2 box 2, or pay stubs projected) and your spouse’s, cents'),
      federalEstimated: cents('Federal quarterly payments recorded, cents'),
      stateWithheld: amounts,
      stateEstimated: amounts,
    }),
  })
  .meta({ id: 'TaxSettlement', description: 'What is still owed or comes back when you file' });
sameType<z.infer<typeof settlementSchema>, Settlement>();

export const withholdingCheckSchema = z
  .object({
    onTrack: z.boolean().meta({ description: 'The federal withholding covers the federal income tax' }),
    federalTax: cents('Federal income tax of the year, cents'),
    withheld: cents('Federal withholding expected by December 31, cents'),
    gap: cents('What withholding and estimated payments leave unpaid, cents; 0 when on track'),
    paychecksLeft: z.int().meta({ description: 'Weekly paychecks left in the year' }),
    extraPerPaycheck: cents(
      'Extra federal withholding per paycheck (Form W-4 line 4(c)) that closes the gap by December 31, cents',
    ),
  })
  .nullable()
  .meta({ id: 'WithholdingCheck', description: 'W-2 only; null for 1099 workers' });
sameType<z.infer<typeof withholdingCheckSchema>, WithholdingCheck | null>();
