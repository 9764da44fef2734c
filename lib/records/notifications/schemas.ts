import 'server-only';
import { z } from 'zod';

// Answers of the notification actions: mark all read, and the daily rule run (docs/api-guide.md §6, §7).

export const readAllResponse = z.object({
  updated: z.int().meta({ description: 'Notifications marked read' }),
});

export const cronResultResponse = z
  .object({
    day: z.iso.date().meta({ description: 'The UTC day whose run was asked for' }),
    queued: z.boolean().meta({
      description:
        'True when this call queued the day’s run; false when it was already queued, running or done',
    }),
    run: z
      .object({
        started_at: z.iso.datetime(),
        finished_at: z.iso.datetime().nullable(),
        users: z.int().meta({ description: 'Users whose jobs the run queued' }),
      })
      .nullable()
      .meta({ description: 'The day’s run once a worker has started it' }),
  })
  .meta({ id: 'DailyRun' });
