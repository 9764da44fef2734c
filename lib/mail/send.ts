import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';
import { env, type Env } from '@/lib/env';

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

/** Sends one message; false when it could not be sent (no SMTP in production, or the server refused). */
export async function sendMail(mail: Mail): Promise<boolean> {
  const e = env();
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
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
      }),
    );
    return true;
  }
  try {
    await t.sendMail({ from: e.MAIL_FROM, ...mail });
    return true;
  } catch (err) {
    console.error(JSON.stringify({ level: 'error', event: 'mail_failed', error: String(err) }));
    return false;
  }
}
