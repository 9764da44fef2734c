import { createHash } from 'node:crypto';

// Named prepared statements for the PostgreSQL adapter (@prisma/adapter-pg's statementNameGenerator): a
// named statement is parsed and planned once per connection, then only bound and executed. Prisma sends
// every query unnamed, so PostgreSQL parsed and planned each one again: on the heavy user's computed views
// that was 0.2-0.9 ms of the database's CPU per statement, about a third of its work per request
// (issue 19's profile). Only a bounded number of distinct texts get a name: a query whose text varies
// with its input (a bulk INSERT of N rows, an IN list) would otherwise fill every connection's cache.

/** Distinct statement texts named per process; later ones run unnamed, as before. */
export const MAX_NAMED = 400;
/** Longer texts (bulk inserts) are one-offs: not worth a slot. */
export const MAX_TEXT = 8_000;

const names = new Map<string, string>();

/** The statement's name, or '' to send it unnamed (pg names a statement only when its name is not empty). */
export function statementName(query: { sql: string }): string {
  const { sql } = query;
  const known = names.get(sql);
  if (known !== undefined) return known;
  if (sql.length > MAX_TEXT || names.size >= MAX_NAMED) return '';
  const name = `tl_${createHash('sha1').update(sql).digest('base64url').slice(0, 20)}`;
  names.set(sql, name);
  return name;
}
