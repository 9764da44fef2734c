import type { ErrorCode } from '@/lib/core/errors';
import type { BaseRow, ResourceSpec } from '@/lib/records/define';
import { patchExample, recordExample } from '@/lib/records/examples';
import { idParam, listQuery, yearListQuery } from '@/lib/validation/common';
import type { Contract } from './contract';

// The contracts of a record resource's six operations (docs/api-guide.md §5), from its ResourceSpec: the same
// schemas its handlers parse with (lib/http/record-routes.ts), and what `spec.docs` says about it.

const PAGE_DOCS: Record<string, string> = {
  limit: 'Page size',
  offset: 'Records to skip',
  deleted: '`true` lists your soft-deleted records (the trash) instead',
};

const pascal = (s: string) => s.replace(/(^|\s)(\w)/g, (_m, _sp: string, c: string) => c.toUpperCase());
const article = (s: string) => (/^[aeiou]/i.test(s) ? `an ${s}` : `a ${s}`);

export function recordContracts<Row extends BaseRow, C, U>(spec: ResourceSpec<Row, C, U>) {
  const { docs } = spec;
  const base = `/api/v1/${spec.path}`;
  const one = spec.name.toLowerCase();
  const Name = pascal(spec.name);
  const record = recordExample(spec, docs.exampleRecord);
  const common = { tags: [docs.tag] as [string], response: spec.record, examples: { response: record } };
  const byId = { ...common, path: `${base}/{id}`, params: idParam, errors: ['not_found'] as ErrorCode[] };
  const yearDoc = docs.yearNote && { year: `Selects ${docs.yearNote}; default the current year` };

  const list = {
    ...common,
    method: 'GET',
    path: base,
    operationId: `list${Name}s`,
    summary: `List ${one}s`,
    description: ['Newest first.', docs.about].filter(Boolean).join(' '),
    query: spec.yearScope ? yearListQuery : listQuery,
    queryDocs: { ...PAGE_DOCS, ...yearDoc },
    list: true,
    cache: true,
    // A list read by one statement (lib/records/json-rows.ts) reads the user's row with it; the others
    // read through Prisma and look the user up first, as before.
    userWithRead: spec.json !== undefined || spec.modelRows !== undefined,
    examples: { response: [record] },
  } satisfies Contract;

  const create =
    spec.createBody &&
    ({
      ...common,
      method: 'POST',
      path: base,
      operationId: `create${Name}`,
      summary: `Create ${article(one)}`,
      description: docs.about,
      body: spec.createBody,
      status: 201,
      errors: docs.writeErrors,
      examples: { request: spec.example, response: record },
    } satisfies Contract<unknown, unknown, C>);

  const get = {
    ...byId,
    method: 'GET',
    operationId: `get${Name}`,
    summary: `Get ${article(one)}`,
    cache: true,
  } satisfies Contract;

  const update =
    spec.updateBody &&
    ({
      ...byId,
      method: 'PATCH',
      operationId: `update${Name}`,
      summary: `Update ${article(one)}`,
      description: 'Partial: send only the fields to change; answers with the whole record.',
      body: spec.updateBody,
      errors: [
        ...new Set<ErrorCode>(['not_found', ...(docs.writeErrors ?? []), ...(docs.patchErrors ?? [])]),
      ],
      examples: { request: patchExample(spec), response: record },
    } satisfies Contract<unknown, unknown, U>);

  const remove = {
    ...byId,
    method: 'DELETE',
    operationId: `delete${Name}`,
    summary: `Delete ${article(one)}`,
    description:
      'Soft delete: the record moves to the trash (`?deleted=true` on the list) and can be restored.',
    response: undefined,
    status: 204,
    examples: undefined,
  } satisfies Contract;

  const restore = {
    ...byId,
    method: 'PATCH',
    path: `${base}/{id}/restore`,
    operationId: `restore${Name}`,
    summary: `Restore ${article(one)}`,
    description: 'Undoes a delete; also 200 for a record that is not deleted.',
    // A restored record collides like a created one (a second live payment for its quarter).
    errors: docs.writeErrors?.includes('conflict') ? ['not_found', 'conflict'] : ['not_found'],
  } satisfies Contract;

  return { list, create, get, update, remove, restore };
}
