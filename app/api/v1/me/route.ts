// GET /api/v1/me: the caller's profile; PATCH /api/v1/me changes name, employment type, filing status, theme
// DELETE /api/v1/me {confirm}: erases the account, its records and files, and cancels the subscription
import { deleteAccount } from '@/lib/account/delete';
import { BACKUPS_NOTE, deleteAccountBody, deleteAccountSchema } from '@/lib/account/schemas';
import { endpoint } from '@/lib/http/endpoint';
import { methods } from '@/lib/http/methods';
import { json } from '@/lib/http/respond';
import { meSchema, updateMeBody } from '@/lib/account/users/schemas';
import { updateProfile } from '@/lib/account/users/profile';
import { serializeMe } from '@/lib/account/users/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: endpoint(
    {
      method: 'GET',
      path: '/api/v1/me',
      operationId: 'getMe',
      summary: 'Your profile',
      description: '`plan` reads `pro` during the trial (`trial_ends_at`) and for subscribers.',
      tags: ['Account'],
      response: meSchema,
    },
    async ({ ctx }) => json(serializeMe(ctx.user, ctx.now)),
  ),
  PATCH: endpoint(
    {
      method: 'PATCH',
      path: '/api/v1/me',
      operationId: 'updateMe',
      summary: 'Update your profile',
      description: 'Employment type and filing status change how every tax figure is computed.',
      tags: ['Account'],
      body: updateMeBody,
      response: meSchema,
    },
    async ({ ctx, body }) => {
      const user = await updateProfile(ctx, body);
      return json(serializeMe(user, ctx.now));
    },
  ),
  DELETE: endpoint(
    {
      method: 'DELETE',
      path: '/api/v1/me',
      operationId: 'deleteMe',
      summary: 'Delete your account',
      description:
        'Erases the account for good (the one delete that is not a soft delete): cancels the Stripe ' +
        'subscription, then deletes every record of every kind and the account in one transaction, which ' +
        'also ends every way into the account (API tokens of the built-in sign-in, browser sessions, the ' +
        'calendar feed address, password reset links). The stored files go after that: when storage fails, ' +
        '`filesPending` is true and a background job removes them later. A failure before the commit (503 ' +
        'for Stripe) deletes nothing; sending the request again finishes the job. ' +
        BACKUPS_NOTE,
      tags: ['Account'],
      body: deleteAccountBody,
      response: deleteAccountSchema,
      errors: ['not_configured', 'unavailable'],
    },
    async ({ ctx, body }) => json(await deleteAccount(ctx, body)),
  ),
});
