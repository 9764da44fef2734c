import 'server-only';
import { revalidatePath } from 'next/cache';

/**
 * The one rule for what a write refreshes, used by every server action: the whole signed-in app. A record
 * shows on several pages (an expense on Expenses, in the dashboard's counts and audit, in Profitability's
 * linked sums, in Settings → Trash once deleted; a credential's expiry moves a notification), and lists of
 * "the pages this write touches" fell behind as pages grew. Every page renders per request from the
 * database, so dropping the browser's cached copies of all of them costs nothing a visit would not.
 */
export function refreshAfterWrite(): void {
  revalidatePath('/', 'layout');
}
