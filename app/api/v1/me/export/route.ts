// GET /api/v1/me/export: every record and attached file of the caller, as one ZIP (JSON and CSV)
import { exportAccount } from '@/lib/account/export';
import { download } from '@/lib/exports/download';
import { methods } from '@/lib/http/methods';
import { route } from '@/lib/http/route';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route({}, async ({ ctx }) => download(await exportAccount(ctx))),
});
