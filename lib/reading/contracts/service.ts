import 'server-only';
import { extractContract } from '@/lib/providers/ai/openai';
import type { Ctx } from '@/lib/core/context';
import { contractFieldsFromText } from '@/lib/reading/contract-rules';
import { readers, readInOrder, requireReaders } from '@/lib/reading/readers';
import type { ReadingSource } from '@/lib/reading/source';
import { contractInput, contractText, readOwnContract } from './extract';
import { toExtraction, type ContractExtraction } from './extraction';

// Contract analysis (spec POST /contracts/analyze, docs/api-guide.md §7 GET /contracts/status): the AI model
// when configured, else (or when it is down) this server's text recognition and rules (lib/reading). The
// order of the checks is docs/api-guide.md §3: the body was validated by the route, then 503 (no reader),
// then 404 (the key), then 422 (the contents).

type ContractsCtx = Pick<Ctx, 'userId'>;

/** GET /contracts/status */
export function contractsStatus(): { available: boolean; reader: ReadingSource | null } {
  const order = readers();
  return { available: order.length > 0, reader: order[0] ?? null };
}

/** POST /contracts/analyze: the fields of the caller's uploaded contract, pay in weekly cents. */
export async function analyzeContract(ctx: ContractsCtx, objstoreKey: string): Promise<ContractExtraction> {
  const order = requireReaders('Contract analysis');
  const bytes = await readOwnContract(ctx.userId, objstoreKey);
  return readInOrder(order, async (source) =>
    source === 'ai'
      ? toExtraction(await extractContract(await contractInput(bytes)), 'ai')
      : toExtraction(contractFieldsFromText(await contractText(bytes)), 'ocr'),
  );
}
