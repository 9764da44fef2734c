'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { cn } from '@/components/ui/cn';

/**
 * A menu button over a panel, built on <details> so that it opens before hydration and with the keyboard
 * (Enter or Space on the summary). Script adds what <details> lacks: Escape closes it and gives focus back
 * to the summary; a click or focus outside closes it; so does a navigation, since the layout holding it
 * stays mounted across pages.
 */
export function Disclosure({
  summary,
  summaryClassName,
  panelClassName,
  className,
  children,
}: {
  summary: React.ReactNode;
  summaryClassName?: string;
  panelClassName?: string;
  className?: string;
  children: React.ReactNode;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  const pathname = usePathname();

  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [pathname]);

  useEffect(() => {
    const onPointerDown = (e: PointerEvent) => {
      const details = ref.current;
      if (details?.open && e.target instanceof Node && !details.contains(e.target)) details.open = false;
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, []);

  const close = (focusSummary: boolean) => {
    const details = ref.current;
    if (!details?.open) return;
    details.open = false;
    if (focusSummary) details.querySelector('summary')?.focus();
  };

  return (
    <details
      ref={ref}
      className={cn('group relative', className)}
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !ref.current?.open) return;
        e.preventDefault();
        close(true);
      }}
      onBlur={(e) => {
        // Tabbing past the last link leaves the menu: it closes rather than cover the page.
        if (e.relatedTarget instanceof Node && !e.currentTarget.contains(e.relatedTarget)) close(false);
      }}
    >
      <summary
        className={cn(
          'flex cursor-pointer list-none items-center gap-1.5 [&::-webkit-details-marker]:hidden',
          summaryClassName,
        )}
      >
        {summary}
      </summary>
      <div
        className={cn(
          'absolute z-30 mt-2 rounded-xl border border-border bg-surface p-2 shadow-lg',
          panelClassName,
        )}
      >
        {children}
      </div>
    </details>
  );
}

/** The small chevron of a menu button, turned up while the menu is open. */
export function Chevron() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      className="size-3.5 group-open:rotate-180"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="m4 6 4 4 4-4" />
    </svg>
  );
}
