// GET /api/v1/health: no token, no rate limit; 503 with "database":"down" when the database fails
import { z } from 'zod';
import { getDb } from '@/lib/providers/db/client';
import { endpoint } from '@/lib/http/endpoint';
import { methods } from '@/lib/http/methods';
import { json } from '@/lib/http/respond';

const healthResponse = z
  .object({ status: z.enum(['ok', 'degraded']), database: z.enum(['ok', 'down']) })
  .meta({ examples: [{ status: 'ok', database: 'ok' }] });

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: endpoint(
    {
      method: 'GET',
      path: '/api/v1/health',
      operationId: 'getHealth',
      summary: 'Health check',
      description:
        'No token and no rate limit. 503 with `"database":"down"` when the database does not answer.',
      tags: ['System'],
      auth: 'none',
      response: healthResponse,
      alternatives: [
        {
          status: 503,
          description: 'The database is down',
          example: { status: 'degraded', database: 'down' },
        },
      ],
    },
    async () => {
      try {
        const db = await getDb();
        await db.$queryRaw`SELECT 1`;
        return json({ status: 'ok', database: 'ok' });
      } catch {
        return json({ status: 'degraded', database: 'down' }, 503);
      }
    },
  ),
});
