import type { Metadata } from 'next';
import { EditRecordPage } from '@/components/records/edit-record-page';
import { optionLabel } from '@/app/_lib/form-types';
import { Money } from '@/components/ui/money';
import { taxHomeCostResource } from '@/lib/records/tax-homes/costs-resource';
import { loadOwnRecord } from '../../../_lib/edit-record';
import { deleteCost, updateCost } from '../../actions';
import { costFields, costOptions, MONTHS } from '../../fields';
import { taxHomeCostRecord } from '@/lib/records/tax-homes/record';

export const metadata: Metadata = { title: 'Edit tax home cost' };

export default async function EditCostPage({ params }: { params: Promise<{ id: string }> }) {
  const { ctx, row } = await loadOwnRecord(taxHomeCostResource, params);
  const c = taxHomeCostRecord.serialize(row, ctx);
  return (
    <EditRecordPage
      back={{ href: `/tax-home?year=${c.year}`, label: 'Tax home' }}
      title={`${optionLabel(costOptions, c.category)} · ${MONTHS[c.month - 1]} ${c.year}`}
      description={
        <>
          Tax home cost · <Money cents={c.amount} />
          {c.description ? ` · ${c.description}` : ''}
        </>
      }
      deleteAction={deleteCost.bind(null, c.id)}
      deleteLabel="Delete cost"
      action={updateCost.bind(null, c.id)}
      fields={costFields(undefined, c)}
    />
  );
}
