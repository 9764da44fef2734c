import 'server-only';
import { requestLocale } from '@/components/ui/locale';
import { currentCtx } from '@/lib/auth/current-user';
import type { Ctx } from '@/lib/core/context';
import { viewOutcome } from '@/lib/views/outcome';
import { yearFrom } from './mutate';

type Search = Promise<Record<string, string | string[] | undefined>>;

/**
 * A computed view's page for the year in `?year=` (Profitability, State income): the caller, the year, the
 * reader's locale and the view service's outcome (its figures, or the refusal the page renders instead).
 */
export async function loadYearView<T extends object>(
  searchParams: Search,
  view: (ctx: Ctx, year: number) => Promise<T>,
) {
  const ctx = await currentCtx();
  const year = yearFrom((await searchParams).year, ctx.now);
  const [locale, outcome] = await Promise.all([requestLocale(), viewOutcome(() => view(ctx, year))]);
  return { ctx, year, locale, outcome };
}
