import 'server-only';
import { calendarFeedSchema } from '@/lib/calendar/schemas';
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
];
