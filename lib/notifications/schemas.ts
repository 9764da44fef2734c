import 'server-only';
import { z } from 'zod';
import { sameType } from '@/lib/core/same-type';
import type { syncAllUsers } from './sync';

// Answers of the notification actions: mark all read, and the daily rule run (docs/api-guide.md §6, §7).

export const readAllResponse = z.object({
  updated: z.int().meta({ description: 'Notifications marked read' }),
});

export const cronResultResponse = z.object({
  users: z.int().meta({ description: 'Users whose notifications were re-evaluated' }),
  created: z.int(),
  updated: z.int(),
  resolved: z.int(),
});
sameType<z.infer<typeof cronResultResponse>, Awaited<ReturnType<typeof syncAllUsers>>>();
