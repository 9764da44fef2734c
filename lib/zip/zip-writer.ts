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

async function* asBuffers(chunks: AsyncIterable<string | Uint8Array>): AsyncGenerator<Buffer> {
  for await (const chunk of chunks)
    yield typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : Buffer.from(chunk);
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
