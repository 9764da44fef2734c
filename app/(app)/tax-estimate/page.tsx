import type { Metadata } from 'next';
import { PageHeader } from '@/components/app/page-header';
import { FilterForm } from '@/components/records/year-filter';
import { EstimateSummary } from '@/components/tax/estimate-summary';
import { requestLocale } from '@/components/tax/locale';
import { NotesList } from '@/components/tax/notes-list';
import { QuarterlyPlan } from '@/components/tax/quarterly-plan';
import { UpgradePrompt } from '@/components/tax/upgrade-prompt';
import { Card, CardHeader } from '@/components/ui/card';
import { currentCtx } from '@/lib/auth/current-user';
import { recordYears } from '@/lib/records/years';
import { taxEstimateView } from '@/lib/tax-views/views';
import { isPro } from '@/lib/users/plan';
import { yearFrom } from '../_lib/mutate';
import { recordQuarterlyPayment } from './actions';
import { quarterPaymentFields } from './fields';

export const metadata: Metadata = { title: 'Tax estimate' };

type Search = Promise<Record<string, string | string[] | undefined>>;

export default async function TaxEstimatePage({ searchParams }: { searchParams: Search }) {
  const ctx = await currentCtx();
  const year = yearFrom((await searchParams).year, ctx.now);
  const pro = isPro(ctx);
  const years = pro ? await recordYears(ctx) : [];
  const header = (
    <PageHeader
      title="Tax estimate"
      description="Your year's federal, payroll and state tax from your assignments, and what is left to pay."
      actions={pro ? <FilterForm years={years} year={year} /> : undefined}
    />
  );
  if (!pro) {
    return (
      <>
        {header}
        <UpgradePrompt feature="The tax estimate">
          See your year&apos;s federal income tax, Social Security and Medicare or self-employment tax, each
          state&apos;s tax and your take-home, and as a 1099 contractor your quarterly payments.
        </UpgradePrompt>
      </>
    );
  }
  const [locale, estimate] = await Promise.all([requestLocale(), taxEstimateView(ctx, year)]);
  return (
    <>
      {header}
      <div className="grid gap-6">
        <EstimateSummary estimate={estimate} locale={locale} />
        {estimate.quarterlyPlan ? (
          <QuarterlyPlan
            plan={estimate.quarterlyPlan}
            states={estimate.stateEstimates}
            fields={quarterPaymentFields()}
            actionFor={(quarter) => recordQuarterlyPayment.bind(null, year, quarter)}
          />
        ) : (
          <Card aria-labelledby="withheld-title">
            <CardHeader
              id="withheld-title"
              title="No quarterly payments"
              description="As a W-2 employee your employer withholds tax from each paycheck. Compare this estimate with your pay stubs: if less is withheld, raise it on a new Form W-4."
            />
          </Card>
        )}
        <NotesList notes={estimate.notes} />
      </div>
    </>
  );
}
