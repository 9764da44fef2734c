import type { Metadata } from 'next';
import { PageHeader } from '@/components/app/page-header';
import { Stat } from '@/components/dashboard/stat';
import { FilterForm } from '@/components/records/year-filter';
import { FilingOrder } from '@/components/tax/filing-order';
import { LawYearNotice } from '@/components/tax/law-year-notice';
import { requestLocale } from '@/components/tax/locale';
import { NotesList } from '@/components/tax/notes-list';
import { StateIncomeTable } from '@/components/tax/state-income-table';
import { UpgradePrompt } from '@/components/tax/upgrade-prompt';
import { ButtonLink } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Money } from '@/components/ui/money';
import { currentCtx } from '@/lib/auth/current-user';
import { recordYears } from '@/lib/records/years';
import type { Ctx } from '@/lib/core/context';
import { LawYearError } from '@/lib/tax/law/types';
import { stateIncomeView } from '@/lib/tax-views/views';
import { effectivePlan } from '@/lib/users/service';
import { yearFrom } from '../_lib/mutate';

export const metadata: Metadata = { title: 'State income' };

type Search = Promise<Record<string, string | string[] | undefined>>;

async function viewOrNull(ctx: Ctx, year: number) {
  try {
    return await stateIncomeView(ctx, year);
  } catch (err) {
    if (err instanceof LawYearError) return null;
    throw err;
  }
}

export default async function StateIncomePage({ searchParams }: { searchParams: Search }) {
  const ctx = await currentCtx();
  const year = yearFrom((await searchParams).year, ctx.now);
  const pro = effectivePlan(ctx.user, ctx.now) === 'pro';
  const header = (
    <PageHeader
      title="State income"
      description="Where you earned, what each state taxes, and which returns to file in what order."
      actions={pro ? <FilterForm years={await recordYears(ctx)} year={year} /> : undefined}
    />
  );
  // The API answers 403 here for free users: show the upgrade prompt instead of the data.
  if (!pro) {
    return (
      <>
        {header}
        <UpgradePrompt feature="State income">
          See your income, days and estimated tax in every state you worked, the nonresident and resident
          returns to file, their forms and deadlines, and reciprocity between states.
        </UpgradePrompt>
      </>
    );
  }
  const [locale, view] = await Promise.all([requestLocale(), viewOrNull(ctx, year)]);
  if (view === null) {
    return (
      <>
        {header}
        <Card>
          <LawYearNotice year={year} />
        </Card>
      </>
    );
  }
  const worked = view.states.some((s) => s.days > 0);
  return (
    <>
      {header}
      <div className="grid gap-6">
        <Card aria-labelledby="state-summary">
          <h2 id="state-summary" className="sr-only">
            {year} summary
          </h2>
          <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            <Stat label="States" value={view.totalStates} note={`Tax home: ${view.taxHomeState ?? 'none'}`} />
            <Stat label="Days worked" value={view.totalDays} />
            <Stat label="State income" value={<Money cents={view.totalStateIncome} />} />
            <Stat label="State tax" value={<Money cents={view.totalStateTax} />} emphasis />
          </dl>
        </Card>
        {!worked && view.states.length === 0 ? (
          <Card>
            <EmptyState title={`No state income in ${year}`}>
              <p>Add your tax home and the year&apos;s assignments to see each state&apos;s share.</p>
              <ButtonLink href="/assignments" variant="secondary" className="mt-3">
                Add an assignment
              </ButtonLink>
            </EmptyState>
          </Card>
        ) : (
          <>
            <Card aria-labelledby="state-table">
              <CardHeader
                id="state-table"
                title={`${year} by state`}
                description="Nonresident states first, your home state last: the order to file in."
              />
              <StateIncomeTable states={view.states} locale={locale} />
            </Card>
            <Card aria-labelledby="filing-order">
              <CardHeader
                id="filing-order"
                title="Filing order"
                description="File nonresident returns first: your home state credits the tax they charge."
              />
              <FilingOrder states={view.states} locale={locale} />
            </Card>
          </>
        )}
        <NotesList notes={view.notes} />
      </div>
    </>
  );
}
