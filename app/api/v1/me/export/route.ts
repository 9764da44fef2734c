// GET /api/v1/me/export: every record and attached file of the caller, as one ZIP (JSON and CSV)
import { exportAccount } from '@/lib/account/export';
import { download } from '@/lib/http/download';
import { ZIP_NAMES } from '@/lib/views/exports/zip-names';
import { endpoint } from '@/lib/http/endpoint';
import { methods } from '@/lib/http/methods';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: endpoint(
    {
      method: 'GET',
      path: '/api/v1/me/export',
      operationId: 'exportMyData',
      summary: 'Export all your data (ZIP)',
      description:
        'Every record of every kind as JSON (`json/<table>.json`) and CSV (`csv/<table>.csv`), records in the ' +
        'trash included (their `deleted_at` is set), your account without secrets, every attached file ' +
        'under `files/` (income documents under `files/income/`, imported files under `files/imports/`), ' +
        'and `manifest.json` last: the rows written per table and the number of files. ' +
        ZIP_NAMES,
      tags: ['Account'],
      file: {
        contentType: 'application/zip',
        description: 'Your data (travel-ledger-export-2026-11-23.zip)',
      },
    },
    async ({ ctx }) => download(await exportAccount(ctx)),
  ),
});
