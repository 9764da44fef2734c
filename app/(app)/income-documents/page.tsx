import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { PageHeader } from '@/components/layout/page-header';
import { ActionButton } from '@/components/records/delete-form';
import { Badge } from '@/components/ui/badge';
import { optionLabel } from '@/app/_lib/form-types';
import { FilterForm } from '@/components/records/year-filter';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Money } from '@/components/ui/money';
import { TBody, THead, Table, Td, Th } from '@/components/ui/table';
import { AttachedRecordForm } from '@/components/uploads/attached-record-form';
import { OpenFileLink } from '@/components/uploads/open-file-link';
import { currentCtx } from '@/lib/auth/current-user';
import { incomeDocumentResource, type IncomeDocumentOut } from '@/lib/records/income-documents/resource';
import { incomeChecklistView, incomeReconciliationView } from '@/lib/views/load/income-documents';
import { listRecords } from '@/lib/records/service';
import { yearFrom } from '../_lib/mutate';
import { recordYears } from '@/lib/records/years';
import { requestUploadUrl } from '../upload-actions';
import { createIncomeDocument, deleteIncomeDocument } from './actions';
import { ChecklistCard } from './checklist-card';
import { formFields, kindOptions } from './fields';
import { ReconciliationCard } from './reconciliation-card';

export const metadata: Metadata = { title: 'Income documents' };

type Search = Promise<Record<string, string | string[] | undefined>>;

export default async function IncomeDocumentsPage({ searchParams }: { searchParams: Search }) {
  const ctx = await currentCtx();
  const year = yearFrom((await searchParams).year, ctx.now);
  const [list, checklist, reconciliation] = await Promise.all([
    listRecords(incomeDocumentResource, ctx, { limit: 200, offset: 0, year }),
    incomeChecklistView(ctx, year),
    incomeReconciliationView(ctx, year),
  ]);
  const docs = list.items as IncomeDocumentOut[];
  return (
    <>
      <PageHeader
        title="Income documents"
        description="Your W-2s, 1099s and pay stubs: what to expect from each agency, and whether they match."
        actions={<FilterForm years={await recordYears(ctx)} year={year} />}
      />
      <div className="grid gap-6">
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <ChecklistCard checklist={checklist} />
          <ReconciliationCard reconciliation={reconciliation} />
        </div>
        <Card aria-labelledby="new-doc">
          <CardHeader
            id="new-doc"
            title="Add a document"
            description="Type the figures from the paper; money in dollars."
          />
          <AttachedRecordForm
            action={createIncomeDocument}
            fields={formFields({ year })}
            submitLabel="Save document"
            successMessage="Document saved"
            requestUpload={requestUploadUrl.bind(null, 'income-documents')}
            fileLabel="The document (optional)"
          />
        </Card>
        <Card aria-labelledby="doc-list">
          <CardHeader
            id="doc-list"
            title={`Documents for ${year}`}
            description={`${list.total} document${list.total === 1 ? '' : 's'}`}
          />
          {docs.length === 0 ? (
            <EmptyState title={`No documents for ${year} yet`}>
              Add each W-2 or 1099 when it arrives, usually by the end of January.
            </EmptyState>
          ) : (
            <Table caption={`Documents for ${year}`}>
              <THead>
                <tr>
                  <Th>Agency</Th>
                  <Th>Document</Th>
                  <Th className="text-right">Box 1 or amount</Th>
                  <Th>
                    <span className="sr-only">Actions</span>
                  </Th>
                </tr>
              </THead>
              <TBody>
                {docs.map((d) => {
                  const figure = d.box1_wages ?? d.amount;
                  return (
                    <tr key={d.id}>
                      <Td>
                        <Link
                          href={`/income-documents/${d.id}`}
                          className="font-medium text-primary hover:underline"
                        >
                          {d.agency}
                        </Link>
                      </Td>
                      <Td>
                        {optionLabel(kindOptions, d.kind)}
                        {d.warnings?.length ? (
                          <span className="ml-2">
                            <Badge tone="warning">Check boxes</Badge>
                          </span>
                        ) : null}
                      </Td>
                      <Td className="text-right tabular">
                        {figure === null ? '—' : <Money cents={figure} />}
                      </Td>
                      <Td className="text-right">
                        <div className="flex items-center justify-end gap-3">
                          {d.objstore_key ? (
                            <OpenFileLink
                              objstoreKey={d.objstore_key}
                              label="Open"
                              srLabel={`${d.agency} ${d.kind}`}
                            />
                          ) : null}
                          <ActionButton
                            action={deleteIncomeDocument.bind(null, d.id)}
                            label="Delete"
                            srLabel={`${optionLabel(kindOptions, d.kind)} from ${d.agency}`}
                          />
                        </div>
                      </Td>
                    </tr>
                  );
                })}
              </TBody>
            </Table>
          )}
        </Card>
      </div>
    </>
  );
}
