import { startOpenaiFake } from '../tests/helpers/openai-fake';

// The OpenAI fake of the API tests as a standalone process, for the browser tests' server
// (scripts/e2e.sh): `npx tsx scripts/openai-fake-server.ts <port>`, then
// OPENAI_API_KEY=sk-test OPENAI_BASE_URL=http://127.0.0.1:<port>/v1. Runs until SIGTERM or SIGINT.

const port = Number(process.argv[2] ?? '0');
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error('Usage: tsx scripts/openai-fake-server.ts <port>');
  process.exit(2);
}
const fake = await startOpenaiFake(port);
console.log(`OpenAI fake listening at ${fake.url}`);
const stop = () => void fake.close().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
