// GET /api/export/my-data.zip — everything the signed-in user has here, for Settings → Your data
import { exportAccount } from '@/lib/account/export';
import { sessionDownload } from '../session-download';

export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  return sessionDownload(exportAccount);
}
