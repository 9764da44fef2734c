// A receipt photo made small enough to send on a weak signal (issue 40): drawn on a canvas at most 1600 px
// on its longer side and saved as JPEG at 80% quality, about 200-400 KB for a phone's 12-megapixel photo,
// still sharp enough to read a receipt's small print. Browser only.

const MAX_SIDE = 1600;
const QUALITY = 0.8;

export interface Compressed {
  blob: Blob;
  width: number;
  height: number;
}

/** The photo compressed; null when the browser cannot decode it (an iPhone HEIC outside Safari). */
export async function compressPhoto(file: Blob): Promise<Compressed | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return null;
  }
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/jpeg', QUALITY));
  return blob ? { blob, width, height } : null;
}
