import 'server-only';
import { invalidField } from '@/lib/core/errors';
import type { Ctx } from '@/lib/core/context';

/** A reference to an assignment must name one of the caller's own live assignments: else 400 (docs/api-guide.md §3). */
export async function assertOwnAssignment(ctx: Ctx, assignmentId: number | null | undefined): Promise<void> {
  if (assignmentId === null || assignmentId === undefined) return;
  const found = await ctx.db.assignment.count({ where: { id: assignmentId, user_id: ctx.userId } });
  if (!found) throw invalidField('assignment_id', 'No such assignment of yours');
}
