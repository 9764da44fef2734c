// The bounds of text recognition on this server: what a file may be, and what reading it may cost. A file
// past them is refused with a reason (422), never read at the price of the server's memory or time.

/**
 * Pixels of an image we decode: a 50-megapixel photo (8,660 × 5,773) is more than any phone takes by
 * default; decoded as RGBA it is 200 MB, the most one file may make us hold.
 */
export const MAX_PIXELS = 50_000_000;

/** Longest side in pixels of an image we decode, whatever its area (a 100,000 × 10 strip is not a receipt). */
export const MAX_SIDE = 20_000;

/** Time one page may take (a page takes 1-6 s on one core); a file gets this per page. */
export const OCR_PAGE_TIMEOUT_MS = 30_000;

/** Time the thread may take to start (load the engine and the English data: about 2 s). */
export const OCR_START_TIMEOUT_MS = 30_000;

/** Files waiting for the one recognition thread; one more is told to try again (503). */
export const MAX_WAITING = 4;

/** The thread and its memory are let go after this long without a file. */
export const OCR_IDLE_MS = 60_000;

/**
 * The thread's memory: its JavaScript heap (`resourceLimits`, MB) and the engine's WebAssembly memory, which
 * V8's limits do not count (bytes; a 2,600-pixel page needs about 150 MB of it).
 */
export const OCR_HEAP_MB = 96;
export const OCR_WASM_MAX_BYTES = 512 * 1024 * 1024;
