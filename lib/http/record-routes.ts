import 'server-only';
import { methods } from '@/lib/http/methods';
import { created, json, list, noContent } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { idParam, listQuery, yearListQuery } from '@/lib/validation/common';
import type { BaseRow, ResourceSpec } from '@/lib/records/define';
import {
  createRecord,
  deleteRecord,
  getRecordOrThrow,
  listRecords,
  restoreRecord,
  updateRecord,
} from '@/lib/records/service';

// The route handlers of a record resource, for the three route files of app/api/v1/<resource>/.

export function recordRoutes<Row extends BaseRow, C, U>(spec: ResourceSpec<Row, C, U>) {
  const query = spec.yearScope ? yearListQuery : listQuery;
  return {
    // GET /api/v1/<resource> and POST /api/v1/<resource>
    collection: methods({
      GET: route({ query, cache: true }, async ({ ctx, query: q }) => list(await listRecords(spec, ctx, q))),
      POST: spec.createBody
        ? route({ body: spec.createBody }, async ({ ctx, body }) =>
            created(await createRecord(spec, ctx, body)),
          )
        : undefined,
    }),
    // GET, PATCH, DELETE /api/v1/<resource>/:id
    item: methods({
      GET: route({ params: idParam, cache: true }, async ({ ctx, params }) =>
        json(spec.serialize(await getRecordOrThrow(spec, ctx, params.id), ctx)),
      ),
      PATCH: spec.updateBody
        ? route({ params: idParam, body: spec.updateBody }, async ({ ctx, params, body }) =>
            json(await updateRecord(spec, ctx, params.id, body)),
          )
        : undefined,
      DELETE: route({ params: idParam }, async ({ ctx, params }) => {
        await deleteRecord(spec, ctx, params.id);
        return noContent();
      }),
    }),
    // PATCH /api/v1/<resource>/:id/restore
    restore: methods({
      PATCH: route({ params: idParam }, async ({ ctx, params }) =>
        json(await restoreRecord(spec, ctx, params.id)),
      ),
    }),
  };
}
