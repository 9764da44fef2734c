import { z } from 'zod';
import { deletedAt, isoDate, money, name200, objstoreKey, recordId } from '@/lib/validation/common';
import { contentType, fileSize } from '@/lib/validation/files';

// A record's columns, each declared once: how the database keeps it, whether it may be null, its default,
// what a client may write (the zod schema of the value, required on create or not), what the API answers
// and a line saying what it holds. From these, ./record.ts derives the record's schemas (record, create,
// patch), its serializer and the JSON the database builds lists with, and scripts/gen-records.ts the
// Prisma model's columns and the SQL of any trigger that keeps a row's JSON.

/** How a column is kept in PostgreSQL (and so in Prisma, and in the JSON the database writes). */
export type DbType = 'int' | 'bigint' | 'float' | 'text' | 'boolean' | 'date' | 'timestamp' | 'jsonb';

type Input = z.ZodType | undefined;

export interface ColumnDef {
  db: DbType;
  nullable: boolean;
  /** Prisma's @default(...) argument ('0', '""', 'now()', 'false'); a column with one may be left out. */
  dbDefault?: string;
  /** What a client writes (create and patch); undefined: the server's alone. */
  input: Input;
  /** Required in a create body; patch bodies take every written column as optional. */
  required: boolean;
  /** The API record's value. */
  output: z.ZodType;
  /** False: the database's own (an import's id), neither written by a client nor answered. */
  api: boolean;
  /** False: not a column at all, a field the serializer computes (a credential's status). */
  stored: boolean;
  /** The API's value when it is not the column as stored (a status that follows today; JSON that no longer fits). */
  serializeAs?: (value: unknown, row: Record<string, unknown>, ctx: { now: Date }) => unknown;
  /** What the column holds: the Prisma model's comment and the OpenAPI description. */
  doc?: string;
  /** Prisma attributes of its own (the id's @id, @updatedAt). */
  prisma?: string;
}

/**
 * A column: its definition and, as type parameters, what the derived schemas need to know of it (the
 * written value's schema, the answered value's schema, required on create, answered at all). Each builder
 * method returns a new column, so a column shared by two records is never changed by one of them.
 */
export class Col<In extends Input, Out extends z.ZodType, Req extends boolean, Api extends boolean> {
  declare readonly types: { in: In; out: Out; req: Req; api: Api };
  constructor(readonly def: ColumnDef) {}

  private with<I extends Input, O extends z.ZodType, R extends boolean, A extends boolean>(
    change: Partial<ColumnDef>,
  ): Col<I, O, R, A> {
    return new Col<I, O, R, A>({ ...this.def, ...change });
  }

  /** May be null: in the database, in the API record, and as a written value (null clears it). */
  nullable(): Col<In extends z.ZodType ? z.ZodNullable<In> : undefined, z.ZodNullable<Out>, false, Api> {
    return this.with({
      nullable: true,
      required: false,
      input: this.def.input?.nullable(),
      output: this.def.output.nullable(),
    });
  }

  /** Has a database default, so a create may leave it out. */
  default(dbDefault: string): Col<In, Out, false, Api> {
    return this.with({ dbDefault, required: false });
  }

  /** A create may leave it out: a hook fills it (an assignment's status follows its dates). */
  optional(): Col<In, Out, false, Api> {
    return this.with({ required: false });
  }

  /** Written by the server only: the API answers it, a body may not set it. */
  readOnly(): Col<undefined, Out, false, Api> {
    return this.with({ input: undefined, required: false });
  }

  /** The database's own: neither written by a client nor answered by the API. */
  internal(): Col<undefined, Out, false, false> {
    return this.with({ input: undefined, required: false, api: false });
  }

  /** A client writes it with this schema (a name of 200 characters, a refined range). */
  writes<I extends z.ZodType>(input: I): Col<I, Out, Req, Api> {
    return this.with({ input });
  }

  /** The API answers this schema (a union of literals, a narrower type). */
  answers<O extends z.ZodType>(output: O): Col<In, O, Req, Api> {
    return this.with({ output });
  }

  /** The API's value is computed from the row. */
  serialized(serializeAs: NonNullable<ColumnDef['serializeAs']>): Col<In, Out, Req, Api> {
    return this.with({ serializeAs });
  }

  /** What it holds, for the model's comment and the API reference. */
  doc(doc: string): Col<In, Out, Req, Api> {
    return this.with({ doc });
  }

  /** Prisma attributes beyond the type, default and @db mapping. */
  prisma(attributes: string): Col<In, Out, Req, Api> {
    return this.with({ prisma: attributes });
  }
}

/** Any column, for the records' generic code. */
export type AnyCol = Col<Input, z.ZodType, boolean, boolean>;

function column<I extends Input, O extends z.ZodType>(
  db: DbType,
  input: I,
  output: O,
): Col<I, O, true, true> {
  return new Col({ db, nullable: false, input, required: true, output, api: true, stored: true });
}

/** A field of the API record that is no column: computed from the row by `serializeAs`. */
function computed<O extends z.ZodType>(output: O, serializeAs: NonNullable<ColumnDef['serializeAs']>) {
  return new Col<undefined, O, false, true>({
    db: 'text',
    nullable: false,
    input: undefined,
    required: false,
    output,
    api: true,
    stored: false,
    serializeAs,
  });
}

/** JSON kept as jsonb: the stored value when it still fits `output`, else `fallback` (never a 500). */
function json<I extends z.ZodType, O extends z.ZodType>(input: I, output: O, fallback: z.infer<O>) {
  return column('jsonb', input, output).serialized((value) => {
    const read = output.safeParse(value);
    return read.success ? read.data : fallback;
  });
}

/** The column builders. */
export const col = {
  /** The record's id. */
  id: () => column('int', undefined, z.int()).readOnly().prisma('@id @default(autoincrement())'),
  /** The owner. */
  owner: () => column('int', undefined, z.int()).readOnly(),
  /** A whole number the client writes with `input`'s range. */
  int: <I extends z.ZodType>(input: I) => column('int', input, z.int()),
  /** A 64-bit whole number (a sum of cents). */
  bigint: <I extends z.ZodType>(input: I) => column('bigint', input, z.int()),
  /** A number with a fraction (a latitude, miles with a decimal), double precision. */
  float: <I extends z.ZodType>(input: I) => column('float', input, z.number()),
  /** Integer cents, 0 to $10,000,000. */
  cents: () => column('int', money, z.int()),
  text: <I extends z.ZodType>(input: I) => column('text', input, z.string()),
  /** Text that is one of `values`, both ways. */
  enum: <const V extends readonly [string, ...string[]]>(values: V) =>
    column('text', z.enum(values), z.enum(values)),
  boolean: () => column('boolean', z.boolean(), z.boolean()),
  /** A calendar date, 'YYYY-MM-DD' both ways. */
  date: () => column('date', isoDate, isoDate),
  /** A moment, ISO 8601 with milliseconds and Z in the API; the server's. */
  timestamp: () => column('timestamp', undefined, z.iso.datetime()).readOnly(),
  /** Another record's id. */
  ref: () => column('int', recordId, z.int()),
  /** An object store key, from an upload-url operation. */
  key: () => column('text', objstoreKey, z.string()),
  json,
  computed,
};

/** An attached file's four columns (lib/validation/files.ts says what each accepts). */
export const fileColumns = {
  objstore_key: col.key().nullable(),
  file_name: col.text(name200).nullable(),
  content_type: col.text(contentType).nullable(),
  file_size: col.int(fileSize).nullable(),
};

/** The three timestamps of every record: made, last changed and (in the trash) deleted. */
export const timestamps = {
  created_at: col.timestamp().default('now()'),
  updated_at: col.timestamp().prisma('@updatedAt'),
  deleted_at: col.timestamp().nullable().answers(deletedAt),
};
