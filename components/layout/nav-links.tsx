'use client';

import Link from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { useId } from 'react';
import { cn } from '@/components/ui/cn';
import { Chevron, Disclosure } from './disclosure';
import { NAV_GROUP_LABELS, NAV_ITEMS, type NavGroup } from './nav-items';

type Item = (typeof NAV_ITEMS)[number];

const tone = (active: boolean) =>
  active ? 'bg-surface-muted font-medium text-fg' : 'text-muted hover:bg-surface-muted hover:text-fg';
const linkClass = (active: boolean) =>
  cn('block whitespace-nowrap rounded-md px-2.5 py-1.5 text-sm', tone(active));

function isActive(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

function NavLink({ item, pathname }: { item: Item; pathname: string }) {
  const active = isActive(pathname, item.href);
  return (
    <Link href={item.href} aria-current={active ? 'page' : undefined} className={linkClass(active)}>
      {item.label}
    </Link>
  );
}

const itemsOf = (group: NavGroup) => NAV_ITEMS.filter((item) => item.group === group);

/** The sections of one group as a list, named by the group's heading when it has one. */
function GroupList({ group, pathname }: { group: NavGroup; pathname: string }) {
  const id = useId();
  const heading = group === 'main' ? null : NAV_GROUP_LABELS[group];
  return (
    <div className={heading ? 'mt-2 border-t border-border pt-2 first:mt-0 first:border-0 first:pt-0' : ''}>
      {heading ? (
        <p id={id} className="px-2.5 pb-1 text-xs font-medium uppercase tracking-wide text-muted">
          {heading}
        </p>
      ) : null}
      <ul className="grid gap-0.5" aria-labelledby={heading ? id : undefined}>
        {itemsOf(group).map((item) => (
          <li key={item.href}>
            <NavLink item={item} pathname={pathname} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The top bar's sections from 1024 px up, in one row: the main group as links, the others in a "More"
 * menu, which is highlighted while the current page is one of them (the link itself has aria-current).
 */
export function NavBar() {
  const pathname = usePathname();
  const inMore = NAV_ITEMS.some((item) => item.group !== 'main' && isActive(pathname, item.href));
  return (
    <ul className="flex items-center gap-0.5">
      {itemsOf('main').map((item) => (
        <li key={item.href}>
          <NavLink item={item} pathname={pathname} />
        </li>
      ))}
      <li>
        <Disclosure
          summary={
            <>
              More <Chevron />
            </>
          }
          summaryClassName={cn('whitespace-nowrap rounded-md px-2.5 py-1.5 text-sm', tone(inMore))}
          panelClassName="left-0 w-56"
        >
          <GroupList group="taxes" pathname={pathname} />
          <GroupList group="account" pathname={pathname} />
        </Disclosure>
      </li>
    </ul>
  );
}

/** Every section, grouped, for the menu below 1024 px. */
export function NavMenuList() {
  const pathname = usePathname();
  return (
    <>
      <GroupList group="main" pathname={pathname} />
      <GroupList group="taxes" pathname={pathname} />
      <GroupList group="account" pathname={pathname} />
    </>
  );
}
