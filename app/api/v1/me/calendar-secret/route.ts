// POST /api/v1/me/calendar-secret: a new calendar feed address (the old one stops working)
// DELETE /api/v1/me/calendar-secret: turns the calendar feed off
import { disableCalendarFeed, rotateCalendarSecret } from '@/lib/calendar/token';
import { methods } from '@/lib/http/methods';
import { json, noContent } from '@/lib/http/respond';
import { route } from '@/lib/http/route';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: route({}, async ({ ctx }) => json(await rotateCalendarSecret(ctx))),
  DELETE: route({}, async ({ ctx }) => {
    await disableCalendarFeed(ctx);
    return noContent();
  }),
});
