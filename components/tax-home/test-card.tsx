import Link from '@/components/ui/link';
import { Badge } from '@/components/ui/badge';
import { TitledCard } from '@/components/ui/card';
import { FactorList, type Factor } from './factor-list';
import { VERDICT } from './verdict';

/** The dashboard's tax home test: the verdict, the three factors, a link to the full page. */
export function TaxHomeTestCard({ verdict, factors }: { verdict: string; factors: readonly Factor[] }) {
  const v = VERDICT[verdict] ?? VERDICT.itinerant;
  return (
    <TitledCard
      id="tax-home-test-title"
      title="IRS tax home test"
      description="The three factors the IRS weighs to accept your tax home."
    >
      {v ? (
        <div className="mb-3">
          <Badge tone={v.tone}>{v.label}</Badge>
          <p className="mt-2 text-sm">{v.meaning}</p>
        </div>
      ) : null}
      <FactorList factors={factors} />
      <Link
        href="/tax-home/test"
        className="mt-2 inline-block text-sm font-medium text-primary underline-offset-2 hover:underline"
      >
        See the evidence and what to add<span aria-hidden="true"> →</span>
      </Link>
    </TitledCard>
  );
}
