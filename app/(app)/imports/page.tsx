import type { Metadata } from 'next';
import { PageHeader } from '@/components/layout/page-header';
import { Card, CardHeader } from '@/components/ui/card';
import { currentCtx } from '@/lib/auth/current-user';
import { listImports } from '@/lib/imports/read';
import { requestUploadUrl } from '../upload-actions';
import { startImport } from './actions';
import { ImportHistory } from './history';
import { NewImportForm } from './new-import-form';

export const metadata: Metadata = { title: 'Import' };

type Search = Promise<Record<string, string | string[] | undefined>>;

export default async function ImportsPage({ searchParams }: { searchParams: Search }) {
  const ctx = await currentCtx();
  const kind = (await searchParams).kind === 'mileage' ? 'mileage' : 'expenses';
  const { items, total } = await listImports(ctx, { limit: 100, offset: 0 });
  return (
    <>
      <PageHeader
        title="Import"
        description="Bring in a year of expenses or trips from a bank export, Everlance, MileIQ, Keeper or TaxHomeBase."
      />
      <div className="grid gap-6">
        <Card aria-labelledby="new-import">
          <CardHeader
            id="new-import"
            title="Import a CSV file"
            description="You see every row before anything is saved, and you can undo the whole import later."
          />
          <NewImportForm
            requestUpload={requestUploadUrl.bind(null, 'imports')}
            start={startImport}
            initialKind={kind}
          />
        </Card>
        <Card aria-labelledby="import-history">
          <CardHeader
            id="import-history"
            title="Import history"
            description={`${total} import${total === 1 ? '' : 's'}`}
          />
          <ImportHistory imports={items} />
        </Card>
      </div>
    </>
  );
}
