import { Badge } from '@/components/ui/badge';
import { anchorOf, explodedFields, fieldRows, notesOf, typeLabel, type DocOperation } from './describe';
import type { JsonSchema, ResponseObject } from '@/lib/http/openapi/types';
import { FieldsTable, type ParamRow } from './fields-table';
import { InlineText } from './inline-text';
import { JsonBlock } from './json-block';
import { MethodBadge } from './method-badge';

type Schemas = Record<string, JsonSchema>;

function AccessBadges({ op }: { op: DocOperation['op'] }) {
  const schemes = op.security.flatMap((s) => Object.keys(s));
  return (
    <span className="flex flex-wrap gap-1.5">
      {schemes.includes('bearerAuth') ? <Badge>Bearer token</Badge> : null}
      {schemes.includes('cronSecret') ? <Badge>Cron secret</Badge> : null}
      {schemes.length === 0 ? <Badge tone="info">Public</Badge> : null}
      {op['x-pro'] ? <Badge tone="warning">Pro</Badge> : null}
    </span>
  );
}

function errorItems(responses: Record<string, ResponseObject>) {
  return Object.entries(responses)
    .filter(([status]) => Number(status) >= 400)
    .flatMap(([status, r]) =>
      Object.entries(r.content?.['application/json']?.examples ?? {}).map(([code, ex]) => {
        const value = ex.value as { error?: { message?: string } } | undefined;
        return { status, code, message: value?.error?.message ?? '' };
      }),
    );
}

function SubHeading({ children }: { children: React.ReactNode }) {
  return <h4 className="mt-5 mb-2 text-sm font-semibold text-fg">{children}</h4>;
}

/** One operation: method, path, summary, access, parameters, body fields, examples, errors. */
export function EndpointSection({ method, path, op, schemas }: DocOperation & { schemas: Schemas }) {
  const exploded = (op.parameters ?? []).filter((p) => p.explode);
  const params: ParamRow[] = (op.parameters ?? []).flatMap((p) =>
    p.explode
      ? explodedFields(p.schema, schemas).map((f) => ({ ...f, where: p.in }))
      : [
          {
            name: p.name,
            where: p.in,
            type: typeLabel(p.schema),
            required: p.required,
            notes: notesOf({ ...p.schema, ...(p.description && { description: p.description }) }, schemas),
          },
        ],
  );
  const body = op.requestBody?.content['application/json'];
  const bodyRows = body ? fieldRows(body.schema, schemas) : [];
  const success = Object.entries(op.responses).find(([s]) => s.startsWith('2'));
  const successBody = success?.[1].content?.['application/json'];
  // A download (PDF, ZIP, calendar) answers a file rather than JSON.
  const fileType = Object.keys(success?.[1].content ?? {}).find((t) => t !== 'application/json');
  const isList = Boolean(success?.[1].headers?.['X-Total-Count']);
  const others = Object.entries(op.responses).filter(([s]) => !s.startsWith('4') && s !== success?.[0]);
  const errors = errorItems(op.responses);
  const headingId = anchorOf(op);

  return (
    <article
      aria-labelledby={headingId}
      className="scroll-mt-6 rounded-xl border border-border bg-surface p-4 sm:p-6"
    >
      <h3 id={headingId} className="flex flex-wrap items-center gap-2 text-base font-semibold">
        <MethodBadge method={method} />
        <code className="font-mono text-sm break-all">{path}</code>
      </h3>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1.5">
        <p className="font-medium">{op.summary}</p>
        <AccessBadges op={op} />
      </div>
      {op.description ? (
        <p className="mt-2 text-sm text-muted">
          <InlineText text={op.description} />
        </p>
      ) : null}

      {params.length > 0 ? (
        <>
          <SubHeading>Parameters</SubHeading>
          {exploded.map((p) =>
            p.description ? (
              <p key={p.name} className="mb-2 text-sm text-muted">
                <InlineText text={p.description} />
              </p>
            ) : null,
          )}
          <FieldsTable rows={params} caption={`Parameters of ${method} ${path}`} />
        </>
      ) : null}

      {body ? (
        <>
          <SubHeading>Request body</SubHeading>
          {bodyRows.length > 0 ? (
            <FieldsTable rows={bodyRows} caption={`Request body fields of ${method} ${path}`} />
          ) : (
            <p className="text-sm text-muted">A JSON object of type {typeLabel(body.schema)}.</p>
          )}
          {body.example !== undefined ? (
            <div className="mt-3">
              <JsonBlock value={body.example} label={`Example request body of ${method} ${path}`} />
            </div>
          ) : null}
        </>
      ) : null}

      <SubHeading>
        Response {success?.[0]}
        {successBody ? (
          <span className="font-normal text-muted"> · {typeLabel(successBody.schema)}</span>
        ) : null}
      </SubHeading>
      {isList ? (
        <p className="mb-2 text-sm text-muted">
          <InlineText text="A JSON array; `X-Total-Count` holds the total before pagination." />
        </p>
      ) : null}
      {successBody?.example !== undefined ? (
        <JsonBlock value={successBody.example} label={`Example response of ${method} ${path}`} />
      ) : fileType ? (
        <p className="text-sm text-muted">
          {success?.[1].description}: a file, <code className="font-mono text-xs">{fileType}</code>.
        </p>
      ) : (
        <p className="text-sm text-muted">{success?.[1].description ?? 'No content'}: no body.</p>
      )}
      {others.map(([status, r]) => (
        <p key={status} className="mt-2 text-sm text-muted">
          <span className="font-mono text-fg">{status}</span> {r.description}:{' '}
          <code className="font-mono text-xs">
            {JSON.stringify(r.content?.['application/json']?.example)}
          </code>
        </p>
      ))}

      {errors.length > 0 ? (
        <>
          <SubHeading>Errors</SubHeading>
          <ul className="space-y-1 text-sm">
            {errors.map((e) => (
              <li key={e.code} className="flex flex-wrap gap-x-2">
                <span className="font-mono text-fg">{e.status}</span>
                <code className="font-mono text-danger">{e.code}</code>
                <span className="text-muted">{e.message}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </article>
  );
}
