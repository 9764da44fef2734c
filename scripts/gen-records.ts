// Writes what follows from the records' one definitions (lib/records/*/record.ts) outside TypeScript, in one
// step and one migration:
// - each record model's columns in prisma/schema.prisma (the lines from `model X {` to the first blank line;
//   the relations and indexes below them stay as written), and the migration of a new or changed column
//   (scripts/db-diff.sh: Prisma 6's offline diff of the schema against the last commit's);
// - the triggers that keep a row's JSON (an expense's and a trip's API record, an assignment's view array):
//   when a definition changes what they write, the same migration replaces the function and rewrites the
//   rows, after the column it reads exists.
// Usage: npm run gen:records -- <migration_name>   write what is stale, as one migration of that name
//        npm run gen:records -- --check            exit 1 when anything is stale (part of npm test)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { RECORDS } from '../lib/records/all';
import { prismaColumns, triggerFunctions } from './gen-records/generate';

const root = path.resolve(import.meta.dirname, '..');
const check = process.argv.includes('--check');
const name = process.argv.slice(2).find((a) => !a.startsWith('--'));
const schemaFile = path.join(root, 'prisma/schema.prisma');
const migrations = path.join(root, 'prisma/migrations');

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
const schemaChanged = next !== schema;
if (schemaChanged && check)
  console.error('stale: prisma/schema.prisma (a record model differs from its definition)');

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
if (check) {
  for (const f of changed) console.error(`stale: the trigger function ${f.name} (run npm run gen:records)`);
  process.exit(schemaChanged || changed.length > 0 ? 1 : 0);
}
if (!schemaChanged && changed.length === 0) {
  console.log('records: nothing stale');
  process.exit(0);
}
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('Name the migration in snake_case: npm run gen:records -- <migration_name>');
  process.exit(2);
}
writeFileSync(schemaFile, next);
console.log('wrote prisma/schema.prisma');

// 3. One migration: the columns' diff first (a trigger reads the columns), then the triggers.
const statements = (sql: string) => sql.replace(/--[^\n]*/g, '').trim();
let dir = path.join(migrations, `${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}_${name}`);
let sql = '';
if (schemaChanged) {
  const out = execFileSync('bash', ['scripts/db-diff.sh', name], { cwd: root, encoding: 'utf8' });
  dir = path.join(root, /wrote (\S+)\/migration\.sql/.exec(out)?.[1] ?? dir);
  sql = readFileSync(path.join(dir, 'migration.sql'), 'utf8');
  if (!statements(sql)) sql = ''; // only comments changed: no column to migrate
}
if (changed.length > 0) {
  sql += [
    ...(sql ? [''] : []),
    "-- Written by scripts/gen-records.ts from the records' definitions (lib/records/*/record.ts): the functions",
    "-- that keep each row's JSON, as the definitions now say, and every row rewritten by them.",
    ...changed.flatMap((f) => [f.sql, `UPDATE "${f.table}" SET "${f.column}" = NULL;`]),
    '',
  ].join('\n');
}
if (sql) {
  if (!existsSync(dir)) mkdirSync(dir);
  writeFileSync(path.join(dir, 'migration.sql'), sql);
  console.log(`wrote ${path.relative(root, dir)}/migration.sql`);
} else if (existsSync(dir)) rmSync(dir, { recursive: true });
