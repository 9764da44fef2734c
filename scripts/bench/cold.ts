// The uncached cost of a GET: each round first writes (PATCH /me/theme, which bumps the user's data
// version like any write), so the timed GET that follows misses the response cache and computes from the
// database. Sequential, one connection: the latency a user sees right after changing something.

const ROUNDS = 30;

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round((sorted[i] ?? 0) * 10) / 10;
}

export async function coldLatency(
  baseUrl: string,
  path: string,
  token: string,
): Promise<{ p50: number; p99: number; rounds: number }> {
  const authorization = `Bearer ${token}`;
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const write = await fetch(`${baseUrl}/api/v1/me/theme`, {
      method: 'PATCH',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ theme: 'light' }),
    });
    await write.arrayBuffer();
    if (write.status !== 200) throw new Error(`PATCH /me/theme answered ${write.status}`);
    const started = performance.now();
    const res = await fetch(`${baseUrl}${path}`, { headers: { authorization } });
    await res.arrayBuffer();
    times.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), rounds: ROUNDS };
}
