// POST /api/v1/me/calendar-secret: a new calendar feed address (the old one stops working)
// DELETE /api/v1/me/calendar-secret: turns the calendar feed off
import { calendarFeedSchema } from '@/lib/views/calendar/schemas';
import { disableCalendarFeed, rotateCalendarSecret } from '@/lib/views/calendar/token';
import { endpoint } from '@/lib/http/endpoint';
import { methods } from '@/lib/http/methods';
import { json, noContent } from '@/lib/http/respond';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: endpoint(
    {
      method: 'POST',
      path: '/api/v1/me/calendar-secret',
      operationId: 'rotateCalendarSecret',
      summary: 'Create or replace your calendar feed address',
      description:
        'No body. A new secret iCalendar address, `GET /api/calendar/<secret>.ics` (no token: the 32-byte random ' +
        'secret is the credential, and only its hash is stored, so the address is shown this once). Subscribe ' +
        'to it in any calendar app: assignment starts and ends, credential expiries, the day a place reaches ' +
        'the 12-month limit, federal estimated-tax due dates (1099) and state return deadlines (Pro). A ' +
        'previous address answers 404 from now on.',
      tags: ['Account'],
      response: calendarFeedSchema,
    },
    async ({ ctx }) => json(await rotateCalendarSecret(ctx)),
  ),
  DELETE: endpoint(
    {
      method: 'DELETE',
      path: '/api/v1/me/calendar-secret',
      operationId: 'disableCalendarFeed',
      summary: 'Turn your calendar feed off',
      description: 'The current address answers 404 from now on.',
      tags: ['Account'],
      status: 204,
    },
    async ({ ctx }) => {
      await disableCalendarFeed(ctx);
      return noContent();
    },
  ),
});
