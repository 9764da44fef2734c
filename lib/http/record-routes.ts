import 'server-only';
import { endpoint } from '@/lib/http/endpoint';
import { methods } from '@/lib/http/methods';
import { created, json, listText, noContent } from '@/lib/http/respond';
import type { BaseRow, ResourceSpec } from '@/lib/records/define';
import {
  createRecord,
  deleteRecord,
  getRecordOrThrow,
  listRecordsText,
  restoreRecord,
  updateRecord,
} from '@/lib/records/service';
import { recordContracts } from './record-contracts';

// The route handlers of a record resource, for the three route files of app/api/v1/<resource>/; each
// carries its contract from lib/http/record-contracts.ts.

export function recordRoutes<Row extends BaseRow, C, U>(spec: ResourceSpec<Row, C, U>) {
  const c = recordContracts(spec);
  return {
    // GET /api/v1/<resource> and POST /api/v1/<resource>
    collection: methods({
      GET: endpoint(c.list, async ({ ctx, query }) => listText(await listRecordsText(spec, ctx, query))),
      POST: c.create
        ? endpoint(c.create, async ({ ctx, body }) => created(await createRecord(spec, ctx, body)))
        : undefined,
    }),
    // GET, PATCH, DELETE /api/v1/<resource>/:id
    item: methods({
      GET: endpoint(c.get, async ({ ctx, params }) =>
        json(spec.serialize(await getRecordOrThrow(spec, ctx, params.id), ctx)),
      ),
      PATCH: c.update
        ? endpoint(c.update, async ({ ctx, params, body }) =>
            json(await updateRecord(spec, ctx, params.id, body)),
          )
        : undefined,
      DELETE: endpoint(c.remove, async ({ ctx, params }) => {
        await deleteRecord(spec, ctx, params.id);
        return noContent();
      }),
    }),
    // PATCH /api/v1/<resource>/:id/restore
    restore: methods({
      PATCH: endpoint(c.restore, async ({ ctx, params }) => json(await restoreRecord(spec, ctx, params.id))),
    }),
  };
}
