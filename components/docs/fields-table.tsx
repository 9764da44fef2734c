import { TBody, Td, Th, THead } from '@/components/ui/table';
import { ScrollTable } from './scroll-table';
import type { FieldRow } from './describe';
import { InlineText } from './inline-text';

export interface ParamRow extends FieldRow {
  where: string;
}

const rowHeader = 'px-4 py-3 text-left align-top font-mono text-xs font-medium first:pl-4 sm:first:pl-0';

function Required({ required }: { required: boolean }) {
  return required ? (
    <span className="font-medium text-fg">Required</span>
  ) : (
    <span className="text-muted">Optional</span>
  );
}

/** Request body fields or parameters: name, type, required, notes. */
export function FieldsTable({ rows, caption }: { rows: (FieldRow | ParamRow)[]; caption: string }) {
  const withWhere = rows.some((r) => 'where' in r);
  return (
    <ScrollTable caption={caption}>
      <THead>
        <tr>
          <Th>Name</Th>
          {withWhere ? <Th>In</Th> : null}
          <Th>Type</Th>
          <Th>Required</Th>
          <Th>Description</Th>
        </tr>
      </THead>
      <TBody>
        {rows.map((r) => (
          <tr key={`${'where' in r ? r.where : ''}${r.name}`}>
            <th scope="row" className={rowHeader}>
              {r.name}
            </th>
            {withWhere ? <Td className="align-top text-xs">{'where' in r ? r.where : ''}</Td> : null}
            <Td className="align-top font-mono text-xs">{r.type}</Td>
            <Td className="align-top text-xs">
              <Required required={r.required} />
            </Td>
            <Td className="align-top text-xs text-muted">
              <InlineText text={r.notes || '—'} />
            </Td>
          </tr>
        ))}
      </TBody>
    </ScrollTable>
  );
}
