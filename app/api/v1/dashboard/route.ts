// GET /api/v1/dashboard: the current year's records and the audit readiness score
import { methods } from '@/lib/http/methods';
import { json } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { dashboard } from '@/lib/tax-views/dashboard';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route({ cache: true }, async ({ ctx }) => json(await dashboard(ctx))),
});
