import type { Metadata } from 'next';
import { apiDocument } from '@/app/api/v1/operations';
import { DocsToc } from '@/components/docs/docs-toc';
import { EndpointSection } from '@/components/docs/endpoint-section';
import { InlineText } from '@/components/docs/inline-text';
import { JsonBlock } from '@/components/docs/json-block';
import { ScrollTable } from '@/components/docs/scroll-table';
import { TBody, Td, Th, THead } from '@/components/ui/table';
import { ERRORS } from '@/lib/core/errors';
import { operationsByTag, tagAnchor } from '@/components/docs/describe';
import { EXAMPLE_REQUEST_ID } from '@/lib/openapi/responses';

// The API reference, rendered on the server from the same OpenAPI document /api/v1/openapi.json serves.
// Not force-static: the root layout reads the signed-in user's theme, so dark mode applies here too.

export const metadata: Metadata = {
  title: 'API reference',
  description: 'Endpoints, parameters, examples and errors of the Travel Ledger JSON API (/api/v1).',
};

const NOTES: { title: string; text: string }[] = [
  {
    title: 'Authentication',
    text:
      'Send `Authorization: Bearer <token>` with every request. Mint a token in Settings (valid 1 hour) or use ' +
      'one from your identity provider. Without a valid token: 401 `unauthorized`. Public: `/health`, ' +
      '`/openapi.json` and the Stripe webhook. Another user’s record is always 404.',
  },
  {
    title: 'Lists and pagination',
    text:
      'Lists answer a JSON array with `X-Total-Count` (the total before pagination). Use `limit` (1 to 200, ' +
      'default 100) and `offset` (default 0); notifications use `page` and `limit` (1 to 50, default 20). ' +
      'Out-of-range values are 400, never clamped. Year-scoped lists take `year` (default this year); ' +
      '`deleted=true` shows the trash, and PATCH `/{id}/restore` brings a record back.',
  },
  {
    title: 'Money, dates, writes',
    text:
      'Money is integer cents (`150000` = $1,500.00). Dates are `YYYY-MM-DD`; timestamps are ISO 8601 with ' +
      'milliseconds and `Z`. Bodies are JSON with `Content-Type: application/json`, at most 1 MiB; unknown ' +
      'fields are 400, while `id`, `user_id` and timestamps are ignored. PATCH is partial.',
  },
  {
    title: 'Rate limit and request ids',
    text:
      'Each user has a budget per minute (100 in production): see `X-RateLimit-Limit`, `-Remaining` and ' +
      '`-Reset`; over it, 429 with `Retry-After`. Every response carries `X-Request-Id`; quote it when reporting a problem.',
  },
];

const errorEnvelope = {
  error: {
    code: 'validation_error',
    message: 'Invalid body',
    details: [{ path: 'contract_a.state', message: 'Invalid option: expected one of "AL"|"AK"|…' }],
    requestId: EXAMPLE_REQUEST_ID,
  },
};

export default function ApiDocsPage() {
  const doc = apiDocument();
  const groups = operationsByTag(doc);
  const count = groups.reduce((n, g) => n + g.ops.length, 0);

  return (
    <main className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:px-8">
      <header>
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">Travel Ledger</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight">API reference</h1>
        <p className="mt-2 max-w-3xl text-muted">
          {count} endpoints under <code className="font-mono">/api/v1</code>, version {doc.info.version}. The
          same description as an OpenAPI 3.1 document:{' '}
          <a href="/api/v1/openapi.json" className="font-medium text-primary underline underline-offset-2">
            /api/v1/openapi.json
          </a>
          .
        </p>
      </header>

      <section aria-labelledby="overview-heading" className="mt-8">
        <h2 id="overview-heading" className="text-xl font-semibold">
          Overview
        </h2>
        <div className="mt-3 grid gap-4 md:grid-cols-2">
          {NOTES.map((n) => (
            <div key={n.title} className="rounded-xl border border-border bg-surface p-4">
              <h3 className="font-semibold">{n.title}</h3>
              <p className="mt-1 text-sm text-muted">
                <InlineText text={n.text} />
              </p>
            </div>
          ))}
        </div>

        <div className="mt-4 rounded-xl border border-border bg-surface p-4 sm:p-6">
          <h3 className="font-semibold">Errors</h3>
          <p className="mt-1 mb-3 text-sm text-muted">
            <InlineText text="Every error has the same body; `details` lists the invalid fields of a `validation_error`." />
          </p>
          <JsonBlock value={errorEnvelope} label="Example error body" />
          <div className="mt-4">
            <ScrollTable caption="Error codes and their HTTP status">
              <THead>
                <tr>
                  <Th>Status</Th>
                  <Th>Code</Th>
                </tr>
              </THead>
              <TBody>
                {Object.entries(ERRORS).map(([code, status]) => (
                  <tr key={code}>
                    <th
                      scope="row"
                      className="px-4 py-1.5 text-left font-mono text-xs font-medium first:pl-4 sm:first:pl-0"
                    >
                      {status}
                    </th>
                    <Td className="py-1.5 font-mono text-xs">{code}</Td>
                  </tr>
                ))}
              </TBody>
            </ScrollTable>
          </div>
        </div>
      </section>

      <div className="mt-8">
        <DocsToc groups={groups} />
      </div>

      {groups.map((g) => (
        <section key={g.tag} aria-labelledby={tagAnchor(g.tag)} className="mt-10">
          <h2 id={tagAnchor(g.tag)} className="scroll-mt-6 text-xl font-semibold">
            {g.tag}
          </h2>
          {g.description ? <p className="mt-1 text-sm text-muted">{g.description}</p> : null}
          <div className="mt-4 space-y-6">
            {g.ops.map((o) => (
              <EndpointSection key={o.op.operationId} {...o} schemas={doc.components.schemas} />
            ))}
          </div>
        </section>
      ))}
    </main>
  );
}
