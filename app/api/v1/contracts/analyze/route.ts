// POST /api/v1/contracts/analyze: reads an uploaded contract with the AI model; pay in weekly cents
import { analyzeContractBody } from '@/lib/contracts/schemas';
import { analyzeContract } from '@/lib/contracts/service';
import { methods } from '@/lib/http/methods';
import { json } from '@/lib/http/respond';
import { route } from '@/lib/http/route';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: route({ body: analyzeContractBody }, async ({ ctx, body }) =>
    json(await analyzeContract(ctx, body.objstore_key)),
  ),
});
