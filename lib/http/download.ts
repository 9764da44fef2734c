// Headers of a file download: `attachment; filename="…"` with the name reduced to safe characters (a
// quote or line break in it would break the header), never cached, never sniffed as another type.
export function attachmentHeaders(filename: string, contentType: string): Record<string, string> {
  const safe = filename.replace(/[^A-Za-z0-9._-]/g, '_');
  return {
    'Content-Type': contentType,
    'Content-Disposition': `attachment; filename="${safe}"`,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  };
}

/** A file for a download: what services return, so handlers stay one call (`download(await f(ctx))`). */
export interface FileDownload {
  body: Uint8Array | ReadableStream<Uint8Array> | string;
  filename: string;
  contentType: string;
}

/** A file download: its bytes, or a stream of them, as an attachment. */
export function download(file: FileDownload): Response {
  const body = file.body instanceof Uint8Array ? new Uint8Array(file.body) : file.body;
  return new Response(body, { headers: attachmentHeaders(file.filename, file.contentType) });
}
