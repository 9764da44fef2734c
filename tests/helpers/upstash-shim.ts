import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';

// An Upstash-REST-compatible server over a real Redis, for tests and the limiter bench (stack.md §8):
// POST / (one command as a JSON array), /pipeline and /multi-exec (arrays of commands), a Bearer token,
// `{result}` / `{error}` bodies, bulk strings base64-encoded when `Upstash-Encoding: base64` is sent (the
// client's default). Upstash scripts start with `#!lua flags=allow-key-locking`, which stock Redis refuses,
// so that flag is stripped and the client's EVALSHA hashes (sha1 of the original) are remapped.
// Redis is spoken to with the minimal RESP2 client below: no Redis client package is installed.

type Arg = string | number;
type Reply = string | number | null | Buffer | RespError | Reply[];
class RespError extends Error {}

const encode = (args: Arg[]): Buffer =>
  Buffer.concat([
    Buffer.from(`*${args.length}\r\n`),
    ...args.map((a) => {
      const b = Buffer.from(String(a));
      return Buffer.concat([Buffer.from(`$${b.length}\r\n`), b, Buffer.from('\r\n')]);
    }),
  ]);

/** One reply starting at `at` and the offset after it, or undefined while it is incomplete. */
function parse(buf: Buffer, at: number): [Reply, number] | undefined {
  const eol = buf.indexOf('\r\n', at);
  if (eol < 0) return undefined;
  const line = buf.toString('utf8', at + 1, eol);
  let next = eol + 2;
  switch (String.fromCharCode(buf[at] ?? 0)) {
    case '+':
      return [line, next];
    case '-':
      return [new RespError(line), next];
    case ':':
      return [Number(line), next];
    case '$': {
      const n = Number(line);
      if (n < 0) return [null, next];
      return buf.length < next + n + 2 ? undefined : [buf.subarray(next, next + n), next + n + 2];
    }
    case '*': {
      const n = Number(line);
      if (n < 0) return [null, next];
      const items: Reply[] = [];
      for (let i = 0; i < n; i++) {
        const item = parse(buf, next);
        if (!item) return undefined;
        [items[i], next] = item;
      }
      return [items, next];
    }
    default:
      throw new Error(`Unexpected RESP type byte ${buf[at]}`);
  }
}

interface RedisConnection {
  /** Writes the commands in one go (so a MULTI block is never interleaved) and resolves their replies. */
  send(commands: Arg[][]): Promise<Reply[]>;
  close(): void;
}

async function connectRedis(redisUrl: string): Promise<RedisConnection> {
  const { hostname, port, pathname } = new URL(redisUrl);
  const socket = connect(Number(port || 6379), hostname);
  await once(socket, 'connect');
  const waiting: { resolve: (r: Reply) => void; reject: (e: Error) => void }[] = [];
  let buf: Buffer = Buffer.alloc(0);
  socket.on('data', (chunk: Buffer) => {
    buf = buf.length ? Buffer.concat([buf, chunk]) : chunk;
    let at = 0;
    for (let r = parse(buf, at); r; r = parse(buf, at)) {
      at = r[1];
      waiting.shift()?.resolve(r[0]);
    }
    buf = buf.subarray(at);
  });
  const failAll = (err: Error) => waiting.splice(0).forEach((w) => w.reject(err));
  socket.on('error', failAll);
  socket.on('close', () => failAll(new Error('Redis connection closed')));
  const conn: RedisConnection = {
    send(commands) {
      const replies = commands.map(
        () => new Promise<Reply>((resolve, reject) => waiting.push({ resolve, reject })),
      );
      socket.write(Buffer.concat(commands.map(encode)));
      return Promise.all(replies);
    },
    close: () => void socket.end(),
  };
  const db = pathname.slice(1);
  if (db) await conn.send([['SELECT', db]]);
  return conn;
}

const sha1 = (s: string) => createHash('sha1').update(s).digest('hex');
const UPSTASH_FLAG = /^#!lua flags=([^\n]*)\n/;

/** Drops `allow-key-locking` from the shebang (and the shebang itself when no flag is left). */
function stripUpstashFlags(script: string): string {
  return script.replace(UPSTASH_FLAG, (_line, flags: string) => {
    const kept = flags.split(',').filter((f) => f.trim() && f.trim() !== 'allow-key-locking');
    return kept.length ? `#!lua flags=${kept.join(',')}\n` : '';
  });
}

// Commands whose first argument (or, for the second set, every argument) is a key: only these and the
// KEYS of EVAL/EVALSHA get the optional namespace.
const FIRST_ARG_KEY = new Set(
  'GET SET SETEX PSETEX SETNX GETDEL INCR INCRBY DECR DECRBY EXPIRE PEXPIRE TTL PTTL TYPE HGET HSET HGETALL HDEL HINCRBY ZADD ZRANGE ZREM ZCARD ZSCORE SADD SREM SMEMBERS SISMEMBER LPUSH RPUSH LRANGE'.split(
    ' ',
  ),
);
const ALL_ARGS_KEYS = new Set(['DEL', 'UNLINK', 'EXISTS', 'MGET']);

export interface UpstashShimOptions {
  /** Default: REDIS_URL, else redis://127.0.0.1:6379 (a `/N` path selects database N). */
  redisUrl?: string;
  token?: string;
  /** Prefixed to every key this shim touches, so concurrent runs never share counters; removed on close. */
  namespace?: string;
}

export interface UpstashShim {
  url: string;
  token: string;
  /** HTTP requests answered so far (tests use it to prove the store was really used). */
  requests: () => number;
  close(): Promise<void>;
}

export async function startUpstashShim(opts: UpstashShimOptions = {}): Promise<UpstashShim> {
  const redisUrl = opts.redisUrl ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const token = opts.token ?? randomBytes(16).toString('hex');
  const ns = opts.namespace ?? '';
  let redis: RedisConnection;
  try {
    redis = await connectRedis(redisUrl);
    const [pong] = await redis.send([['PING']]);
    if (pong !== 'PONG') throw new Error(`PING answered ${String(pong)}`);
  } catch (err) {
    throw new Error(
      `Upstash shim: Redis is not reachable at ${redisUrl} (${String(err)}). Start one with: ` +
        `redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no`,
    );
  }
  const hashes = new Map<string, string>(); // client's sha1 (with the Upstash shebang) → Redis's sha1

  function rewrite(command: Arg[]): Arg[] {
    const [name = '', ...args] = command.map(String);
    const cmd = name.toUpperCase();
    if (cmd === 'EVAL' || cmd === 'EVAL_RO' || cmd === 'EVALSHA' || cmd === 'EVALSHA_RO') {
      const [script = '', numKeys = '0', ...rest] = args;
      let body = script;
      if (cmd.startsWith('EVALSHA')) body = hashes.get(script.toLowerCase()) ?? script;
      else {
        body = stripUpstashFlags(script);
        hashes.set(sha1(script), sha1(body));
      }
      const n = Number(numKeys);
      return [cmd, body, numKeys, ...rest.map((a, i) => (i < n ? ns + a : a))];
    }
    if (FIRST_ARG_KEY.has(cmd) && args.length) return [cmd, ns + args[0], ...args.slice(1)];
    if (ALL_ARGS_KEYS.has(cmd)) return [cmd, ...args.map((k) => ns + k)];
    return [cmd, ...args];
  }

  async function scriptLoad(script: string): Promise<Reply> {
    const stripped = stripUpstashFlags(script);
    const [reply] = await redis.send([['SCRIPT', 'LOAD', stripped]]);
    if (reply instanceof RespError) return reply;
    hashes.set(sha1(script), sha1(stripped));
    return sha1(script); // the hash the client computed and will send with EVALSHA
  }

  async function run(commands: Arg[][]): Promise<Reply[]> {
    return Promise.all(
      commands.map(async (c) => {
        const isLoad = String(c[0]).toUpperCase() === 'SCRIPT' && String(c[1]).toUpperCase() === 'LOAD';
        return isLoad ? scriptLoad(String(c[2])) : ((await redis.send([rewrite(c)]))[0] ?? null);
      }),
    );
  }

  // The client base64-decodes every string it gets except "OK", so status replies (PONG) are encoded too.
  const toJson = (r: Reply, base64: boolean): unknown => {
    if (Buffer.isBuffer(r)) return r.toString(base64 ? 'base64' : 'utf8');
    if (typeof r === 'string' && base64 && r !== 'OK') return Buffer.from(r).toString('base64');
    if (Array.isArray(r)) return r.map((x) => toJson(x, base64));
    return r instanceof RespError ? r.message : r;
  };
  const entry = (r: Reply, base64: boolean) =>
    r instanceof RespError ? { error: r.message } : { result: toJson(r, base64) };

  async function answer(req: IncomingMessage): Promise<[number, unknown]> {
    if (req.headers.authorization !== `Bearer ${token}`) return [401, { error: 'Unauthorized' }];
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    const base64 = req.headers['upstash-encoding'] === 'base64';
    const path = new URL(req.url ?? '/', 'http://shim').pathname.replace(/\/$/, '');
    if (path === '') {
      const [reply = null] = await run([body as Arg[]]);
      const e = entry(reply, base64);
      return ['error' in e ? 400 : 200, e];
    }
    if (path === '/pipeline') return [200, (await run(body as Arg[][])).map((r) => entry(r, base64))];
    if (path === '/multi-exec') {
      const cmds = (body as Arg[][]).map(rewrite);
      const replies = await redis.send([['MULTI'], ...cmds, ['EXEC']]);
      const exec = replies.at(-1) ?? null;
      if (!Array.isArray(exec)) return [400, { error: toJson(exec, false) ?? 'EXECABORT' }];
      return [200, exec.map((r) => entry(r, base64))];
    }
    return [404, { error: `Unknown path ${path}` }];
  }

  let requests = 0;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    requests++;
    answer(req)
      .catch((err: unknown): [number, unknown] => [500, { error: String(err) }])
      .then(([status, json]) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json)),
      );
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    token,
    requests: () => requests,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (ns) await deleteNamespace(redis, ns);
      redis.close();
    },
  };
}

async function deleteNamespace(redis: RedisConnection, ns: string): Promise<void> {
  let cursor = '0';
  do {
    const [reply] = await redis.send([['SCAN', cursor, 'MATCH', `${ns}*`, 'COUNT', 500]]);
    if (!Array.isArray(reply)) return;
    const [next, keys] = reply;
    cursor = String(next);
    if (Array.isArray(keys) && keys.length) await redis.send([['DEL', ...keys.map(String)]]);
  } while (cursor !== '0');
}
