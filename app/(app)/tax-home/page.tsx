import type { Metadata } from 'next';
import { PageHeader } from '@/components/layout/page-header';
import { RecordForm } from '@/components/records/record-form';
import { FilterForm } from '@/components/records/year-filter';
import { ButtonLink } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { currentCtx } from '@/lib/auth/current-user';
import { recordYears } from '@/lib/records/years';
import { todayOf } from '@/lib/core/dates';
import { listRecords } from '@/lib/records/service';
import { taxHomeCostResource } from '@/lib/records/tax-homes/costs-resource';
import { taxHomeDocResource } from '@/lib/records/tax-homes/docs-resource';
import { taxHomeResource } from '@/lib/records/tax-homes/resource';
import { visitSuggestionsView, visitSummaryView } from '@/lib/records/visits/summary';
import { taxHomeVisitResource, type VisitOut } from '@/lib/records/visits/resource';
import { yearFrom } from '../_lib/mutate';
import { createTaxHome, updateTaxHome } from './actions';
import { CostsCard } from './costs-card';
import { DocsCard } from './docs-card';
import { taxHomeFields, type CostOut, type DocOut, type TaxHomeOut } from './fields';
import { VisitCard } from './visits/card';

export const metadata: Metadata = { title: 'Tax home' };

export default async function TaxHomePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const ctx = await currentCtx();
  const sp = await searchParams;
  const year = yearFrom(sp.year, ctx.now);
  // ?visit= (the offer after a tax home visit trip) prefills the visit form; the action checks it again.
  const visit = typeof sp.visit === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(sp.visit) ? sp.visit : undefined;
  const [homes, docs, costs, visits, summary, found] = await Promise.all([
    listRecords(taxHomeResource, ctx, { limit: 1, offset: 0 }),
    listRecords(taxHomeDocResource, ctx, { limit: 200, offset: 0, year }),
    listRecords(taxHomeCostResource, ctx, { limit: 200, offset: 0, year }),
    listRecords(taxHomeVisitResource, ctx, { limit: 200, offset: 0, year }),
    visitSummaryView(ctx),
    visitSuggestionsView(ctx),
  ]);
  // The newest live tax home is the current one.
  const home = (homes.items as TaxHomeOut[])[0];
  return (
    <>
      <PageHeader
        title="Tax home"
        description="Where you live and keep paying while you travel: it is what makes stipends tax-free."
        actions={
          <>
            <ButtonLink href="/tax-home/test" variant="secondary">
              IRS tax home test
            </ButtonLink>
            <FilterForm years={await recordYears(ctx)} year={year} />
          </>
        }
      />
      <div className="grid gap-6">
        <Card aria-labelledby="home-title">
          <CardHeader
            id="home-title"
            title={home ? `${home.city}, ${home.state}` : 'Add your tax home'}
            description={home ? home.address : 'Start with the address you return to between assignments.'}
          />
          {home ? (
            <RecordForm
              // Remount when a visit is logged below, so "Last visit" never holds (and re-saves) a stale date.
              key={home.last_visit_date ?? 'none'}
              action={updateTaxHome.bind(null, home.id)}
              fields={taxHomeFields(home)}
              submitLabel="Save tax home"
            />
          ) : (
            <RecordForm action={createTaxHome} fields={taxHomeFields()} submitLabel="Save tax home" />
          )}
        </Card>
        {home ? (
          <VisitCard
            lastVisit={home.last_visit_date}
            today={todayOf(ctx.now)}
            year={year}
            visits={visits.items as VisitOut[]}
            years={summary.years}
            suggestions={found.suggestions}
            suggested={visit}
          />
        ) : null}
        {home ? (
          <div className="grid gap-6 lg:grid-cols-2">
            <DocsCard docs={docs.items as DocOut[]} year={year} today={todayOf(ctx.now)} />
            <CostsCard costs={costs.items as CostOut[]} year={year} month={ctx.now.getUTCMonth() + 1} />
          </div>
        ) : null}
      </div>
    </>
  );
}
