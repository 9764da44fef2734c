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

function transport(e: Env): Transporter | null {
  if (transports.has(e)) return transports.get(e) ?? null;
  let t: Transporter | null = null;
  if (e.SMTP_URL) t = nodemailer.createTransport(e.SMTP_URL);
  else if (e.SMTP_HOST) {
    t = nodemailer.createTransport({
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
