import { z } from 'zod';
import { recordBody } from '@/lib/validation/common';

// Bodies and answers of DELETE /me (account deletion).

export const deleteAccountBody = recordBody({
  confirm: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .meta({ description: 'The word DELETE, or your account email: proof that the deletion is meant' }),
}).meta({ examples: [{ confirm: 'DELETE' }] });
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;

/** What happens to copies of the data, in plain words: the Settings page and the API reference say it. */
export const BACKUPS_NOTE =
  'Backups: Travel Ledger keeps no backups of its own. If the people who run this server back up its ' +
  'database or file storage, copies made before today keep your data until those backups expire; they ' +
  'are never used to bring your account back. Stripe keeps its record of past payments, as tax law requires.';

export const deleteAccountSchema = z
  .object({
    deleted: z.literal(true),
    canceledSubscriptions: z.int().meta({ description: 'Stripe subscriptions canceled (0 or 1)' }),
    deletedFiles: z.int().meta({ description: 'Files removed from storage before this answer' }),
    filesPending: z.boolean().meta({
      description:
        'True when some files could not be removed yet: your account and records are gone, and the ' +
        'files are removed by a background job that tries again',
    }),
    backups: z.string().meta({ description: 'What happens to copies of your data' }),
  })
  .meta({
    id: 'AccountDeletion',
    examples: [
      {
        deleted: true,
        canceledSubscriptions: 1,
        deletedFiles: 14,
        filesPending: false,
        backups: BACKUPS_NOTE,
      },
    ],
  });
export type DeleteAccountResult = z.infer<typeof deleteAccountSchema>;

/** The daily cron run's report on the files of erased accounts (lib/account/file-deletions.ts). */
export const fileDeletionsSchema = z
  .object({
    cleared: z.int().meta({ description: 'Storage folders of erased accounts emptied' }),
    files: z.int().meta({ description: 'Files removed' }),
    failed: z.int().meta({ description: 'Folders that failed and will be tried again' }),
    gaveUp: z.int().meta({ description: 'Folders that failed for the last time (logged for an operator)' }),
  })
  .meta({ id: 'FileDeletions' });
