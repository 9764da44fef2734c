// The digest email's unsubscribe link, as RFC 8058 means it: opening it changes nothing (link scanners open
// every link in an email, some with HEAD), a POST turns the email summary off. No sign-in: the signed token
// in the address is the credential (lib/reminders/digest/token.ts), so proxy.ts lets a cross-site POST through here.
import { escapeHtml } from '@/lib/reminders/digest/compose';
import { readUnsubscribeLink, turnOffDigest, type LinkState } from '@/lib/reminders/digest/unsubscribe';

const SETTINGS = '<p><a href="/settings">Open Settings</a></p>';

function page(status: number, title: string, body: string, extra = SETTINGS): Response {
  return new Response(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" ` +
      `content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
      `<title>${title}</title></head><body ` +
      `style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem">` +
      `<h1>${title}</h1><p>${body}</p>${extra}</body></html>`,
    { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } },
  );
}

/** The button posts what a mail client's own unsubscribe button posts (RFC 8058 §3.2) to the same link. */
const button = (token: string) =>
  `<form method="post" action="/unsubscribe?token=${escapeHtml(encodeURIComponent(token))}">` +
  `<input type="hidden" name="List-Unsubscribe" value="One-Click">` +
  `<button type="submit" style="font:inherit;padding:0.5rem 1rem">Stop the email summary</button></form>`;

/** The answer to a link that does nothing (any more), the same for opening it and for its POST. */
function refusal(state: Exclude<LinkState, 'on' | 'off'>): Response {
  switch (state) {
    case 'expired':
      return page(
        410,
        'This link has expired',
        'It is from an older email. To stop the email summary, turn it off in Settings.',
      );
    case 'gone':
      return page(
        404,
        'This account no longer exists',
        'The Travel Ledger account this email was sent for has been deleted, so no more emails will come from it.',
        '<p><a href="/">Go to Travel Ledger</a></p>',
      );
    case 'invalid':
      return page(
        400,
        'This link does not work',
        'To stop the email summary, turn it off in Settings instead.',
      );
  }
}

const tokenOf = (req: Request) => new URL(req.url).searchParams.get('token') ?? '';

// GET /unsubscribe?token=: a page with a button that stops the email summary; opening it changes nothing
export async function GET(req: Request): Promise<Response> {
  const token = tokenOf(req);
  const state = await readUnsubscribeLink(token);
  if (state === 'on') {
    return page(
      200,
      'Stop the email summary?',
      'Press the button to stop the Travel Ledger email summary of your reminders. ' +
        'You can turn it back on in Settings whenever you like.',
      button(token),
    );
  }
  if (state === 'off') {
    return page(
      200,
      'The email summary is off',
      'You get no more summary emails. Turn them back on in Settings whenever you like.',
    );
  }
  return refusal(state);
}

// HEAD /unsubscribe?token=: the page's status and headers, no body; it changes nothing, like GET
export async function HEAD(req: Request): Promise<Response> {
  const res = await GET(req);
  return new Response(null, { status: res.status, headers: res.headers });
}

// POST /unsubscribe?token=: the mail client's one-click (body List-Unsubscribe=One-Click) or the page's
// button: the email summary is turned off. The body is not read: the token alone says whose and which link.
export async function POST(req: Request): Promise<Response> {
  const state = await turnOffDigest(tokenOf(req));
  if (state === 'off') {
    return page(
      200,
      'You will get no more summary emails',
      'Turn the email summary back on in Settings whenever you like.',
    );
  }
  return refusal(state);
}
