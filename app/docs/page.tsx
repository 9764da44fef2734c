import type { Metadata } from 'next';
import { apiDocument } from '@/app/api/v1/document';
import { ApiGuide } from '@/components/docs/api-guide';
import { operationsByTag, tagAnchor } from '@/components/docs/describe';
import { DocsToc } from '@/components/docs/docs-toc';
import { EndpointSection } from '@/components/docs/endpoint-section';

// The API reference, rendered on the server: the guide (docs/api-guide.md) and every operation, from the
// same OpenAPI document /api/v1/openapi.json serves, whose info.description is that guide.
// Not force-static: the root layout reads the signed-in user's theme, so dark mode applies here too.

export const metadata: Metadata = {
  title: 'API reference',
  description: 'Endpoints, parameters, examples and errors of the Travel Ledger JSON API (/api/v1).',
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

      <section aria-label="Guide" className="mt-2">
        <ApiGuide source={doc.info.description} />
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
