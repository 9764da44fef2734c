import 'server-only';
import { createHmac } from 'node:crypto';
import { authSecret } from './secret';

// The key a signed-in user's offline data is kept under on their device (issue 40): the service worker's
// page cache and the capture queue. Opaque (a keyed hash of the user's id), so nothing on the device names
// the account, and the same on every instance sharing AUTH_SECRET.

export function offlineKey(userId: number): string {
  return createHmac('sha256', authSecret()).update(`offline:${userId}`).digest('base64url').slice(0, 22);
}
