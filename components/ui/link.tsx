import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * The app's link: next/link, not prefetched unless a caller asks. Every page is rendered per request, so a
 * prefetch brings only the route tree, and a page's links (the two menus, the dashboard's cards) made over
 * 20 background requests on every page view: a phone's data and the server's time for nothing.
 * ESLint sends every other import of next/link here.
 */
export default function Link({ prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />;
}
