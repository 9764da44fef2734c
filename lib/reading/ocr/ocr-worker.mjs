// Text recognition (tesseract.js) in a worker thread of its own, driven by lib/reading/ocr/engine.ts.
// Recognition is seconds of synchronous WebAssembly per page: on the server's main thread it would stop every
// other request for that long. Here it runs beside it, under bounds the main thread set (engine.ts):
// `resourceLimits` for this thread's JavaScript heap, and the cap below for the WebAssembly memory, which
// V8's heap limits do not count.
//
// Nothing is downloaded: the engine (tesseract.js-core) is required from node_modules and the English data is
// read from the @tesseract.js-data/eng package on disk; fetch is refused in this thread, so a misconfigured
// path fails instead of reaching the network.
//
// Messages in: { id, images: Uint8Array[], psm }; out: { ready } once, then { id, pages: [{ text, confidence }] }
// or { id, error: { code, message } } with code 'unreadable_image' | 'too_large' | 'failed'. One message at a
// time (engine.ts waits for each answer). After a failure of the engine the thread exits, and engine.ts starts
// a new one for the next file.
import { createRequire } from 'node:module';
import { gunzipSync } from 'node:zlib';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';

const require = createRequire(import.meta.url);
const { wasmMaxBytes } = workerData;

// The WebAssembly memory cap. tesseract.js-core grows its memory on demand up to 2 GiB; past the cap a grow
// fails, the engine's allocation fails, and that file is refused instead of the machine running short.
const grow = WebAssembly.Memory.prototype.grow;
WebAssembly.Memory.prototype.grow = function growWithinCap(pages) {
  if (this.buffer.byteLength + pages * 65536 > wasmMaxBytes) {
    throw new RangeError('The text recognition memory cap is reached');
  }
  return grow.call(this, pages);
};

const noNetwork = () => Promise.reject(new Error('The text recognition thread does not use the network'));
globalThis.fetch = noNetwork;

class Refusal extends Error {
  /** `fatal`: the engine failed, and its WebAssembly state is not usable after that. */
  constructor(code, message, fatal = false) {
    super(message);
    this.code = code;
    this.fatal = fatal;
  }
}

// tesseract.js's own worker script (the one its node worker thread runs), driven in this thread: its
// createWorker() spawns a thread of its own, which could not be given resource limits.
const tesseract = require('tesseract.js/src/worker-script/index.js');
tesseract.setAdapter({
  getCore: require('tesseract.js/src/worker-script/node/getCore.js'),
  gunzip: gunzipSync,
  fetch: noNetwork,
  readCache: (file) => readFile(file),
  writeCache: async () => undefined,
  deleteCache: async () => undefined,
  checkCache: async () => false,
});

let jobs = 0;
function call(action, payload) {
  return new Promise((resolve, reject) => {
    const packet = { workerId: 'ocr', jobId: `ocr-${++jobs}`, action, payload };
    tesseract.dispatchHandlers(packet, (reply) => {
      if (reply.status === 'resolve') resolve(reply.data);
      else if (reply.status === 'reject') reject(new Error(String(reply.data)));
    });
  });
}

const LSTM_ONLY = 1;
const langPath = path.join(path.dirname(require.resolve('@tesseract.js-data/eng')), '4.0.0_best_int');

async function start() {
  await call('load', { options: { lstmOnly: true, logging: false } });
  await call('loadLanguage', {
    langs: 'eng',
    options: { langPath, cacheMethod: 'none', gzip: true, lstmOnly: true },
  });
  await call('initialize', { langs: 'eng', oem: LSTM_ONLY });
  // Keep runs of spaces: a receipt's label and its amount stay apart, as printed.
  await call('setParameters', { params: { preserve_interword_spaces: '1', debug_file: '/dev/null' } });
}

/**
 * The text of one image. Tesseract's own image library (Leptonica, in the same WebAssembly) decodes it: a
 * native decoder crashes the whole process on some malformed files (@napi-rs/canvas does on a PNG cut off
 * inside its header), while a fault in WebAssembly is an exception here. The main thread has checked the
 * size the file declares (lib/reading/document-text.ts), which is the size the decoder allocates.
 */
async function recognize(bytes, psm) {
  await call('setParameters', { params: { tessedit_pageseg_mode: String(psm) } });
  try {
    const result = await call('recognize', { image: bytes, options: {}, output: { text: true } });
    return { text: result.text ?? '', confidence: result.confidence ?? 0 };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    // Leptonica found no image it can read: the engine is fine, the file is not.
    if (/attempting to read image/i.test(message)) throw new Refusal('unreadable_image', message);
    // An allocation past the cap aborts the engine ("OOM"): the file is too large for the bounds.
    throw new Refusal(/OOM|memory/i.test(message) ? 'too_large' : 'failed', message, true);
  }
}

const starting = start();

parentPort.on('message', async ({ id, images, psm }) => {
  try {
    await starting;
    const pages = [];
    for (const bytes of images) pages.push(await recognize(bytes, psm));
    parentPort.postMessage({ id, pages });
  } catch (err) {
    const code = err instanceof Refusal ? err.code : 'failed';
    parentPort.postMessage({
      id,
      error: { code, message: err instanceof Error ? err.message : String(err) },
    });
    if (!(err instanceof Refusal) || err.fatal) process.exit(1);
  }
});

starting.then(
  () => parentPort.postMessage({ ready: true }),
  (err) => {
    parentPort.postMessage({ ready: false, message: err instanceof Error ? err.message : String(err) });
    process.exit(1);
  },
);
