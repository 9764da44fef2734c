import 'server-only';
import { extractContract, openaiClient, requireOpenai } from '@/lib/providers/ai/openai';
import type { Ctx } from '@/lib/core/context';
import { contractInput, readOwnContract } from './extract';
import { toExtraction, type ContractExtraction } from './extraction';

// Contract analysis (spec POST /contracts/analyze, docs/api-guide.md §7 GET /contracts/status). The order of the
// checks is docs/api-guide.md §3: the body was validated by the route, then 503 (no AI key), then 404 (the key),
// then 422 (the contents).

type ContractsCtx = Pick<Ctx, 'userId'>;

/** GET /contracts/status */
export function contractsStatus(): { available: boolean } {
  return { available: openaiClient() !== null };
}

/** POST /contracts/analyze: the fields of the caller's uploaded contract, pay in weekly cents. */
export async function analyzeContract(ctx: ContractsCtx, objstoreKey: string): Promise<ContractExtraction> {
  requireOpenai();
  const bytes = await readOwnContract(ctx.userId, objstoreKey);
  const fields = await extractContract(await contractInput(bytes));
  return toExtraction(fields);
}
