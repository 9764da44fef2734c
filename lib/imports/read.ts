import 'server-only';
import type { DataImport } from '@/lib/generated/prisma/client';
import type { Ctx } from '@/lib/core/context';
import { notFound } from '@/lib/core/errors';
import type { ListQuery } from '@/lib/validation/common';
import { serializeImportSummary } from './serialize';
import { updateImportBody } from './schemas';
import type { ImportSettings } from './settings';

// Reading imports: the history (newest first, paginated like every list) and one import, owner inside the
// lookup so another user's import is 404 by construction.

export async function listImports(ctx: Ctx, query: Pick<ListQuery, 'limit' | 'offset'>) {
  const where = { user_id: ctx.userId };
  const [rows, total] = await Promise.all([
    ctx.db.dataImport.findMany({
      where,
      orderBy: [{ created_at: 'desc' }, { id: 'desc' }],
      skip: query.offset,
      take: query.limit,
    }),
    ctx.db.dataImport.count({ where }),
  ]);
  return { items: rows.map(serializeImportSummary), total };
}

export async function getImportOrThrow(ctx: Ctx, id: number): Promise<DataImport> {
  const row = await ctx.db.dataImport.findFirst({ where: { id, user_id: ctx.userId } });
  if (!row) throw notFound('Import');
  return row;
}

/** The settings stored on an import, read back through the same schema that let them in. */
export function settingsOf(row: DataImport): ImportSettings {
  const parsed = updateImportBody.safeParse(row.settings);
  return parsed.success ? parsed.data : {};
}
