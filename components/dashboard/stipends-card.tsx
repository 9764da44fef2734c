import Link from '@/components/ui/link';
import { Card, CardHeader } from '@/components/ui/card';
import { formatCents, Money } from '@/components/ui/money';
import { Stat } from './stat';

export interface StipendItem {
  grossComp: number;
  taxableIncome: number;
  housingStipend: number;
  mieStipend: number;
  stipendsTaxable?: true;
}

/**
 * A W-2 worker's tax-free stipends: what the pay includes but taxable income does not (housing and M&IE up
 * to the GSA rate, docs/tax-method.md §2). A 1099 worker's stipends are business income: shown as received.
 */
export function stipendFigures(items: readonly StipendItem[], employmentType: string) {
  const received = items.reduce((s, it) => s + it.housingStipend + it.mieStipend, 0);
  const taxFree =
    employmentType === 'w2'
      ? items.reduce(
          (s, it) => s + (it.stipendsTaxable ? 0 : Math.max(0, it.grossComp - it.taxableIncome)),
          0,
        )
      : 0;
  const taxedAsWages = items.some((it) => it.stipendsTaxable);
  return { received, taxFree, taxedAsWages };
}

export function StipendsCard({
  year,
  items,
  employmentType,
}: {
  year: number;
  items: readonly StipendItem[];
  employmentType: string;
}) {
  const { received, taxFree, taxedAsWages } = stipendFigures(items, employmentType);
  const w2 = employmentType === 'w2';
  return (
    <Card aria-labelledby="stipends-title" className="h-full">
      <CardHeader id="stipends-title" title={w2 ? 'Tax-free stipends' : 'Stipends'} description={`${year}`} />
      {items.length === 0 ? (
        <p className="text-sm text-muted">
          Housing and M&amp;IE stipends of this year&apos;s assignments appear here.
        </p>
      ) : (
        <>
          <dl>
            <Stat
              label={w2 ? `Tax-free in ${year}` : 'Received'}
              value={<Money cents={w2 ? taxFree : received} />}
              emphasis
              note={
                w2
                  ? `of ${formatCents(received)} housing + M&IE in this year's assignments`
                  : 'Business income on a 1099: deduct your real expenses instead'
              }
            />
          </dl>
          {taxedAsWages ? (
            <p className="mt-2 text-xs text-warning">
              Without a tax home your stipends are taxed as wages.{' '}
              <Link href="/tax-home" className="underline">
                Add your tax home
              </Link>
            </p>
          ) : null}
        </>
      )}
    </Card>
  );
}
