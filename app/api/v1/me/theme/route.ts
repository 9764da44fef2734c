// PATCH /api/v1/me/theme: stores light or dark for the user
import { endpoint } from '@/lib/http/endpoint';
import { methods } from '@/lib/http/methods';
import { json } from '@/lib/http/respond';
import { themeBody, themeResponse } from '@/lib/account/users/schemas';
import { updateProfile } from '@/lib/account/users/profile';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  PATCH: endpoint(
    {
      method: 'PATCH',
      path: '/api/v1/me/theme',
      operationId: 'updateTheme',
      summary: 'Set the color theme',
      tags: ['Account'],
      body: themeBody,
      response: themeResponse,
    },
    async ({ ctx, body }) => {
      const user = await updateProfile(ctx, { theme: body.theme });
      return json({ theme: user.theme });
    },
  ),
});
