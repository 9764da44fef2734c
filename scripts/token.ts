// npm run -s token -- --email <email> — prints a fresh one-hour API access token (built-in issuer, ES256)
// for that built-in user. It signs with the app's own AUTH_SECRET (env, else DATA_DIR/auth-secret) and
// `iss` (AUTH_ISSUER, else APP_URL), so the running app accepts it. The token goes to stdout, alone.
import { findBuiltinUserByEmail } from '@/lib/auth/accounts';
import { issueAccessToken } from '@/lib/auth/keys';
import { EmbeddedDatabaseBusyError } from '@/lib/providers/db/embedded';
import {
  appDatabaseTarget,
  argValue,
  openAppDatabase,
  runScript,
  ScriptError,
} from '../prisma/seed/database';

async function openOrExplain(target = appDatabaseTarget()) {
  try {
    return await openAppDatabase(target);
  } catch (err) {
    if (!(err instanceof EmbeddedDatabaseBusyError)) throw err;
    throw new ScriptError(
      `${err.message}\nWhile the app is running, mint a token from Settings → API access in the app instead.`,
    );
  }
}

await runScript(async () => {
  const email = argValue('email');
  if (!email || email.startsWith('--')) throw new ScriptError('Usage: npm run -s token -- --email <email>');
  const handle = await openOrExplain();
  try {
    const user = await findBuiltinUserByEmail(handle.db, email);
    if (!user) throw new ScriptError(`No built-in (email and password) user has the email ${email}`);
    const { token, expiresAt } = await issueAccessToken(user, new Date());
    console.error(`Access token for ${user.email} (user #${user.id}), valid until ${expiresAt}:`);
    console.log(token);
  } finally {
    await handle.close();
  }
});
