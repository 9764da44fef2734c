'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { cn } from '@/components/ui/cn';
import { NAV_ITEMS } from './nav-items';

/** The app's sections; the current one is marked with aria-current. */
export function NavLinks({ layout }: { layout: 'bar' | 'menu' }) {
  const pathname = usePathname();
  return (
    <ul className={layout === 'bar' ? 'flex flex-wrap gap-1' : 'grid gap-1'}>
      {NAV_ITEMS.map((item) => {
        const active = pathname === item.href || pathname.startsWith(`${item.href}/`);
        return (
          <li key={item.href}>
            <Link
              href={item.href}
              aria-current={active ? 'page' : undefined}
              className={cn(
                'block rounded-md px-2.5 py-1.5 text-sm',
                active
                  ? 'bg-surface-muted font-medium text-fg'
                  : 'text-muted hover:bg-surface-muted hover:text-fg',
              )}
            >
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
