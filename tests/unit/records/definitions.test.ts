import { readdirSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RECORDS } from '@/lib/records/all';
import { col, timestamps } from '@/lib/records/columns';
import { defineRecord } from '@/lib/records/record';
import { prismaColumns, triggerFunctions } from '../../../scripts/gen-records/generate';

// One definition per record (lib/records/record.ts): every record folder's definition is listed, what the
// generator writes from a definition is what the project holds (prisma/schema.prisma, the newest trigger
// functions of prisma/migrations), and the schemas, serializer and JSON spec derived from a definition say
// the same thing. tests/api/definitions.test.ts holds the migrated database to the definitions.

const root = path.resolve(import.meta.dirname, '../../..');

describe('the records’ definitions', () => {
  it('list every record folder’s record.ts, and nothing twice', () => {
    const folders = readdirSync(path.join(root, 'lib/records'), { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(path.join(root, 'lib/records', d.name, 'record.ts')))
      .map((d) => d.name);
    const text = readFileSync(path.join(root, 'lib/records/all.ts'), 'utf8');
    for (const folder of folders) expect(text, folder).toContain(`./${folder}/record`);
    expect(new Set(RECORDS.map((r) => r.table)).size).toBe(RECORDS.length);
    expect(new Set(RECORDS.map((r) => r.key)).size).toBe(RECORDS.length);
  });

  it('cover every Prisma model with an owner and a trash (a record)', () => {
    const schema = readFileSync(path.join(root, 'prisma/schema.prisma'), 'utf8');
    const models = [...schema.matchAll(/\nmodel (\w+) \{\n([\s\S]*?)\n\}/g)]
      .filter(([, , body]) => /\n\s*user_id\s/.test(`\n${body}`) && /\n\s*deleted_at\s/.test(`\n${body}`))
      .map(([, name]) => name);
    expect(models.sort()).toEqual(RECORDS.map((r) => r.model).sort());
  });

  it('are what prisma/schema.prisma holds of each model’s columns (npm run gen:records writes them)', () => {
    const schema = readFileSync(path.join(root, 'prisma/schema.prisma'), 'utf8');
    for (const r of RECORDS) expect(schema, r.model).toContain(`model ${r.model} {\n${prismaColumns(r)}\n\n`);
  });

  it('are what the newest migration writing each JSON-keeping trigger wrote', () => {
    const dirs = readdirSync(path.join(root, 'prisma/migrations')).sort();
    const sql = dirs.map((d) =>
      readFileSync(path.join(root, 'prisma/migrations', d, 'migration.sql'), 'utf8'),
    );
    const normal = (s: string) => s.replace(/\s+/g, ' ').trim();
    const functions = triggerFunctions(RECORDS);
    expect(functions.map((f) => f.name).sort()).toEqual([
      'assignment_view_json',
      'expense_api_json',
      'mileage_trip_api_json',
    ]);
    for (const f of functions) {
      const bodies = sql
        .map((s) => new RegExp(`FUNCTION "${f.name}"\\(\\)[^$]*\\$\\$([\\s\\S]*?)\\$\\$;`).exec(s)?.[1])
        .filter((b): b is string => b !== undefined);
      expect(normal(bodies.at(-1) ?? ''), f.name).toBe(normal(f.body));
    }
  });

  it('answer records their own schema accepts, and bodies that refuse what the record refuses', () => {
    // An enum column's values, a nullable one's too (an assignment's employment_type).
    const enumOf = (t: z.ZodType) => (t instanceof z.ZodNullable ? t.unwrap() : t) as z.ZodEnum;
    const now = new Date('2026-06-15T12:00:00.000Z');
    for (const r of RECORDS) {
      // A row of each column's type: what the database gives.
      const row: Record<string, unknown> = {};
      for (const [name, c] of Object.entries(r.columns)) {
        const d = c.def;
        row[name] =
          d.db === 'date' || d.db === 'timestamp'
            ? new Date('2026-03-02T00:00:00.000Z')
            : d.db === 'text'
              ? ((d.output.safeParse('x').success ? 'x' : enumOf(d.output).options?.[0]) ?? 'x')
              : d.db === 'boolean'
                ? true
                : d.db === 'jsonb'
                  ? []
                  : name === 'winner'
                    ? 1
                    : 7;
      }
      const out = r.serialize(row, { now });
      expect(r.record.strict().safeParse(out).error, r.model).toBeUndefined();
      expect(Object.keys(out), r.model).toEqual(Object.keys(r.record.shape));
    }
  });
});

describe('what a definition derives', () => {
  const demo = defineRecord({
    model: 'Demo',
    key: 'demo',
    table: 'demos',
    schemaId: 'Demo',
    storedJson: true,
    columns: {
      id: col.id(),
      user_id: col.owner(),
      day: col.date(),
      amount: col.cents().doc('Cents'),
      note: col.text(z.string().max(5)).default('""'),
      ref_id: col.ref().nullable(),
      secret: col.text(z.string()).nullable().internal(),
      ...timestamps,
    },
    rules: [{ check: (v) => v.amount !== 13, message: 'Not 13', path: ['amount'] }],
  });

  it('bodies: required columns required, others optional, unknown and server fields refused', () => {
    expect(demo.createBody.safeParse({ day: '2026-01-02', amount: 5 }).success).toBe(true);
    expect(demo.createBody.safeParse({ amount: 5 }).success).toBe(false);
    expect(demo.createBody.safeParse({ day: '2026-01-02', amount: 5, secret: 'a' }).success).toBe(false);
    expect(demo.createBody.safeParse({ day: '2026-01-02', amount: 5, id: 3 }).success).toBe(false);
    expect(demo.createBody.safeParse({ day: '2026-01-02', amount: 13 }).error?.issues[0]?.message).toBe(
      'Not 13',
    );
    expect(demo.updateBody.safeParse({ note: 'abc' }).success).toBe(true);
    expect(demo.updateBody.safeParse({ note: 'abcdef' }).success).toBe(false);
    expect(demo.updateBody.safeParse({ amount: 13 }).success).toBe(false);
  });

  it('the record: every answered column, dates and timestamps as ISO text, internal columns left out', () => {
    const at = new Date('2026-03-02T10:11:12.345Z');
    const row = {
      id: 1,
      user_id: 2,
      day: new Date('2026-03-02T00:00:00Z'),
      amount: 5,
      note: '',
      ref_id: null,
    };
    const out = demo.serialize(
      { ...row, secret: 's', created_at: at, updated_at: at, deleted_at: null },
      { now: at },
    );
    expect(out).toEqual({
      id: 1,
      user_id: 2,
      day: '2026-03-02',
      amount: 5,
      note: '',
      ref_id: null,
      created_at: '2026-03-02T10:11:12.345Z',
      updated_at: '2026-03-02T10:11:12.345Z',
      deleted_at: null,
    });
    expect(demo.jsonFields).toMatchObject({ day: 'date', amount: 'value', created_at: 'timestamp' });
    expect(demo.jsonFields).not.toHaveProperty('secret');
    expect(demo.dates).toEqual(['day', 'created_at', 'updated_at', 'deleted_at']);
  });

  it('the Prisma columns, aligned, with comments and defaults', () => {
    expect(prismaColumns(demo).split('\n')).toEqual([
      '  id         Int       @id @default(autoincrement())',
      '  user_id    Int',
      '  day        DateTime  @db.Date',
      '  /// Cents',
      '  amount     Int',
      '  note       String    @default("")',
      '  ref_id     Int?',
      '  secret     String?',
      '  created_at DateTime  @default(now()) @db.Timestamptz(3)',
      '  updated_at DateTime  @updatedAt @db.Timestamptz(3)',
      '  deleted_at DateTime? @db.Timestamptz(3)',
      expect.stringContaining("/// The row's API record as JSON text"),
      expect.stringContaining('///'),
      '  api_json   String?   @ignore',
    ]);
  });

  it('the trigger that keeps the API record: each column as JSON.stringify writes it', () => {
    const [fn] = triggerFunctions([demo]);
    expect(fn?.name).toBe('demo_api_json');
    expect(fn?.body.replace(/\s+/g, ' ')).toBe(
      ` BEGIN NEW."api_json" := '{"id":' || NEW."id"::text || ',"user_id":' || NEW."user_id"::text` +
        ` || ',"day":' || '"' || to_char(NEW."day", 'YYYY-MM-DD') || '"' || ',"amount":' || NEW."amount"::text` +
        ` || ',"note":' || to_json(NEW."note")::text || ',"ref_id":' || coalesce(NEW."ref_id"::text, 'null')` +
        ` || ',"created_at":' || '"' || to_char(NEW."created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"'` +
        ` || ',"updated_at":' || '"' || to_char(NEW."updated_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"'` +
        ` || ',"deleted_at":' || coalesce('"' || to_char(NEW."deleted_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"', 'null') || '}'; RETURN NEW; END `,
    );
  });

  it('refuses a stored API record with a computed field', () => {
    const computed = defineRecord({
      model: 'C',
      key: 'c',
      table: 'cs',
      schemaId: 'C',
      storedJson: true,
      columns: { id: col.id(), status: col.computed(z.string(), () => 'x') },
    });
    expect(() => triggerFunctions([computed])).toThrow(/computed/);
    expect(computed.jsonFields).toBeNull();
  });
});
