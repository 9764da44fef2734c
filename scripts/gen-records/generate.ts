// What scripts/gen-records.ts writes, as pure functions of the records' definitions (tested in
// tests/unit/records/gen-records.test.ts).
import type { ColumnDef } from '../../lib/records/columns';

interface RecordLike {
  model: string;
  key: string;
  table: string;
  columns: Record<string, { def: ColumnDef }>;
  storedJson?: boolean;
  viewColumns?: readonly string[];
}

const PRISMA_TYPE: Record<ColumnDef['db'], string> = {
  int: 'Int',
  bigint: 'BigInt',
  float: 'Float',
  text: 'String',
  boolean: 'Boolean',
  date: 'DateTime',
  timestamp: 'DateTime',
  jsonb: 'Json',
};
const DB_ATTRIBUTE: Partial<Record<ColumnDef['db'], string>> = {
  date: '@db.Date',
  timestamp: '@db.Timestamptz(3)',
};

/** A long comment as `///` lines of at most 110 characters. */
function docLines(doc: string, indent: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of doc.split(' ')) {
    if (line && `${line} ${word}`.length > 110) {
      lines.push(`${indent}/// ${line}`);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(`${indent}/// ${line}`);
  return lines;
}

/** The derived column a trigger keeps, in the model but not in the client (@ignore). */
const KEPT: Record<string, string> = {
  api_json:
    "The row's API record as JSON text, kept by the database on every write (scripts/gen-records.ts writes the trigger from the definition) for the lists; derived, so neither in the client nor exported.",
  view_json:
    "The array the computed views read of the row (the definition's viewColumns) as JSON text, kept by the database on every write; derived, so neither in the client nor exported.",
};

/** The model's column lines, aligned as `prisma format` aligns them, each under its comment. */
export function prismaColumns(record: RecordLike): string {
  const rows: { doc?: string; name: string; type: string; attrs: string }[] = [];
  for (const [name, { def }] of Object.entries(record.columns).filter(([, c]) => c.def.stored)) {
    const attrs = [
      def.prisma,
      def.dbDefault !== undefined ? `@default(${def.dbDefault})` : undefined,
      DB_ATTRIBUTE[def.db],
    ];
    rows.push({
      doc: def.doc,
      name,
      type: `${PRISMA_TYPE[def.db]}${def.nullable ? '?' : ''}`,
      attrs: attrs.filter(Boolean).join(' '),
    });
  }
  if (record.storedJson)
    rows.push({ doc: KEPT.api_json, name: 'api_json', type: 'String?', attrs: '@ignore' });
  if (record.viewColumns?.length)
    rows.push({ doc: KEPT.view_json, name: 'view_json', type: 'String?', attrs: '@ignore' });
  const nameWidth = Math.max(...rows.map((r) => r.name.length));
  const typeWidth = Math.max(...rows.map((r) => r.type.length));
  return rows
    .flatMap((r) => [
      ...(r.doc ? docLines(r.doc, '  ') : []),
      `  ${r.name.padEnd(nameWidth)} ${r.attrs ? `${r.type.padEnd(typeWidth)} ${r.attrs}` : r.type}`,
    ])
    .join('\n');
}

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/** A column's JSON text in a row trigger, as JSON.stringify of the serializer's value writes it. */
function jsonText(name: string, def: ColumnDef): string {
  const c = `NEW."${name}"`;
  const value =
    def.db === 'date'
      ? `'"' || to_char(${c}, 'YYYY-MM-DD') || '"'`
      : def.db === 'timestamp'
        ? `'"' || to_char(${c} AT TIME ZONE 'UTC', ${ISO}) || '"'`
        : def.db === 'text'
          ? `to_json(${c})::text`
          : `${c}::text`;
  return def.nullable ? `coalesce(${value}, 'null')` : value;
}

export interface TriggerFunction {
  name: string;
  table: string;
  /** The column it keeps. */
  column: string;
  /** The body between $$ and $$. */
  body: string;
  /** CREATE OR REPLACE FUNCTION ... $$; */
  sql: string;
}

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The trigger functions the definitions need: each stored API record and each view array. */
export function triggerFunctions(records: readonly RecordLike[]): TriggerFunction[] {
  const out: TriggerFunction[] = [];
  const fn = (name: string, table: string, column: string, assignment: string) => {
    const body = `\nBEGIN\n  NEW."${column}" := ${assignment};\n  RETURN NEW;\nEND `;
    const sql = `CREATE OR REPLACE FUNCTION "${name}"() RETURNS trigger LANGUAGE plpgsql AS $$${body}$$;`;
    out.push({ name, table, column, body, sql });
  };
  for (const r of records) {
    if (r.storedJson) {
      const answered = Object.entries(r.columns).filter(([, c]) => c.def.api);
      if (answered.some(([, c]) => c.def.serializeAs)) {
        throw new Error(`${r.model}: a stored API record cannot hold a computed field`);
      }
      const parts = answered.map(
        ([name, c], i) => `'${i === 0 ? '{' : ','}"${name}":' || ${jsonText(name, c.def)}`,
      );
      fn(`${snake(r.key)}_api_json`, r.table, 'api_json', `${parts.join('\n    || ')} || '}'`);
    }
    if (r.viewColumns?.length) {
      const cols = r.viewColumns.map((c) => `NEW."${c}"`).join(', ');
      fn(`${snake(r.key)}_view_json`, r.table, 'view_json', `json_build_array(${cols})::text`);
    }
  }
  return out;
}
