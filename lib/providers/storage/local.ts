import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { authSecret } from '@/lib/auth/secret';
import type { Env } from '@/lib/env';
import { ApiError } from '@/lib/core/errors';
import type { ObjectStore } from './store';

// The embedded store (no S3_BUCKET): files under `${DATA_DIR}/objects/<key>`, written and read through
// /api/files/upload and /api/files/download with HMAC-signed, expiring addresses, the same contract as a
// presigned S3 PUT (the signature covers the key, the content type and the exact size).

type Part = string | number;

function sign(parts: Part[]): string {
  return createHmac('sha256', authSecret()).update(JSON.stringify(parts)).digest('base64url');
}

export function signatureMatches(parts: Part[], sig: string): boolean {
  const expected = Buffer.from(sign(parts));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const uploadParts = (key: string, type: string, size: number, expires: number): Part[] => [
  'upload',
  key,
  type,
  size,
  expires,
];
export const downloadParts = (key: string, expires: number): Part[] => ['download', key, expires];

function objectsRoot(e: Env): string {
  return path.resolve(/* turbopackIgnore: true */ process.cwd(), e.DATA_DIR, 'objects');
}

/** The file of a key; a key that could leave the objects folder is refused. */
export function objectPath(e: Env, key: string): string {
  const root = objectsRoot(e);
  const file = path.resolve(root, key);
  if (key.includes('..') || key.includes('\\') || !file.startsWith(root + path.sep)) {
    throw new ApiError('forbidden', 'Invalid object key');
  }
  return file;
}

export const metaPath = (file: string) => `${file}.meta.json`;

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

export function localStore(e: Env): ObjectStore {
  const address = (endpoint: string, params: Record<string, Part>) => {
    const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
    return `${e.appUrl}/api/files/${endpoint}?${query.toString()}`;
  };
  return {
    async uploadUrl(key, type, size, expiresAt) {
      const expires = Math.floor(expiresAt.getTime() / 1000);
      const sig = sign(uploadParts(key, type, size, expires));
      return address('upload', { key, type, size, expires, sig });
    },
    async downloadUrl(key, expiresInSeconds) {
      const expires = Math.floor(Date.now() / 1000) + expiresInSeconds;
      return address('download', { key, expires, sig: sign(downloadParts(key, expires)) });
    },
    async exists(key) {
      try {
        return await isFile(objectPath(e, key));
      } catch {
        return false;
      }
    },
    async read(key) {
      return readFile(objectPath(e, key));
    },
    async deletePrefix(prefix) {
      // Prefixes are whole folders (`receipts/<user_id>/`): count the files, then remove the folder.
      const dir = objectPath(e, prefix.replace(/\/$/, ''));
      const entries = await readdir(dir, { recursive: true }).catch(() => []);
      const files = entries.filter((f) => !f.endsWith('.meta.json') && !f.endsWith('.tmp'));
      await rm(dir, { recursive: true, force: true });
      return files.length;
    },
  };
}
