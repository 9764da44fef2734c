// GET /api/v1/contracts/status: whether contract analysis is available, and who reads (docs/api-guide.md §7)
import { contractsStatusResponse } from '@/lib/reading/contracts/schemas';
import { contractsStatus } from '@/lib/reading/contracts/service';
import { endpoint } from '@/lib/http/endpoint';
import { methods } from '@/lib/http/methods';
import { json } from '@/lib/http/respond';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: endpoint(
    {
      method: 'GET',
      path: '/api/v1/contracts/status',
      operationId: 'getContractsStatus',
      summary: 'Is contract analysis available?',
      tags: ['Contracts'],
      response: contractsStatusResponse,
      examples: { response: { available: true, reader: 'ocr' } },
    },
    async () => json(contractsStatus()),
  ),
});
