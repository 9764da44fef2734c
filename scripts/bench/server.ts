import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

// The app under test: `next start` in its own process group (so that stopping it stops every child), its
// health endpoint, and the resident memory of its whole process tree.

export interface Server {
  pid: number;
  url: string;
  /** The last lines it printed, for error messages. */
  logTail(): string;
  stop(): Promise<void>;
}

function tryPort(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.once('error', () => resolve(null));
    srv.listen(port, '127.0.0.1', () => {
      const address = srv.address();
      const bound = typeof address === 'object' && address ? address.port : null;
      srv.close(() => resolve(bound));
    });
  });
}

/**
 * A port nothing listens on: the first free one from BENCH_PORT on (up to 100 of them, for a machine
 * whose users share out port ranges), else any the system picks.
 */
export async function freePort(): Promise<number> {
  const from = Number(process.env.BENCH_PORT ?? 0);
  for (let port = from; from > 0 && port < from + 100; port++) {
    const free = await tryPort(port);
    if (free !== null) return free;
  }
  if (from > 0) throw new Error(`No free port from BENCH_PORT=${from} to ${from + 99}`);
  const any = await tryPort(0);
  if (any === null) throw new Error('No free port');
  return any;
}

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // the group is gone already
  }
}

/**
 * Node's flags of `npm start` (package.json: `node <flags> node_modules/next/dist/bin/next start`), so that
 * the bench and the two-instance test run the server as it is run, heap limits included.
 */
export function startNodeFlags(): string[] {
  const pkg = JSON.parse(readFileSync(path.join(process.cwd(), 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  return pkg.scripts.start.split(/\s+/).filter((word) => word.startsWith('--'));
}

export function startServer(port: number, env: NodeJS.ProcessEnv): Server {
  const nextBin = path.join(process.cwd(), 'node_modules', 'next', 'dist', 'bin', 'next');
  const args = [...startNodeFlags(), nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'];
  const child = spawn(process.execPath, args, {
    env,
    detached: true, // its own process group: kill(-pid) reaches next-server and its workers
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 40));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const pid = child.pid;
  if (pid === undefined) throw new Error('next start did not start');
  return {
    pid,
    url: `http://127.0.0.1:${port}`,
    logTail: () => lines.join('\n'),
    async stop() {
      killGroup(pid, 'SIGTERM');
      if (!(await waitForExit(child, 8_000))) killGroup(pid, 'SIGKILL');
      killGroup(pid, 'SIGKILL'); // children that outlived their parent
      await waitForExit(child, 2_000);
    },
  };
}

/** Waits until GET /api/v1/health answers 200; throws after `timeoutMs`. */
export async function waitForHealth(server: Server, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${server.url}/api/v1/health`, { signal: AbortSignal.timeout(5_000) });
      if (res.status === 200) return;
      last = `HTTP ${res.status}: ${(await res.text()).slice(0, 200)}`;
    } catch (err) {
      last = String(err);
    }
    try {
      process.kill(server.pid, 0);
    } catch {
      throw new Error(`The server exited before it was healthy:\n${server.logTail()}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server was not healthy after ${timeoutMs / 1000} s (${last}):\n${server.logTail()}`);
}

/** The pids of every process now running, from /proc. */
const allPids = (): number[] =>
  readdirSync('/proc')
    .filter((e) => /^\d+$/.test(e))
    .map(Number);

/**
 * A /proc `stat` file (a process's or one of its threads'): the command name, and the fields after it,
 * numbered from 0 (proc(5)'s field 3, the state, is 0). Null when the process has exited meanwhile.
 */
function readStat(path: string): { name: string; fields: string[] } | null {
  try {
    const stat = readFileSync(path, 'utf8');
    const end = stat.lastIndexOf(')');
    return { name: stat.slice(stat.indexOf('(') + 1, end), fields: stat.slice(end + 2).split(' ') };
  } catch {
    return null;
  }
}

/** The sum of some numeric `stat` fields (clock ticks), 0 for an exited process. */
const ticksOf = (stat: { fields: string[] } | null, fields: readonly number[]): number =>
  stat ? fields.reduce((sum, i) => sum + Number(stat.fields[i] ?? 0), 0) : 0;

// utime, stime, cutime, cstime: fields 14-17 of proc(5), 11-14 after the command name.
const OWN = [11, 12] as const;
const REAPED = [13, 14] as const;

/** `rootPid` and all its descendants, from /proc. */
function treePids(rootPid: number): number[] {
  const children = new Map<number, number[]>();
  for (const pid of allPids()) {
    const stat = readStat(`/proc/${pid}/stat`);
    if (!stat) continue;
    const ppid = Number(stat.fields[1]);
    const list = children.get(ppid) ?? [];
    list.push(pid);
    children.set(ppid, list);
  }
  const tree: number[] = [];
  const queue = [rootPid];
  for (let pid = queue.pop(); pid !== undefined; pid = queue.pop()) {
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/** Resident memory (bytes) of `rootPid` and all its descendants, from /proc. */
export function treeRss(rootPid: number): number {
  let total = 0;
  for (const pid of treePids(rootPid)) {
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      total += match ? Number(match[1]) * 1024 : 0;
    } catch {
      // exited meanwhile
    }
  }
  return total;
}

/** Clock ticks a second (getconf CLK_TCK): 100 on every Linux the bench runs on. */
const TICKS_PER_SECOND = 100;

/**
 * CPU time (ms, user + system) `rootPid` and its descendants have used so far, children already reaped
 * included: the difference over a load run, divided by its requests, is the server's CPU per request.
 */
export function treeCpuMs(rootPid: number): number {
  let ticks = 0;
  for (const pid of treePids(rootPid)) ticks += ticksOf(readStat(`/proc/${pid}/stat`), [...OWN, ...REAPED]);
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/**
 * The part of treeCpuMs spent on the processes' main threads (each process's first task): where a Node
 * server runs its JavaScript. The rest is V8's garbage-collector and compiler threads and libuv's pool,
 * which share the machine's cores with the main thread and the database (issue 19: 1.4-1.6 ms of the
 * estimate's 5 ms). Reaped children count whole, as in treeCpuMs.
 */
export function treeMainThreadCpuMs(rootPid: number): number {
  let ticks = 0;
  for (const pid of treePids(rootPid)) {
    ticks += ticksOf(readStat(`/proc/${pid}/task/${pid}/stat`), OWN);
    ticks += ticksOf(readStat(`/proc/${pid}/stat`), REAPED);
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** Peak RSS (bytes) of the whole run and of each phase, in the order the phases were entered. */
export interface RssPeaks {
  peak: number;
  phases: { phase: string; peak: number }[];
}

/**
 * Samples the tree's RSS every `everyMs` until stopped. `phase(name)` starts a phase: each sample counts
 * toward the phase current at that moment, so the report can say which part of the run set the peak.
 */
export function sampleRss(rootPid: number, everyMs = 200): { phase(name: string): void; stop(): RssPeaks } {
  const phases = [{ phase: 'start-up', peak: treeRss(rootPid) }];
  const sample = () => {
    const current = phases[phases.length - 1];
    if (current) current.peak = Math.max(current.peak, treeRss(rootPid));
  };
  const timer = setInterval(sample, everyMs);
  return {
    phase(name) {
      sample();
      phases.push({ phase: name, peak: treeRss(rootPid) });
    },
    stop() {
      clearInterval(timer);
      sample();
      return { peak: Math.max(...phases.map((p) => p.peak)), phases };
    },
  };
}

/**
 * CPU time (ms, user + system) used so far by the processes named postgres on this machine: the local
 * PostgreSQL server the bench's PostgreSQL mode runs on, every backend and helper of it (those that exited
 * are not counted, so a figure is a floor). Its difference over a load run, per request, is the database's
 * share of a request; the embedded mode's database runs inside the server and is counted there.
 */
export function postgresCpuMs(): number {
  let ticks = 0;
  for (const pid of allPids()) {
    const stat = readStat(`/proc/${pid}/stat`);
    if (stat?.name.startsWith('postgres')) ticks += ticksOf(stat, OWN);
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}
