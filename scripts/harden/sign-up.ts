import { readFileSync } from 'node:fs';

// A real user of the production build, made the way a nurse makes one: the sign-up form's server action
// (an account, then the session cookie its sign-in sets), then Settings → API access's action for a token.
// Works with the embedded database too, which the server holds alone while it runs.

interface ActionEntry {
  filename?: string;
  exportedName?: string;
}

/** The build's id of a server action, from its manifest. */
function actionId(file: string, name: string): string {
  const manifest = JSON.parse(readFileSync('.next/server/server-reference-manifest.json', 'utf8')) as {
    node: Record<string, ActionEntry>;
  };
  const found = Object.entries(manifest.node).find(([, e]) => e.filename === file && e.exportedName === name);
  if (!found) throw new Error(`No server action ${name} in ${file}: rebuild (npx next build)`);
  return found[0];
}

/** Calls a server action as the page's own script does: the arguments in React's reply encoding. */
async function callAction(base: string, page: string, id: string, body: FormData | string, cookie = '') {
  return fetch(`${base}${page}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'next-action': id,
      accept: 'text/x-component',
      origin: base,
      ...(typeof body === 'string' ? { 'content-type': 'text/plain;charset=UTF-8' } : {}),
      ...(cookie ? { cookie } : {}),
    },
    body,
  });
}

/** Signs up a new account with `email` and returns a 1-hour API token of it. */
export async function signUpForToken(base: string, email: string): Promise<string> {
  // (prevState, formData): the form data travels as part 1, its fields prefixed "_1_".
  const form = new FormData();
  form.set('_1_first_name', 'Fuzzy');
  form.set('_1_email', email);
  form.set('_1_password', `pw-${email}-long-enough`);
  form.set('0', JSON.stringify([{}, '$K1'])); // the root last, as React writes it: the server reads in order
  const signedUp = await callAction(
    base,
    '/sign-up',
    actionId('app/(auth)/sign-up/actions.ts', 'signUpAction'),
    form,
  );
  const cookie = signedUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .filter((c) => c.includes('session-token'))
    .join('; ');
  if (!cookie)
    throw new Error(`Sign-up set no session (${signedUp.status}): ${(await signedUp.text()).slice(0, 300)}`);
  const minted = await callAction(
    base,
    '/settings',
    actionId('app/(app)/settings/actions.ts', 'mintToken'),
    '[{}]',
    cookie,
  );
  const text = await minted.text();
  const token = /"token":"([\w.-]+)"/.exec(text)?.[1];
  if (!token) throw new Error(`Settings minted no token (${minted.status}): ${text.slice(0, 300)}`);
  return token;
}
