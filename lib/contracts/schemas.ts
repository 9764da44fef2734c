import { z } from 'zod';
import { objstoreKey, recordBody } from '@/lib/validation/common';

// The request body of POST /contracts/analyze (spec): strict, like every body.

export const analyzeContractBody = recordBody({
  objstore_key: objstoreKey.min(1).meta({ description: 'Key returned by POST /contracts/upload-url' }),
});
export type AnalyzeContractBody = z.infer<typeof analyzeContractBody>;
