import type { Metadata } from 'next';
import { PageHeader } from '@/components/layout/page-header';
import { FilterForm } from '@/components/records/year-filter';
import { EstimateAnswer } from '@/components/views/estimate-answer';
import { EstimateSummary } from '@/components/views/estimate-summary';
import { EstimatedPlans } from '@/components/views/estimated-plans';
import { requestLocale } from '@/components/ui/locale';
import { NotesList } from '@/components/views/notes-list';
import { QuarterlyPlan } from '@/components/views/quarterly-plan';
import { UpgradePrompt } from '@/components/billing/upgrade-prompt';
import { WithholdingCheck } from '@/components/views/withholding-check';
import { currentCtx } from '@/lib/auth/current-user';
import { recordYears } from '@/lib/records/years';
import { taxEstimateView } from '@/lib/views/views';
import { isPro } from '@/lib/account/users/plan';
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
      description="What you will owe or get back when you file, and how your year's taxes add up."
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
        <EstimateAnswer
          governments={estimate.governments}
          headline={estimate.headline}
          paid={estimate.settlement.paid}
          year={year}
        />
        <EstimateSummary estimate={estimate} federalReturn={estimate.federalReturn} locale={locale} />
        {estimate.withholdingCheck ? (
          <WithholdingCheck check={estimate.withholdingCheck} year={year} />
        ) : null}
        {estimate.quarterlyPlan ? (
          <QuarterlyPlan
            plan={estimate.quarterlyPlan}
            overdue={estimate.settlement.estimatedPlan}
            states={estimate.stateEstimates}
            fields={quarterPaymentFields()}
            actionFor={(quarter) => recordQuarterlyPayment.bind(null, year, quarter)}
          />
        ) : null}
        <EstimatedPlans plans={estimate.estimatedPlans.filter((p) => p.governmentId !== 'federal')} />
        <NotesList notes={estimate.notes} />
      </div>
    </>
  );
}
