import 'server-only';
import { registerDailyOnce } from '@/lib/providers/jobs/daily';
import { registerJob } from '@/lib/providers/jobs/registry';
import { objectStore } from '@/lib/providers/storage/store';
import { drainFileDeletions } from './file-deletions';

// Erased accounts' files that storage refused to delete right after the erasure: each day's run retries
// the folders that are due (lib/account/file-deletions.ts keeps the attempts and the growing wait), so a
// host without a cron trigger still gets them removed.

const FILE_DELETIONS = 'file-deletions';

registerJob(FILE_DELETIONS, async (_payload, ctx) => {
  await drainFileDeletions(ctx.db, objectStore(), { now: ctx.now });
});
registerDailyOnce(FILE_DELETIONS);
