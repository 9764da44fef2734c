import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resetEnvCache } from '@/lib/env';

// An S3-compatible server in-process (s3rver, stack.md §7) on a free loopback port, with one bucket, and
// the S3_* / AWS_* variables pointing at it. stop() closes it and restores the previous environment.

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

const VARS = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'] as const;

export interface S3Server {
  bucket: string;
  endpoint: string;
  stop(): Promise<void>;
}

export async function startS3(bucket = 'uploads'): Promise<S3Server> {
  // s3rver ships no types: load it with require and describe the two methods used.
  const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;
  const directory = mkdtempSync(path.join(tmpdir(), 'tl-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const saved = Object.fromEntries(VARS.map((v) => [v, process.env[v]]));
  Object.assign(process.env, {
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
  });
  resetEnvCache();
  return {
    bucket,
    endpoint,
    async stop() {
      for (const v of VARS) {
        if (saved[v] === undefined) delete process.env[v];
        else process.env[v] = saved[v];
      }
      resetEnvCache();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
