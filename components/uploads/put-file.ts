// The upload itself: one PUT of the file's bytes straight to the signed address (our own
// /api/files/upload, or a presigned S3 URL: the same code). XMLHttpRequest, because fetch reports no
// upload progress.

export interface PutProgress {
  loaded: number;
  total: number;
}

export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

/** The message for a failed PUT, saying what to do next. */
function failure(status: number): UploadError {
  if (status === 0)
    return new UploadError('The upload was interrupted. Check your connection and try again.', 0);
  if (status === 403) return new UploadError('The upload address expired. Choose the file again.', status);
  if (status === 413)
    return new UploadError('The file is too large for the store. Choose a smaller one.', status);
  return new UploadError(`The store refused the file (HTTP ${status}). Try again in a moment.`, status);
}

export function putFile(
  url: string,
  file: Blob,
  contentType: string,
  onProgress: (p: PutProgress) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    // The signature covers the type: it must be exactly the one the address was made for.
    xhr.setRequestHeader('Content-Type', contentType);
    xhr.upload.onprogress = (e) =>
      onProgress({ loaded: e.loaded, total: e.lengthComputable ? e.total : file.size });
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress({ loaded: file.size, total: file.size });
        resolve();
      } else reject(failure(xhr.status));
    };
    xhr.onerror = () => reject(failure(0));
    xhr.ontimeout = () => reject(failure(0));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    if (signal?.aborted) return xhr.abort();
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
