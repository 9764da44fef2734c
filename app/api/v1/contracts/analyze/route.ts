// POST /api/v1/contracts/analyze: reads an uploaded contract, by the AI model or on the server; pay in weekly cents
import { analyzeContractBody, contractExtractionResponse } from '@/lib/reading/contracts/schemas';
import { analyzeContract } from '@/lib/reading/contracts/service';
import { endpoint } from '@/lib/http/endpoint';
import { methods } from '@/lib/http/methods';
import { json } from '@/lib/http/respond';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: endpoint(
    {
      method: 'POST',
      path: '/api/v1/contracts/analyze',
      operationId: 'analyzeContract',
      summary: 'Extract assignment fields from a contract',
      description:
        'Reads an uploaded contract with the AI model when one is configured, otherwise (or while it is down) ' +
        "with the server's own text recognition and rules; `source` says which. Pay is converted to weekly " +
        'cents (hourly × the stated hours or 36, daily × 7, monthly ÷ 4.33); a field that cannot be read is ' +
        'null. 404 for a key that is not yours.',
      tags: ['Contracts'],
      body: analyzeContractBody,
      response: contractExtractionResponse,
      errors: ['not_configured', 'not_found', 'unprocessable_contract', 'unavailable'],
    },
    async ({ ctx, body }) => json(await analyzeContract(ctx, body.objstore_key)),
  ),
});
