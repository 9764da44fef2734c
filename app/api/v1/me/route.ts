// GET /api/v1/me: the caller's profile; PATCH /api/v1/me changes name, employment type, filing status, theme
// DELETE /api/v1/me {confirm}: erases the account, its records and files, and cancels the subscription
import { deleteAccount } from '@/lib/account/delete';
import { deleteAccountBody } from '@/lib/account/schemas';
import { methods } from '@/lib/http/methods';
import { json } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { updateMeBody } from '@/lib/users/schemas';
import { serializeMe, updateMe } from '@/lib/users/service';
import { syncAfterWrite } from '@/lib/notifications/sync';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route({}, async ({ ctx }) => json(serializeMe(ctx.user, ctx.now))),
  PATCH: route({ body: updateMeBody }, async ({ ctx, body }) => {
    const user = await updateMe(ctx.db, ctx.userId, body);
    if (body.employment_type) await syncAfterWrite(ctx); // W-2 and 1099 have different reminders
    return json(serializeMe(user, ctx.now));
  }),
  DELETE: route({ body: deleteAccountBody }, async ({ ctx, body }) => json(await deleteAccount(ctx, body))),
});
