import 'server-only';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import * as limits from './limits';

// The main thread's side of text recognition (lib/reading/ocr/ocr-worker.mjs): one thread per process, one
// file at a time, a few files waiting at most. Each file is bounded in time (terminating the thread ends
// a runaway recognition) and the thread in memory (its heap by `resourceLimits`, the engine's WebAssembly
// memory by the worker's cap). Whatever a file does to the thread, the server goes on: the next file gets a
// new thread.

/**
 * Why recognition gave no text (lib/reading/document-text.ts words each): the file's (an image that does
 * not decode, too large for the bounds, too slow, or one the engine failed on) or the server's (too many
 * files waiting, an engine that does not start).
 */
export type OcrFailure = 'unreadable_image' | 'too_large' | 'timeout' | 'failed' | 'busy' | 'engine';

export class OcrError extends Error {
  constructor(
    readonly reason: OcrFailure,
    message: string,
  ) {
    super(message);
    this.name = 'OcrError';
  }
}

export interface OcrPage {
  text: string;
  /** Tesseract's mean word confidence, 0-100. */
  confidence: number;
}

/**
 * Tesseract's page segmentation: 6 reads the page as one block of lines, which keeps a label and its amount
 * on one line, on a receipt and in a contract's pay table alike (3, the automatic layout, and 4, one column,
 * split the amounts off as a column of their own).
 */
const PSM_LINES = 6;

interface Job {
  images: Uint8Array[];
  /** Time the file may take, from when its recognition starts. */
  timeoutMs: number;
  resolve: (pages: OcrPage[]) => void;
  reject: (err: OcrError) => void;
}

interface Reply {
  id?: number;
  ready?: boolean;
  message?: string;
  pages?: OcrPage[];
  error?: { code: OcrFailure; message: string };
}

interface Thread {
  worker: Worker;
  ready: Promise<void>;
}

interface State {
  thread?: Thread;
  queue: Job[];
  running: boolean;
  nextId: number;
  idle?: NodeJS.Timeout;
}

// On globalThis, so that a development reload keeps one thread rather than leaking one per reload.
const key = Symbol.for('travel-ledger.ocr');
const store = globalThis as typeof globalThis & { [key]?: State };
const state: State = (store[key] ??= { queue: [], running: false, nextId: 1 });

const WORKER_FILE = 'lib/reading/ocr/ocr-worker.mjs';

function spawn(): Thread {
  // Read from the project's folder: Next.js bundles the server's code, not this file.
  const file = path.join(/* turbopackIgnore: true */ process.cwd(), WORKER_FILE);
  const worker = new Worker(file, {
    workerData: { wasmMaxBytes: limits.OCR_WASM_MAX_BYTES },
    resourceLimits: { maxOldGenerationSizeMb: limits.OCR_HEAP_MB, maxYoungGenerationSizeMb: 16 },
    // Leptonica writes its complaints about a bad image to stderr; the answer says what matters.
    stdout: true,
    stderr: true,
  });
  worker.stdout.resume();
  worker.stderr.resume();
  // A thread that fails between files just ends (its 'exit' clears it below); a file's own listeners
  // answer for a failure under it. Without a listener an 'error' event would end the whole process.
  worker.on('error', () => undefined);
  worker.unref();
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new OcrError('engine', 'the engine did not start')),
      limits.OCR_START_TIMEOUT_MS,
    );
    const done = () => clearTimeout(timer);
    worker.on('message', (m: Reply) => {
      if (m.ready === undefined) return;
      done();
      if (m.ready) resolve();
      else reject(new OcrError('engine', m.message ?? 'the engine did not start'));
    });
    worker.once('error', (err) => {
      done();
      reject(new OcrError('engine', err.message));
    });
    worker.once('exit', () => {
      done();
      reject(new OcrError('engine', 'the engine stopped'));
    });
  });
  // A failed start is seen by the job waiting for it; no rejection is left unhandled.
  ready.catch(() => undefined);
  const thread = { worker, ready };
  worker.once('exit', () => {
    if (state.thread === thread) state.thread = undefined;
  });
  return thread;
}

function stop(thread: Thread): void {
  if (state.thread === thread) state.thread = undefined;
  void thread.worker.terminate();
}

/** What ended a thread under a file: its heap limit is the file's size; anything else a failure on it. */
function threadFailure(err: Error & { code?: string }): OcrError {
  return err.code === 'ERR_WORKER_OUT_OF_MEMORY'
    ? new OcrError('too_large', 'the file needs more memory than reading allows')
    : new OcrError('failed', err.message);
}

async function run(job: Job): Promise<OcrPage[]> {
  const thread = (state.thread ??= spawn());
  try {
    await thread.ready;
  } catch (err) {
    stop(thread);
    throw err;
  }
  const id = state.nextId++;
  const { worker } = thread;
  return new Promise<OcrPage[]>((resolve, reject) => {
    const timer = setTimeout(() => {
      finish();
      stop(thread);
      reject(new OcrError('timeout', 'reading took too long'));
    }, job.timeoutMs);
    const onMessage = (m: Reply) => {
      if (m.id !== id) return;
      finish();
      if (m.pages) resolve(m.pages);
      else reject(new OcrError(m.error?.code ?? 'failed', m.error?.message ?? 'no answer'));
    };
    const onError = (err: Error) => {
      finish();
      stop(thread);
      reject(threadFailure(err));
    };
    const onExit = () => {
      finish();
      reject(new OcrError('failed', 'the engine stopped'));
    };
    function finish() {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
    }
    worker.on('message', onMessage);
    worker.once('error', onError);
    worker.once('exit', onExit);
    // Copies: the caller keeps its bytes, and the thread may keep or drop its own.
    worker.postMessage({ id, images: job.images.map((b) => new Uint8Array(b)), psm: PSM_LINES });
  });
}

function pump(): void {
  if (state.running) return;
  const job = state.queue.shift();
  if (!job) {
    // Let the thread and its memory go once no file has come for a while.
    state.idle = setTimeout(() => state.thread && stop(state.thread), limits.OCR_IDLE_MS);
    state.idle.unref();
    return;
  }
  clearTimeout(state.idle);
  state.running = true;
  run(job)
    .then(job.resolve, (err: unknown) =>
      job.reject(err instanceof OcrError ? err : new OcrError('failed', String(err))),
    )
    .finally(() => {
      state.running = false;
      pump();
    });
}

/**
 * The text of each image (PNG, JPEG or WebP bytes), in order; OcrError when there is none to give. A file
 * may take OCR_PAGE_TIMEOUT_MS per image unless `timeoutMs` says less.
 */
export function recognize(
  images: Uint8Array[],
  { timeoutMs = limits.OCR_PAGE_TIMEOUT_MS * Math.max(1, images.length) } = {},
): Promise<OcrPage[]> {
  if (state.queue.length >= limits.MAX_WAITING) {
    return Promise.reject(new OcrError('busy', 'too many files are being read'));
  }
  return new Promise((resolve, reject) => {
    state.queue.push({ images, timeoutMs, resolve, reject });
    pump();
  });
}

/** Ends the thread (scripts and tests that are done reading; the server lets it go when idle). */
export async function stopRecognition(): Promise<void> {
  clearTimeout(state.idle);
  const thread = state.thread;
  state.thread = undefined;
  if (thread) await thread.worker.terminate();
}
