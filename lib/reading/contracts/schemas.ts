import { z } from 'zod';
import { sameType } from '@/lib/core/same-type';
import { readingSourceSchema } from '@/lib/reading/schemas';
import { objstoreKey, recordBody } from '@/lib/validation/common';
import type { ContractExtraction } from './extraction';
import type { contractsStatus } from './service';

// The request body of POST /contracts/analyze (spec): strict, like every body; and the responses of the
// contract endpoints, tied at compile time to what the service returns.

export const analyzeContractBody = recordBody({
  objstore_key: objstoreKey.min(1).meta({ description: 'Key returned by POST /contracts/upload-url' }),
}).meta({
  examples: [{ objstore_key: 'contracts/7/3b2f6c1e-8a4d-4f0e-9c57-1d2e3f4a5b6c-aya-denver-contract.pdf' }],
});

/** GET /contracts/status */
export const contractsStatusResponse = z.object({
  available: z
    .boolean()
    .meta({ description: 'Whether contract analysis (and receipt reading) is available' }),
  reader: readingSourceSchema
    .nullable()
    .meta({ description: 'Who reads files first on this server; null when nobody can' }),
});

const maybeText = z.string().nullable();
const maybeCents = z.int().nullable().meta({ description: 'Cents (weekly for pay and stipends), or null' });

/** The response of POST /contracts/analyze: the model's or the rules' reading, converted (./extraction.ts). */
export const contractExtractionResponse = z
  .object({
    facility: maybeText,
    location: maybeText,
    state: maybeText.meta({ description: 'Two-letter code, or null' }),
    agency: maybeText,
    start_date: z.iso.date().nullable(),
    end_date: z.iso.date().nullable(),
    hours_per_week: z
      .number()
      .min(1)
      .max(168)
      .nullable()
      .meta({ description: 'Hours per week the contract states, or null (weekly pay then counts 36)' }),
    base_pay: maybeCents,
    housing_stipend: maybeCents,
    mie_stipend: maybeCents,
    sign_on_bonus: maybeCents,
    completion_bonus: maybeCents,
    referral_bonus: maybeCents,
    overtime_rate: z.int().nullable().meta({ description: 'Overtime pay in cents per hour, or null' }),
    source: readingSourceSchema,
  })
  .meta({
    id: 'ContractExtraction',
    examples: [
      {
        facility: 'Denver Health Medical Center',
        location: 'Denver',
        state: 'CO',
        agency: 'Aya Healthcare',
        start_date: '2026-01-05',
        end_date: '2026-04-05',
        hours_per_week: 36,
        base_pay: 90000,
        housing_stipend: 150000,
        mie_stipend: 50000,
        sign_on_bonus: 100000,
        completion_bonus: null,
        referral_bonus: null,
        overtime_rate: 3750,
        source: 'ai',
      },
    ],
  });
sameType<z.infer<typeof contractExtractionResponse>, ContractExtraction>();
sameType<z.infer<typeof contractsStatusResponse>, ReturnType<typeof contractsStatus>>();
