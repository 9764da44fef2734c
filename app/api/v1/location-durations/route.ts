// GET /api/v1/location-durations: days per city+state in the rolling 24 months (the 12-month rule)
import { methods } from '@/lib/http/methods';
import { json } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { locationDurationsView } from '@/lib/tax-views/views';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route({ cache: true }, async ({ ctx }) => json(await locationDurationsView(ctx))),
});
