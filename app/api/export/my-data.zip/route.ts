// GET /api/export/my-data.zip — everything the signed-in user has here, for Settings → Your data
import { sessionDownload } from '@/app/_lib/session-route';
import { exportAccount } from '@/lib/account/export';

export const dynamic = 'force-dynamic';

export const GET = sessionDownload({ name: 'export.my-data' }, (ctx) => exportAccount(ctx));
