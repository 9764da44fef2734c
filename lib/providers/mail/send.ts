import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser/index.js';
import { env, type Env } from '@/lib/env';
import { oneMailbox } from '@/lib/validation/email';

// The one mail adapter (docs/architecture.md §1): nodemailer over SMTP, configured by SMTP_URL or SMTP_HOST/PORT/USER/PASS
// and MAIL_FROM. Without SMTP in development or tests the message is written to the server log, so a
// developer can still follow a reset link; in production without SMTP it is not sent, and a warning (never
// the message, which holds a secret link) is logged.

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (the digest's List-Unsubscribe). */
  headers?: Record<string, string>;
}

const transports = new WeakMap<Env, Transporter | null>();

/**
 * SMTP_URL with nodemailer's pool on unless the URL says otherwise (`?pool=false`). A transport without it
 * opened a new connection for every message (greeting, EHLO, login each time): against a local SMTP server
 * that cost 148 ms a message and pooled 47 ms (in-process, issue 19), and the daily digest of 1,000
 * users took 83 s of the daily run's 83 s while the notification syncs were done by 25 s (npm run
 * bench:jobs). The pool keeps up to five connections open and reopens one the server closed.
 */
function pooledUrl(url: string): string {
  const parsed = new URL(url);
  if (!parsed.searchParams.has('pool')) parsed.searchParams.set('pool', 'true');
  return parsed.toString();
}

function transport(e: Env): Transporter | null {
  if (transports.has(e)) return transports.get(e) ?? null;
  let t: Transporter | null = null;
  if (e.SMTP_URL) t = nodemailer.createTransport(pooledUrl(e.SMTP_URL));
  else if (e.SMTP_HOST) {
    t = nodemailer.createTransport({
      pool: true,
      host: e.SMTP_HOST,
      port: e.SMTP_PORT,
      secure: e.SMTP_PORT === 465,
      auth: e.SMTP_USER ? { user: e.SMTP_USER, pass: e.SMTP_PASS ?? '' } : undefined,
    });
  }
  transports.set(e, t);
  return t;
}

/** Whether an SMTP server is configured (without one, production sends nothing). */
export function mailConfigured(): boolean {
  return transport(env()) !== null;
}

/**
 * The one address a message goes to, or null: `to` must be exactly one plain address, the way nodemailer
 * itself reads the field (its addressparser: no list, no group, no display name or comment) and by our
 * rule for an address (lib/validation/email.ts). A stored email that is more is never mailed at all.
 */
function soleRecipient(to: string): string | null {
  const parsed = addressparser(to);
  const only = parsed.length === 1 ? parsed[0] : undefined;
  if (!only || 'group' in only || only.name !== '') return null;
  const address = oneMailbox(to);
  return address !== null && address === only.address ? address : null;
}

/**
 * Sends one message to one recipient; false when it could not be sent (no SMTP in production, the server
 * refused, or `to` is not one plain address: refused with a log line, never an error for the caller).
 */
export async function sendMail(mail: Mail): Promise<boolean> {
  const e = env();
  const to = soleRecipient(mail.to);
  if (to === null) {
    console.warn(JSON.stringify({ level: 'warn', event: 'mail_recipient_refused', subject: mail.subject }));
    return false;
  }
  const t = transport(e);
  if (!t) {
    if (e.NODE_ENV === 'production') {
      console.warn(JSON.stringify({ level: 'warn', event: 'mail_not_configured', subject: mail.subject }));
      return false;
    }
    console.info(
      JSON.stringify({
        level: 'info',
        event: 'mail_logged',
        to,
        subject: mail.subject,
        text: mail.text,
      }),
    );
    return true;
  }
  try {
    // The envelope is set, not derived from the headers: RCPT TO names this one address and nothing else.
    await t.sendMail({ ...mail, from: e.MAIL_FROM, to, envelope: { from: e.MAIL_FROM, to: [to] } });
    return true;
  } catch (err) {
    console.error(JSON.stringify({ level: 'error', event: 'mail_failed', error: String(err) }));
    return false;
  }
}
