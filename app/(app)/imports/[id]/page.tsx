import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { PageHeader } from '@/components/layout/page-header';
import { SubmitButton } from '@/components/records/submit-button';
import { Badge } from '@/components/ui/badge';
import { Card, CardHeader } from '@/components/ui/card';
import { DateText } from '@/components/ui/date-text';
import { FormMessage } from '@/components/ui/field';
import { Money } from '@/components/ui/money';
import { currentCtx } from '@/lib/auth/current-user';
import { ApiError } from '@/lib/core/errors';
import { getImportOrThrow, settingsOf } from '@/lib/imports/read';
import { serializeImport } from '@/lib/imports/serialize';
import { restoreImportAction, undoImportAction, updateImportForm } from '../actions';
import { KIND_LABELS, STATUS_BADGES } from '../labels';
import { CommitPanel } from './commit-panel';
import { Detected } from './detected';
import { ColumnSelects, WordSelects } from './mapping-fields';
import { RowsTable } from './rows-table';
import { StatusNote } from './status-note';

export const metadata: Metadata = { title: 'Import preview' };

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

async function load(params: Props['params']) {
  const ctx = await currentCtx();
  const { id: raw } = await params;
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  const row = await getImportOrThrow(ctx, id).catch((err: unknown) => {
    if (err instanceof ApiError && err.code === 'not_found') notFound();
    throw err;
  });
  return { imp: serializeImport(row), settings: settingsOf(row) };
}

export default async function ImportPage({ params, searchParams }: Props) {
  const { imp, settings } = await load(params);
  const sp = await searchParams;
  const p = imp.preview;
  const editable = imp.status === 'preview';
  const noun = imp.kind === 'expenses' ? 'expenses' : 'trips';
  const badge = STATUS_BADGES[imp.status];
  const skipped = new Set(settings.skip_lines ?? []);
  const shown = [...new Set([...p.rows, ...p.problems].map((r) => r.line))];
  const counts = [
    ['Ready', p.counts.ready, 'success'],
    ['Duplicates', p.counts.duplicate, 'warning'],
    ['Skipped', p.counts.skipped, 'neutral'],
    ['Cannot import', p.counts.failed, 'danger'],
  ] as const;
  return (
    <>
      <Link href="/imports" className="text-sm text-primary hover:underline">
        ← All imports
      </Link>
      <PageHeader
        title={imp.file_name || `Import ${imp.id}`}
        description={`${KIND_LABELS[imp.kind]} · ${p.counts.rows.toLocaleString('en-US')} rows`}
        actions={<Badge tone={badge.tone}>{badge.label}</Badge>}
      />
      <div className="grid gap-6">
        {typeof sp.error === 'string' ? <FormMessage>{sp.error}</FormMessage> : null}
        {sp.updated ? <FormMessage tone="success">Preview updated</FormMessage> : null}
        <Card aria-labelledby="import-summary">
          <CardHeader
            id="import-summary"
            title={editable ? 'Ready to import' : 'This import'}
            description={
              <>
                {p.counts.ready.toLocaleString('en-US')} {noun} ·{' '}
                {imp.kind === 'expenses' ? (
                  <Money cents={p.total} />
                ) : (
                  `${p.total.toLocaleString('en-US')} miles`
                )}
                {p.date_range ? (
                  <>
                    {' '}
                    · <DateText value={p.date_range.from} /> to <DateText value={p.date_range.to} />
                  </>
                ) : null}
              </>
            }
          />
          <ul className="mb-4 flex flex-wrap gap-2" aria-label="Rows by what happens to them">
            {counts.map(([label, n, tone]) => (
              <li key={label}>
                <Badge tone={tone}>
                  {label}: {n.toLocaleString('en-US')}
                </Badge>
              </li>
            ))}
          </ul>
          {editable ? (
            <CommitPanel id={imp.id} ready={p.counts.ready} noun={noun} />
          ) : (
            <StatusNote
              imp={imp}
              noun={noun}
              undo={undoImportAction.bind(null, imp.id)}
              restore={restoreImportAction.bind(null, imp.id)}
            />
          )}
        </Card>
        <Card aria-labelledby="import-detected">
          <CardHeader id="import-detected" title="What we found in the file" />
          <Detected preview={p} />
        </Card>
        <form action={updateImportForm.bind(null, imp.id)} className="grid gap-6">
          <input type="hidden" name="kind" value={imp.kind} />
          <input type="hidden" name="skip-before" value={(settings.skip_lines ?? []).join(',')} />
          <input type="hidden" name="include-before" value={(settings.include_lines ?? []).join(',')} />
          {shown.map((line) => (
            <input key={line} type="hidden" name="shown" value={line} />
          ))}
          {editable ? (
            <>
              <Card aria-labelledby="import-columns">
                <CardHeader
                  id="import-columns"
                  title="Columns"
                  description="Which column holds what. Change any, then update the preview."
                />
                <ColumnSelects kind={imp.kind} preview={p} />
                <SubmitButton variant="secondary" className="mt-4">
                  Update preview
                </SubmitButton>
              </Card>
              <Card aria-labelledby="import-words">
                <CardHeader
                  id="import-words"
                  title={imp.kind === 'expenses' ? 'Categories' : 'Purposes'}
                  description={
                    imp.kind === 'expenses'
                      ? "The file's own words and what their rows become."
                      : "The file's own words and what their trips become. A drive the file marks personal stays personal; a business drive takes the purpose of its purpose word."
                  }
                />
                <WordSelects kind={imp.kind} preview={p} />
                {p.words.length > 0 ? (
                  <SubmitButton variant="secondary" className="mt-4">
                    Update preview
                  </SubmitButton>
                ) : null}
              </Card>
            </>
          ) : null}
          {p.problems.length > 0 ? (
            <Card aria-labelledby="import-problems">
              <CardHeader
                id="import-problems"
                title={editable ? 'Rows that will not be imported' : 'Rows not imported'}
                description={
                  p.problems_truncated
                    ? `The first ${p.problems.length} are listed.`
                    : 'With the reason for each.'
                }
              />
              <RowsTable
                rows={p.problems}
                kind={imp.kind}
                caption="Rows that will not be imported"
                editable={editable}
                skipped={skipped}
              />
            </Card>
          ) : null}
          <Card aria-labelledby="import-rows">
            <CardHeader
              id="import-rows"
              title="First rows of the file"
              description={`Lines ${p.rows[0]?.line ?? 0} to ${p.rows.at(-1)?.line ?? 0}`}
            />
            <RowsTable
              rows={p.rows}
              kind={imp.kind}
              caption="First rows of the file"
              editable={editable}
              skipped={skipped}
              imported={imp.status === 'committed'}
            />
            {editable ? (
              <SubmitButton variant="secondary" className="mt-4">
                Update preview
              </SubmitButton>
            ) : null}
          </Card>
        </form>
      </div>
    </>
  );
}
