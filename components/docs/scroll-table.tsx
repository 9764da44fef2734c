/**
 * A table that scrolls sideways on narrow screens. Unlike components/ui/table.tsx, the scrolling region is
 * focusable and labelled, so keyboard users can scroll it too (axe: scrollable-region-focusable).
 */
export function ScrollTable({ caption, children }: { caption: string; children: React.ReactNode }) {
  return (
    <div role="region" aria-label={caption} tabIndex={0} className="-mx-4 overflow-x-auto sm:mx-0">
      <table className="w-full min-w-[36rem] border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}
