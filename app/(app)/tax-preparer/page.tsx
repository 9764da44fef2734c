import type { Metadata } from 'next';
import { PageHeader } from '@/components/layout/page-header';
import { PacketDownloads } from '@/components/downloads/packet-downloads';
import { UpgradePrompt } from '@/components/billing/upgrade-prompt';
import { RecordForm } from '@/components/records/record-form';
import { Card, CardHeader } from '@/components/ui/card';
import { currentCtx } from '@/lib/auth/current-user';
import { isPro } from '@/lib/account/users/plan';
import { saveFullName } from './actions';
import { fullNameFields } from './fields';

export const metadata: Metadata = { title: 'Tax preparer' };

const SECTIONS = [
  'Cover: your full name, the year, employment type and audit-readiness score',
  'Tax home and its documents, with their dates',
  'Visits home and the tax home’s costs by month',
  'Assignments with their GSA check and whether the stipends are tax-free',
  'The 12-month rule: days worked per place',
  'Mileage log: date, destination, business purpose, miles, with totals',
  'Expenses by category, and income documents',
  'States to file, with forms and deadlines',
  'The audit checklist: 11 criteria, pass or fail, and what to fix',
];

const FOLDERS = [
  ['receipts/', '2026-03-14 Walgreens 12.50 #123.jpg'],
  ['tax-home/', '2026-01 Lease #7.pdf'],
  ['contracts/', '2026-01-05 Denver Health #4.pdf'],
  ['credentials/', 'RN license CO exp 2027-08-31 #9.pdf'],
] as const;

/** In the filing season (January to April) the year to hand over is last year; later, this one. */
function defaultYear(now: Date): number {
  const y = now.getUTCFullYear();
  return now.getUTCMonth() < 4 ? y - 1 : y;
}

export default async function TaxPreparerPage() {
  const ctx = await currentCtx();
  const pro = isPro(ctx);
  const y = ctx.now.getUTCFullYear();
  return (
    <>
      <PageHeader
        title="Tax preparer"
        description="What your tax preparer, or an IRS examiner, asks for: your year in one file."
      />
      <div className="grid items-start gap-6 lg:grid-cols-5">
        <div className="lg:col-span-3">
          {pro ? (
            <Card aria-labelledby="packet-title">
              <CardHeader
                id="packet-title"
                title="Download audit packet"
                description="A PDF of your year. The ZIP adds every receipt, tax home document, contract and credential, named so your preparer finds each one."
              />
              {ctx.user.full_name ? (
                <PacketDownloads years={[y, y - 1, y - 2, y - 3, y - 4]} defaultYear={defaultYear(ctx.now)} />
              ) : (
                // Asked once, before the first packet: sign-up asks only the first name.
                <div className="grid gap-3" data-testid="packet-full-name">
                  <p className="text-sm">
                    The packet names you as your tax return does, and we only know your first name. Enter your
                    full name once; you can change it in Settings.
                  </p>
                  <RecordForm
                    action={saveFullName}
                    fields={fullNameFields()}
                    submitLabel="Save and continue"
                    columns={1}
                  />
                </div>
              )}
            </Card>
          ) : (
            <UpgradePrompt feature="The audit packet">
              One PDF of your year for your tax preparer or an IRS examiner, and a ZIP with every receipt,
              contract and document.
            </UpgradePrompt>
          )}
        </div>
        <Card aria-labelledby="inside-title" className="lg:col-span-2">
          <CardHeader id="inside-title" title="What’s inside" />
          <ol className="list-decimal space-y-1 pl-5 text-sm">
            {SECTIONS.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
          <h3 className="mt-5 mb-1 text-sm font-semibold">In the ZIP</h3>
          <ul className="space-y-1 text-sm">
            {FOLDERS.map(([folder, example]) => (
              <li key={folder} className="break-words">
                <code className="font-mono text-xs">{folder}</code>{' '}
                <samp className="text-xs text-muted">{example}</samp>
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </>
  );
}
