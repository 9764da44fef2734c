import 'server-only';
import { BACKUPS_NOTE, deleteAccountBody, deleteAccountSchema } from '@/lib/account/schemas';
import { binaryFile } from '@/lib/exports/schemas';
import { calendarFeedSchema } from '@/lib/calendar/schemas';
import { ZIP_NAMES } from './packet-paths';
import { BODY_ERRORS } from './record-paths';
import type { Endpoint } from './types';

// The worker's own data: the calendar feed's address, the export of everything, and account deletion.

const authed = { auth: true, status: 200 as const };

export const accountDataPaths = (): Endpoint[] => [
  {
    ...authed,
    method: 'POST',
    path: '/api/v1/me/calendar-secret',
    operationId: 'rotateCalendarSecret',
    summary: 'Create or replace your calendar feed address',
    description:
      'No body. A new secret iCalendar address, `GET /api/calendar/<secret>.ics` (no token: the 32-byte random ' +
      'secret is the credential, and only its hash is stored, so the address is shown this once). Subscribe to ' +
      'it in any calendar app: assignment starts and ends, credential expiries, the day a place reaches the ' +
      '12-month limit, federal estimated-tax due dates (1099) and state return deadlines (Pro). A previous ' +
      'address answers 404 from now on.',
    tags: ['Account'],
    response: calendarFeedSchema,
    responseExample: {
      url: 'https://travelledger.app/api/calendar/3q2-7wEcQ1n0ZlB5x9JtYd0mK4pR8sVaHbCeFgIjLkM.ics',
      createdAt: '2026-11-23T15:04:05.123Z',
    },
    errors: [],
  },
  {
    ...authed,
    method: 'DELETE',
    path: '/api/v1/me/calendar-secret',
    operationId: 'disableCalendarFeed',
    summary: 'Turn your calendar feed off',
    description: 'The current address answers 404 from now on.',
    tags: ['Account'],
    status: 204,
    errors: [],
  },
  {
    ...authed,
    method: 'GET',
    path: '/api/v1/me/export',
    operationId: 'exportMyData',
    summary: 'Export all your data (ZIP)',
    description:
      'Every record of every kind as JSON (`json/<table>.json`) and CSV (`csv/<table>.csv`), records in the ' +
      `trash included (their \`deleted_at\` is set), your account without secrets, and every attached file under \`files/\`. ${ZIP_NAMES}`,
    tags: ['Account'],
    response: binaryFile('The ZIP archive (travel-ledger-export-2026-11-23.zip)'),
    responseContentType: 'application/zip',
    responseExample: 'PK…',
    responseDescription: 'Your data',
    errors: [],
  },
  {
    ...authed,
    method: 'DELETE',
    path: '/api/v1/me',
    operationId: 'deleteMe',
    summary: 'Delete your account',
    description:
      'Erases the account for good (the one delete that is not a soft delete): cancels the Stripe subscription, ' +
      'removes every stored file, then every record and the account in one transaction. A failure before the ' +
      'transaction (503) deletes nothing; sending the request again finishes the job. Backups: ' +
      BACKUPS_NOTE,
    tags: ['Account'],
    body: deleteAccountBody,
    requestExample: { confirm: 'DELETE' },
    response: deleteAccountSchema,
    responseExample: { deleted: true, canceledSubscriptions: 1, deletedFiles: 14, backups: BACKUPS_NOTE },
    errors: [...BODY_ERRORS, 'not_configured', 'unavailable'],
  },
];
