import type { Notification } from '@/lib/generated/prisma/client';

// The digest email's words (pure): the user's unresolved notifications, the ones new since the last digest
// first, each with its link into the app, and how to stop the emails.

export interface DigestMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * RFC 2369's List-Unsubscribe names the link; RFC 8058's List-Unsubscribe-Post makes it one-click (the mail
 * client POSTs `List-Unsubscribe=One-Click` to it, app/unsubscribe/route.ts), which §3.1 allows only for an
 * https link: a plain-http development server gets the link alone.
 */
export function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  const headers: Record<string, string> = { 'List-Unsubscribe': `<${unsubscribeUrl}>` };
  if (unsubscribeUrl.startsWith('https://')) headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  return headers;
}

/** Text as HTML: the digest's body and the unsubscribe pages (app/unsubscribe/route.ts). */
export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export function composeDigest(input: {
  firstName: string;
  appUrl: string;
  unsubscribeUrl: string;
  frequency: 'daily' | 'weekly';
  notifications: Pick<Notification, 'title' | 'body' | 'link' | 'created_at'>[];
  since: Date | null;
}): DigestMail {
  const isNew = (n: { created_at: Date }) => !input.since || n.created_at > input.since;
  const fresh = input.notifications.filter(isNew);
  const older = input.notifications.filter((n) => !isNew(n));
  const count = input.notifications.length;
  const subject =
    fresh.length > 0
      ? `${fresh.length} new ${fresh.length === 1 ? 'reminder' : 'reminders'} in Travel Ledger`
      : `${count} open ${count === 1 ? 'reminder' : 'reminders'} in Travel Ledger`;
  const url = (link: string | null) => `${input.appUrl}${link ?? '/notifications'}`;
  const section = (title: string, list: typeof input.notifications) =>
    list.length ? [title, ...list.map((n) => `- ${n.title}: ${n.body} ${url(n.link)}`), ''] : [];
  const greeting = input.firstName ? `Hi ${input.firstName},` : 'Hi,';
  const footer =
    `You get this ${input.frequency} summary because you turned it on in Settings. ` +
    `Stop these emails: ${input.unsubscribeUrl}`;
  const text = [
    greeting,
    '',
    ...section('New since your last summary:', fresh),
    ...section('Still open:', older),
    footer,
  ].join('\n');
  const items = (list: typeof input.notifications) =>
    list
      .map(
        (n) =>
          `<li><a href="${escapeHtml(url(n.link))}">${escapeHtml(n.title)}</a>: ${escapeHtml(n.body)}</li>`,
      )
      .join('');
  const block = (title: string, list: typeof input.notifications) =>
    list.length ? `<h2>${escapeHtml(title)}</h2><ul>${items(list)}</ul>` : '';
  const html =
    `<p>${escapeHtml(greeting)}</p>${block('New since your last summary', fresh)}${block('Still open', older)}` +
    `<p>You get this ${input.frequency} summary because you turned it on in Settings. ` +
    `<a href="${escapeHtml(input.unsubscribeUrl)}">Stop these emails</a>.</p>`;
  return { subject, text, html };
}
