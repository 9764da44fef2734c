import type { Metadata } from 'next';
import { recordYears } from '@/lib/records/years';
import { assignmentAsContract, compareAssignments, pickedAssignment } from './from-assignment';
import { StartFromAssignment } from './start-from-assignment';
import { PageHeader } from '@/components/layout/page-header';
import { CompareForm } from '@/components/compare/compare-form';
import type { ComparisonShown } from '@/components/compare/compare-types';
import { ComparisonResult } from '@/components/compare/comparison-result';
import { SavedComparisons } from '@/components/compare/saved-comparisons';
import { UpgradePrompt } from '@/components/billing/upgrade-prompt';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { FormMessage } from '@/components/ui/field';
import { currentCtx } from '@/lib/auth/current-user';
import { comparisonResource } from '@/lib/records/comparisons/resource';
import { ApiError } from '@/lib/core/errors';
import { formatDate } from '@/lib/core/dates';
import type { Ctx } from '@/lib/core/context';
import { getRecordOrThrow, listRecords } from '@/lib/records/service';
import { taxHomeResource } from '@/lib/records/tax-homes/resource';
import { isPro } from '@/lib/account/users/plan';
import { compareAction, deleteComparison } from './actions';
import { contractDefaults, contractFields } from './fields';
import { SAVED_WITHOUT_LOCAL_NOTE } from '@/lib/tax/engine/comparison';
import { readSnapshot, type SavedSide } from './snapshot';
import { comparisonRecord } from '@/lib/records/comparisons/record';
import type { ComparisonOut } from '@/lib/records/comparisons/resource';

export const metadata: Metadata = { title: 'Compare contracts' };

type Search = Promise<Record<string, string | string[] | undefined>>;

/** The saved comparison asked for by ?id=, or null when there is none (or it is not the caller's). */
async function openSaved(ctx: Ctx, idText: string | string[] | undefined): Promise<ComparisonOut | null> {
  if (typeof idText !== 'string' || !/^\d{1,9}$/.test(idText)) return null;
  try {
    return comparisonRecord.serialize(await getRecordOrThrow(comparisonResource, ctx, Number(idText)), ctx);
  } catch (err) {
    if (err instanceof ApiError && err.code === 'not_found') return null;
    throw err;
  }
}

function shownOf(c: ComparisonOut, [a, b]: [SavedSide, SavedSide]): ComparisonShown {
  return {
    year: c.year,
    names: [a.input.name, b.input.name],
    states: [a.input.state, b.input.state],
    weeks: [a.input.weeks, b.input.weeks],
    results: [a.result, b.result],
    winner: c.winner === 1 ? 1 : 0,
    diff: c.diff,
    // A snapshot is never recomputed: one saved before local taxes were counted says so.
    notes: a.result.localTax === undefined ? [SAVED_WITHOUT_LOCAL_NOTE] : undefined,
  };
}

export default async function ComparePage({ searchParams }: { searchParams: Search }) {
  const ctx = await currentCtx();
  const sp = await searchParams;
  const pro = isPro(ctx);
  const [saved, opened, homes, mine] = await Promise.all([
    listRecords(comparisonResource, ctx, { limit: 50, offset: 0 }),
    openSaved(ctx, sp.id),
    listRecords(taxHomeResource, ctx, { limit: 1, offset: 0 }),
    compareAssignments(ctx),
  ]);
  // A new comparison starts in the tax home's state (the newest tax home is the current one).
  const home = (homes.items as Array<{ state: string }>)[0];
  const fresh = home ? { state: home.state } : undefined;
  const list = saved.items as ComparisonOut[];
  const rows = list.map((c) => {
    const snap = readSnapshot(c);
    return { ...c, winnerName: snap ? snap[c.winner === 1 ? 1 : 0].input.name : null };
  });
  const snapshot = opened ? readSnapshot(opened) : null;
  const fromA = pickedAssignment(sp.from_a, mine.byId);
  const fromB = pickedAssignment(sp.from_b, mine.byId);
  const start = (picked: typeof fromA) => (picked ? assignmentAsContract(picked) : fresh);
  const fields = {
    a: contractFields('a', snapshot ? contractDefaults(snapshot[0].input) : start(fromA)),
    b: contractFields('b', snapshot ? contractDefaults(snapshot[1].input) : start(fromB)),
  };
  return (
    <>
      <PageHeader
        title="Compare contracts"
        description="Two offers side by side, each taxed as what it adds to your household’s return for the year (your spouse’s pay, your children, your other assignments), or as your only income when there is none: which one leaves you more?"
      />
      <div className="grid gap-6">
        {sp.id !== undefined && opened === null ? (
          <FormMessage>That saved comparison was not found.</FormMessage>
        ) : null}
        {opened ? (
          <Card aria-labelledby="opened-title">
            <CardHeader
              id="opened-title"
              title={opened.name}
              description={`Saved comparison · ${opened.year} · saved ${formatDate(opened.created_at.slice(0, 10))} · figures as computed then`}
            />
            {snapshot ? (
              <ComparisonResult c={shownOf(opened, snapshot)} headingLevel={3} />
            ) : (
              <EmptyState title="This snapshot cannot be read" />
            )}
          </Card>
        ) : null}
        {pro ? (
          <Card aria-labelledby="compare-title">
            <CardHeader
              id="compare-title"
              title={opened ? 'Edit and compare again' : 'Two contracts'}
              description="Weekly amounts in dollars, as on the pay packages. Bonuses and expenses are totals for the contract."
            />
            {mine.options.length > 0 && !opened ? (
              <StartFromAssignment options={mine.options} fromA={fromA?.id} fromB={fromB?.id} />
            ) : null}
            <CompareForm
              key={opened?.id ?? `new-${fromA?.id ?? ''}-${fromB?.id ?? ''}`}
              action={compareAction}
              fields={fields}
              years={await recordYears(ctx)}
              year={opened?.year ?? ctx.now.getUTCFullYear()}
            />
          </Card>
        ) : (
          <UpgradePrompt feature="Contract comparison">
            Enter two offers and see the take-home of each after federal, state and payroll tax, per week and
            per hour. Your saved comparisons stay readable below.
          </UpgradePrompt>
        )}
        <Card aria-labelledby="saved-title">
          <CardHeader
            id="saved-title"
            title="Saved comparisons"
            description={saved.total > 0 ? `${saved.total} saved · open one to see its snapshot` : undefined}
          />
          {rows.length === 0 ? (
            <EmptyState title="No saved comparisons yet">
              Compare two contracts, then save the result to come back to it.
            </EmptyState>
          ) : (
            <SavedComparisons rows={rows} openId={opened?.id ?? null} deleteAction={deleteComparison} />
          )}
        </Card>
      </div>
    </>
  );
}
