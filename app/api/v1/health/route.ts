// GET /api/v1/health: no token, no rate limit; 503 with "database":"down" when the database fails
import { getDb } from '@/lib/db/client';
import { methods } from '@/lib/http/methods';
import { json } from '@/lib/http/respond';
import { publicRoute } from '@/lib/http/route';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: publicRoute({}, async () => {
    try {
      const db = await getDb();
      await db.$queryRaw`SELECT 1`;
      return json({ status: 'ok', database: 'ok' });
    } catch {
      return json({ status: 'degraded', database: 'down' }, 503);
    }
  }),
});
