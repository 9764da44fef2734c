import { CalendarFeedForm } from '@/components/settings/calendar-feed-form';
import { Card, CardHeader } from '@/components/ui/card';
import { DateText } from '@/components/ui/date-text';
import type { User } from '@/lib/generated/prisma/client';
import { rotateCalendar, turnOffCalendar } from './data-actions';

/** Settings → Calendar feed: a secret address calendar apps subscribe to. */
export function CalendarCard({ user }: { user: User }) {
  const since = user.calendar_token_created_at?.toISOString().slice(0, 10) ?? null;
  return (
    <Card id="calendar" aria-labelledby="calendar-title">
      <CardHeader
        id="calendar-title"
        title="Calendar feed"
        description="Assignment dates, credential expiries, the 12-month limit, tax deadlines: in your own calendar."
      />
      <p className="mb-3 text-sm">
        {since ? (
          <>
            Your feed is on (address made <DateText value={since} />
            ). Anyone with the address can read it: make a new one if it was shared by mistake, and the old
            one stops working.
          </>
        ) : (
          'No calendar address yet.'
        )}
      </p>
      <CalendarFeedForm action={rotateCalendar} turnOff={since ? turnOffCalendar : undefined} />
    </Card>
  );
}
