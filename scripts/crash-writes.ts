// npm run crash-writes — kills the production server with SIGKILL in the middle of a burst of writes, starts
// it again on the same data, and checks that every write it had acknowledged (201) is there. Embedded
// database by default; DATABASE_URL to run against PostgreSQL. CRASH_ROUNDS (default 3), CRASH_LANES
// (default 8 concurrent writers), CRASH_AFTER_MS (default 1500).
import { raw, startLive } from './harden/live';

const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 3);
const LANES = Number(process.env.CRASH_LANES ?? 8);
const AFTER_MS = Number(process.env.CRASH_AFTER_MS ?? 1500);

async function listAll(port: number, token: string): Promise<Set<number>> {
  const ids = new Set<number>();
  for (let offset = 0; ; offset += 200) {
    const res = await raw(port, 'GET', `/api/v1/expenses?year=2026&limit=200&offset=${offset}`, {
      authorization: `Bearer ${token}`,
    });
    if (res.status !== 200) throw new Error(`list answered ${res.status}: ${res.body.slice(0, 200)}`);
    const page = JSON.parse(res.body) as { id: number }[];
    for (const e of page) ids.add(e.id);
    if (page.length < 200) return ids;
  }
}

async function main(): Promise<void> {
  const live = await startLive();
  const token = await live.token('crash-user');
  let totalAcked = 0;
  let totalLost = 0;
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      const acked: number[] = [];
      let killed = false;
      const burst = Array.from({ length: LANES }, async (_, lane) => {
        for (let i = 0; !killed; i++) {
          try {
            const res = await raw(
              live.port,
              'POST',
              '/api/v1/expenses',
              { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
              JSON.stringify({
                date: '2026-06-01',
                category: 'other',
                amount: i + 1,
                description: `r${round}-l${lane}-${i}`,
              }),
            );
            if (res.status === 201) acked.push((JSON.parse(res.body) as { id: number }).id);
          } catch {
            return; // the server is gone
          }
        }
      });
      await new Promise((r) => setTimeout(r, AFTER_MS));
      process.kill(-live.server.pid, 'SIGKILL');
      killed = true;
      await Promise.all(burst);
      await live.restart();
      const present = await listAll(live.port, token);
      const lost = acked.filter((id) => !present.has(id));
      totalAcked += acked.length;
      totalLost += lost.length;
      console.log(
        `round ${round}: ${acked.length} writes acknowledged before kill -9, ${lost.length} missing after restart`,
      );
    }
    console.log(`total: ${totalAcked} acknowledged, ${totalLost} lost`);
    process.exitCode = totalLost === 0 ? 0 : 1;
  } finally {
    await live.server.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
