// Writes what follows from the records' one definitions (lib/records/*/record.ts) outside TypeScript:
// - each record model's columns in prisma/schema.prisma (the lines from `model X {` to the first blank line;
//   the relations and indexes below them stay as written), so `npm run db:diff -- <name>` then writes the
//   migration of a new or changed column;
// - the triggers that keep a row's JSON (an expense's and a trip's API record, an assignment's view array):
//   when a definition changes what they write, a new migration replaces the function and rewrites the rows.
// Usage: npm run gen:records            write what is stale
//        npm run gen:records -- --check exit 1 when anything is stale (part of npm test)
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { RECORDS } from '../lib/records/all';
import { prismaColumns, triggerFunctions } from './gen-records/generate';

const root = path.resolve(import.meta.dirname, '..');
const check = process.argv.includes('--check');
const schemaFile = path.join(root, 'prisma/schema.prisma');
const migrations = path.join(root, 'prisma/migrations');
let stale = 0;

// 1. The models' columns.
const schema = readFileSync(schemaFile, 'utf8');
let next = schema;
for (const record of RECORDS) {
  const start = next.indexOf(`\nmodel ${record.model} {\n`);
  if (start < 0) throw new Error(`prisma/schema.prisma has no model ${record.model}`);
  const from = start + `\nmodel ${record.model} {\n`.length;
  const end = next.indexOf('\n\n', from);
  next = `${next.slice(0, from)}${prismaColumns(record)}${next.slice(end)}`;
}
if (next !== schema) {
  stale++;
  if (check) console.error('stale: prisma/schema.prisma (a record model differs from its definition)');
  else writeFileSync(schemaFile, next);
}

// 2. The JSON-keeping triggers: the newest migration that writes each function must write today's.
const normal = (sql: string) => sql.replace(/\s+/g, ' ').trim();
function latestBody(name: string): string | null {
  const found = readdirSync(migrations)
    .sort()
    .map((dir) => readFileSync(path.join(migrations, dir, 'migration.sql'), 'utf8'))
    .map((sql) =>
      new RegExp(`CREATE (?:OR REPLACE )?FUNCTION "${name}"\\(\\)[^$]*\\$\\$([\\s\\S]*?)\\$\\$;`).exec(sql),
    )
    .filter((m): m is RegExpExecArray => m !== null);
  return found.length ? normal(found[found.length - 1]![1]!) : null;
}
const changed = triggerFunctions(RECORDS).filter((f) => latestBody(f.name) !== normal(f.body));
if (changed.length > 0) {
  stale++;
  if (check) {
    for (const f of changed) console.error(`stale: the trigger function ${f.name} (run npm run gen:records)`);
  } else {
    const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
    const dir = path.join(migrations, `${stamp}_records_${changed.map((f) => f.table).join('_')}`);
    if (!existsSync(dir)) mkdirSync(dir);
    const sql = [
      "-- Written by scripts/gen-records.ts from the records' definitions (lib/records/*/record.ts): the functions",
      "-- that keep each row's JSON, as the definitions now say, and every row rewritten by them.",
      ...changed.flatMap((f) => [f.sql, `UPDATE "${f.table}" SET "${f.column}" = NULL;`]),
      '',
    ].join('\n');
    writeFileSync(path.join(dir, 'migration.sql'), sql);
    console.log(`wrote ${path.relative(root, dir)}/migration.sql`);
  }
}
if (check && stale > 0) process.exit(1);
if (!check) console.log(stale > 0 ? 'records: generated' : 'records: nothing stale');
