// PATCH /api/v1/me/theme: stores light or dark for the user
import { methods } from '@/lib/http/methods';
import { json } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { themeBody } from '@/lib/users/schemas';
import { updateMe } from '@/lib/users/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  PATCH: route({ body: themeBody }, async ({ ctx, body }) => {
    const user = await updateMe(ctx.db, ctx.userId, { theme: body.theme });
    return json({ theme: user.theme });
  }),
});
