// GET /api/v1/contracts/status: whether contract analysis is configured (decisions §7)
import { contractsStatus } from '@/lib/contracts/service';
import { methods } from '@/lib/http/methods';
import { json } from '@/lib/http/respond';
import { route } from '@/lib/http/route';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route({}, async () => json(contractsStatus())),
});
