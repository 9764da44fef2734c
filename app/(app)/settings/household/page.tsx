import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { PageHeader } from '@/components/layout/page-header';
import { RecordForm } from '@/components/records/record-form';
import { FilterForm } from '@/components/records/year-filter';
import { Card, CardHeader } from '@/components/ui/card';
import { currentCtx } from '@/lib/auth/current-user';
import { findHousehold, serializeHousehold } from '@/lib/records/household/service';
import { yearFrom } from '../../_lib/mutate';
import { saveHouseholdForm } from '../household-actions';
import { householdFormFields } from '../household-fields';

export const metadata: Metadata = { title: 'Household' };

type Search = Promise<Record<string, string | string[] | undefined>>;

/** The household of a tax year: every answer optional; blank counts as not entered. */
export default async function HouseholdPage({ searchParams }: { searchParams: Search }) {
  const ctx = await currentCtx();
  const year = yearFrom((await searchParams).year, ctx.now);
  const current = ctx.now.getUTCFullYear();
  const saved = serializeHousehold(year, await findHousehold(ctx, year));
  const joint = ctx.user.filing_status === 'married_joint';
  const fields = householdFormFields(saved, {
    filingStatus: ctx.user.filing_status,
    employmentType: ctx.user.employment_type,
  });
  return (
    <>
      <PageHeader
        title="Household"
        description="What your tax return holds besides your assignments. Every answer is optional: leave blank what does not apply."
        actions={<FilterForm years={[current + 1, current, current - 1]} year={year} />}
      />
      <Card aria-labelledby="household-title">
        <CardHeader
          id="household-title"
          title={`Your household in ${year}`}
          description={
            joint
              ? 'Filing jointly: your spouse’s pay and withholding are part of your return.'
              : 'Your spouse’s pay is asked only on a joint return: choose Married filing jointly in your profile to add it.'
          }
          action={
            joint ? null : (
              <Link href="/settings" className="text-sm font-medium text-primary hover:underline">
                Change filing status
              </Link>
            )
          }
        />
        <RecordForm
          key={year}
          action={saveHouseholdForm.bind(null, year, 'settings')}
          fields={fields}
          submitLabel="Save household"
          successMessage="Household saved"
          columns={2}
        />
      </Card>
    </>
  );
}
