import { cn } from './cn';

/**
 * A table that scrolls sideways on narrow screens instead of squeezing its columns. The scrolling box is
 * focusable and named after the caption, so keyboard users can scroll it (axe: scrollable-region-focusable);
 * a group rather than a region, so it adds no landmark. `stacked`: below 640 px each row is a card instead
 * (the rows' cells carry their column's name in `data-label`; components/records/record-table.tsx).
 */
export function Table({
  className,
  caption,
  stacked = false,
  children,
  ...props
}: React.TableHTMLAttributes<HTMLTableElement> & { caption?: string; stacked?: boolean }) {
  return (
    <div
      role={caption ? 'group' : undefined}
      aria-label={caption}
      tabIndex={0}
      className={cn('relative overflow-x-auto sm:mx-0', !stacked && '-mx-4')}
    >
      <table
        className={cn(
          'w-full min-w-[36rem] border-collapse text-sm',
          stacked && 'max-sm:block max-sm:min-w-0',
          className,
        )}
        {...props}
      >
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        {children}
      </table>
    </div>
  );
}

/**
 * Below 640 px, a row as a card (`stacked`): each cell on a line of its own, its column's name (`data-label`)
 * on the left and its value on the right; the first cell is the card's title, the actions cell its last line.
 */
export const STACKED_ROW =
  'max-sm:block max-sm:rounded-lg max-sm:border max-sm:border-border max-sm:px-3 max-sm:py-2.5';
export const STACKED_CELL =
  'max-sm:flex max-sm:items-baseline max-sm:justify-between max-sm:gap-3 max-sm:px-0 max-sm:py-1 ' +
  'max-sm:text-right max-sm:before:text-left max-sm:before:text-muted max-sm:before:content-[attr(data-label)]';
export const STACKED_TITLE =
  'max-sm:block max-sm:px-0 max-sm:first:pl-0 max-sm:pt-0 max-sm:pb-1 max-sm:text-left max-sm:font-medium';

export function THead({ className, ...props }: React.HTMLAttributes<HTMLTableSectionElement>) {
  return (
    <thead
      className={cn('border-b border-border text-left text-xs uppercase tracking-wide text-muted', className)}
      {...props}
    />
  );
}

export function TBody({ className, ...props }: React.HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody className={cn('divide-y divide-border', className)} {...props} />;
}

export function Th({ className, ...props }: React.ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th scope="col" className={cn('px-4 py-2 font-medium first:pl-4 sm:first:pl-0', className)} {...props} />
  );
}

export function Td({ className, ...props }: React.TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={cn('px-4 py-3 align-middle first:pl-4 sm:first:pl-0', className)} {...props} />;
}
