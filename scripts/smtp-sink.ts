// A local SMTP server for the browser tests (scripts/e2e.sh): receives the app's mail on SMTP port $1 and
// serves what it received as JSON on HTTP port $2 (GET /messages?to=<address>), so a test can read the
// real password-reset email. Loopback only.
import { createServer } from 'node:http';
import { startSmtpSink } from '../tests/helpers/smtp';

const smtpPort = Number(process.argv[2] ?? 2525);
const httpPort = Number(process.argv[3] ?? 2526);

async function main(): Promise<void> {
  const sink = await startSmtpSink(smtpPort);
  createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://sink');
    const to = (url.searchParams.get('to') ?? '').toLowerCase();
    const found = sink.messages.filter((m) => !to || m.to.includes(to));
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(found));
  }).listen(httpPort, '127.0.0.1');
  console.log(`SMTP on 127.0.0.1:${sink.port}, messages on http://127.0.0.1:${httpPort}/messages`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
