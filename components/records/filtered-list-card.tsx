import { TitledCard } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import type { FieldOption } from '@/app/_lib/form-types';
import { ListFilters } from './list-filters';
import { RecordTable, type Column } from './record-table';
import type { FilterSelect } from './year-filter';

interface Empty {
  title: string;
  text: string;
}

/** The filters a list card offers and the download that carries them (app/(app)/_lib/filtered-list.ts). */
export interface FilterBar {
  years: number[];
  year: number;
  /** The category or purpose filter; the title names the one picked. */
  kind: FilterSelect;
  assignment: { id: number | null; options: FieldOption[] };
  download: { href: string; label: string };
}

/** How a page's records read in the table: its columns, each row's actions, and what an empty list says. */
export interface ListTable<R> {
  caption: string;
  columns: readonly Column<R>[];
  actions: (row: R) => React.ReactNode;
  empty: { none: Empty; filtered: Empty };
}

/**
 * The list card of a filtered page (Expenses, Mileage): the year, kind and assignment filters and the
 * download in its header, the count and total of every matching row, a word when the table lists only the
 * newest of them, and an empty state that says whether the filters or the records are missing.
 */
export function FilteredListCard<R extends { id: number }>({
  id,
  bar: { years, year, kind, assignment, download },
  summary,
  list: { rows, total },
  table: { caption, columns, actions, empty },
}: {
  id: string;
  bar: FilterBar;
  /** "12 expenses · total $1,250.00": what every matching row adds up to. */
  summary: React.ReactNode;
  /** The newest matching rows and how many match in all (the list service's answer). */
  list: { rows: readonly R[]; total: number };
  table: ListTable<R>;
}) {
  const picked = kind.options.find((o) => o.value === kind.value);
  const filtered = Boolean(picked || assignment.id);
  const shown = filtered ? empty.filtered : empty.none;
  const selects = [
    kind,
    {
      name: 'assignment_id',
      label: 'Assignment',
      value: assignment.id ? String(assignment.id) : '',
      options: assignment.options,
    },
  ];
  return (
    <TitledCard
      id={id}
      title={`${year}${picked ? ` · ${picked.label}` : ''}`}
      description={
        <>
          {summary}
          {total > rows.length ? ` (newest ${rows.length} listed; the CSV has all)` : ''}
        </>
      }
      action={<ListFilters years={years} year={year} selects={selects} download={download} />}
    >
      <RecordTable
        caption={caption}
        columns={columns}
        rows={rows}
        actions={actions}
        empty={<EmptyState title={shown.title}>{shown.text}</EmptyState>}
      />
    </TitledCard>
  );
}
