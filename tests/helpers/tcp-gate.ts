import { createServer, connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

// A TCP forwarder in front of a database server that a test can close and open again: blocked, it drops
// every open connection and refuses new ones, the way a database that went away looks to the app.

export interface TcpGate {
  port: number;
  block(): void;
  unblock(): void;
  close(): Promise<void>;
}

export async function startTcpGate(targetHost: string, targetPort: number): Promise<TcpGate> {
  let blocked = false;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    if (blocked) return void client.destroy();
    const upstream = connect(targetPort, targetHost);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    block() {
      blocked = true;
      for (const s of sockets) s.destroy();
    },
    unblock() {
      blocked = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
