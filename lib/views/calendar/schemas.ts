import { z } from 'zod';

// The calendar feed's address (POST /me/calendar-secret) and the feed's path parameter.

export const calendarFeedSchema = z
  .object({
    url: z.url().meta({
      description: 'The secret iCalendar address: anyone who has it can read the feed. Shown once.',
    }),
    createdAt: z.iso.datetime(),
  })
  .meta({
    id: 'CalendarFeed',
    examples: [
      {
        url: 'https://travelledger.app/api/calendar/3q2-7wEcQ1n0ZlB5x9JtYd0mK4pR8sVaHbCeFgIjLkM.ics',
        createdAt: '2026-11-23T15:04:05.123Z',
      },
    ],
  });

/** `<secret>.ics`; checked in the service, so that any other value is the same 404 as an unknown secret. */
export const feedParams = z.object({ feed: z.string().max(100) });
