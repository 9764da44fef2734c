import 'server-only';
import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';

// A streaming ZIP (yazl) for downloads: entries are produced one at a time, when the archive reaches them,
// so a packet of hundreds of receipts never holds more than one file in memory, and the first bytes leave
// before the last file is read. Already-compressed files (PDF, JPEG, PNG) are stored, text is deflated.

type Bytes = Buffer | Uint8Array | string;
/** An entry's bytes: produced whole (a file, a PDF), or as chunks (a table read in batches). */
export type EntrySource = () => Promise<Bytes> | AsyncIterable<string | Uint8Array>;

const STORED = /\.(pdf|jpe?g|png|gif|heic|webp|zip|docx|xlsx)$/i;

export interface ZipWriter {
  /** Adds an entry whose bytes are produced when the archive reaches it. */
  add(name: string, source: EntrySource): void;
  /** Finishes the archive: the stream ends after the last entry. */
  end(): void;
  /** The archive's bytes, for a Response body. */
  stream: ReadableStream<Uint8Array>;
}

/**
 * Bytes passed on to the archive at least this many at a time. A table's entry is produced a row at a
 * time, and each piece handed on costs a turn of the event loop (the stream, yazl, a deflate call on the
 * thread pool): with other requests in flight, each turn waits behind theirs, and an export of 1,600
 * expenses took 7-11 s next to 7 clients reading the dashboard, against 0.2-0.4 s alone (issue 36).
 */
const CHUNK_BYTES = 64 * 1024;

async function* asBuffers(chunks: AsyncIterable<string | Uint8Array>): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let size = 0;
  for await (const chunk of chunks) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : Buffer.from(chunk);
    pending.push(bytes);
    size += bytes.byteLength;
    if (size >= CHUNK_BYTES) {
      yield Buffer.concat(pending, size);
      pending = [];
      size = 0;
    }
  }
  if (size > 0) yield Buffer.concat(pending, size);
}

function toReadable(value: Bytes | AsyncIterable<string | Uint8Array>): Readable {
  const chunks =
    typeof value === 'string' || value instanceof Uint8Array ? [Buffer.from(value)] : asBuffers(value);
  return Readable.from(chunks, { objectMode: false });
}

/** The source's bytes as a promise, whether it returned a promise, an iterable or threw. */
async function produce(source: EntrySource): Promise<Bytes | AsyncIterable<string | Uint8Array>> {
  return source();
}

export function zipWriter(mtime: Date): ZipWriter {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  // A failing entry (a file the store cannot read, a database error) ends the download with an error
  // instead of a truncated archive that looks complete.
  const fail = (err: unknown) => output.destroy(err instanceof Error ? err : new Error(String(err)));
  zip.on('error', fail);
  return {
    add(name, source) {
      zip.addReadStreamLazy(name, { mtime, compress: !STORED.test(name) }, (cb) => {
        produce(source).then((value) => {
          const readable = toReadable(value);
          readable.on('error', fail);
          cb(null, readable);
        }, fail);
      });
    },
    end() {
      zip.end();
    },
    stream: Readable.toWeb(output) as ReadableStream<Uint8Array>,
  };
}
