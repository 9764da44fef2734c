import 'server-only';
import { headers } from 'next/headers';
import { pickLocale } from './format';

/** The reader's locale, from the request's Accept-Language header. */
export async function requestLocale(): Promise<string> {
  return pickLocale((await headers()).get('accept-language'));
}
