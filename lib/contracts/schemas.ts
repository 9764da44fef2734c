import { z } from 'zod';
import { recordBody } from '@/lib/validation/common';

// The request body of POST /contracts/analyze (spec): strict, like every body.

export const analyzeContractBody = recordBody({
  objstore_key: z
    .string()
    .min(1)
    .max(512)
    .meta({ description: 'Key returned by POST /contracts/upload-url' }),
});
export type AnalyzeContractBody = z.infer<typeof analyzeContractBody>;
