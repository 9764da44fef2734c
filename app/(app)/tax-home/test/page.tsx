import type { Metadata } from 'next';
import { PageHeader } from '@/components/layout/page-header';
import { EligibilityCard } from '@/components/tax-home/eligibility-card';
import { FactorList } from '@/components/tax-home/factor-list';
import { KeepHomeCard } from '@/components/tax-home/keep-home-card';
import { VERDICT } from '@/components/tax-home/verdict';
import { Badge } from '@/components/ui/badge';
import { TitledCard } from '@/components/ui/card';
import { currentCtx } from '@/lib/auth/current-user';
import { keepHomeView } from '@/lib/views/tax-home/keep-home';
import { stipendEligibilityView, taxHomeTestView } from '@/lib/views/load/tax-home';
import { yearFrom } from '../../_lib/mutate';

export const metadata: Metadata = { title: 'IRS tax home test' };

export default async function TaxHomeTestPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const ctx = await currentCtx();
  const year = yearFrom((await searchParams).year, ctx.now);
  const [test, eligibility, keep] = await Promise.all([
    taxHomeTestView(ctx),
    stipendEligibilityView(ctx, year),
    keepHomeView(ctx, year),
  ]);
  const v = VERDICT[test.verdict] ?? VERDICT.itinerant;
  return (
    <>
      <PageHeader
        title="IRS tax home test"
        description="Whether your home counts as a tax home, from what you have recorded."
      />
      <div className="grid items-start gap-6 lg:grid-cols-5">
        <div className="grid gap-6 lg:col-span-3">
          <TitledCard id="verdict-title" title="Your result">
            {v ? (
              <div className="mb-4">
                <Badge tone={v.tone}>{v.label}</Badge>
                <p className="mt-2">{v.meaning}</p>
              </div>
            ) : null}
            <FactorList factors={test.factors} full />
            {test.toImprove.length > 0 ? (
              <div className="mt-4 rounded-lg bg-surface-muted p-3">
                <p className="text-sm font-semibold">What would change the result</p>
                <ul className="mt-1 list-disc pl-5 text-sm">
                  {test.toImprove.map((t) => (
                    <li key={t}>{t}</li>
                  ))}
                </ul>
              </div>
            ) : null}
          </TitledCard>
          <EligibilityCard year={year} items={eligibility.items} />
          <KeepHomeCard b={keep} />
        </div>
        <TitledCard id="law-title" title="The law in plain words" className="lg:col-span-2">
          <div className="grid gap-3 text-sm">
            <p>
              Your stipends are tax-free only while you travel away from your tax home. The IRS looks at three
              things to decide whether the home you name is really your tax home:
            </p>
            <ol className="list-decimal grid gap-1 pl-5">
              <li>You do some of your work in the area of your home, and sleep at home while you do.</li>
              <li>You keep paying for the home (rent or mortgage, bills) while you work away.</li>
              <li>
                You have not left the area: you go back often, or family lives there, and your vote, license,
                car and mail are there.
              </li>
            </ol>
            <p>
              All three: it is your tax home. Two: the IRS weighs all your facts, so keep proof of everything.
              One or none: you are treated as having no tax home, and every stipend is taxable pay.
            </p>
            <p>
              Even with a tax home, a stipend is tax-free only for work away from it, for a stay expected to
              last a year or less at one place, and up to the federal (GSA) daily rate.
            </p>
            <p className="text-muted">
              This follows the IRS&apos;s published rules for travel expenses. It is a guide to what to keep,
              not tax advice for your case.
            </p>
          </div>
        </TitledCard>
      </div>
    </>
  );
}
