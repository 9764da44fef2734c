import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

// A local SMTP server (npm smtp-server) on loopback that keeps every message it receives, parsed: the
// tests read the real email the app sent. Also run standalone by scripts/smtp-sink.ts for the browser tests.

export interface ReceivedMail {
  to: string[];
  /** The SMTP envelope's recipients (RCPT TO), lower-case: where the message was actually delivered. */
  rcptTo: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Raw header values by lower-case name (the last one when repeated). */
  headers: Record<string, string>;
}

export interface SmtpSink {
  port: number;
  messages: ReceivedMail[];
  /** Resolves with the first message to `to` (now or when it arrives), or rejects after `timeoutMs`. */
  waitFor(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const waiters: { to: string; resolve: (m: ReceivedMail) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // close() ends the app's pooled connections at once, not after the 30 s default grace.
    closeTimeout: 200,
    logger: false,
    onData(stream, session, callback) {
      const rcptTo = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
      simpleParser(stream)
        .then((parsed) => {
          const to = (Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : []).flatMap((a) =>
            a.value.map((v) => (v.address ?? '').toLowerCase()),
          );
          const mail = {
            to,
            rcptTo,
            from: parsed.from?.text ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            headers: Object.fromEntries(
              parsed.headerLines.map((h) => [h.key, h.line.slice(h.line.indexOf(':') + 1).trim()]),
            ),
          };
          messages.push(mail);
          for (const w of waiters.splice(0)) {
            if (to.includes(w.to)) w.resolve(mail);
            else waiters.push(w);
          }
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    messages,
    waitFor(to, timeoutMs = 10_000) {
      const address = to.toLowerCase();
      const found = messages.find((m) => m.to.includes(address));
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no mail to ${to} within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({ to: address, resolve: (m) => (clearTimeout(timer), resolve(m)) });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The reset link in a message's text. */
export function resetLink(mail: ReceivedMail): string {
  const link = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no reset link in: ${mail.text}`);
  return link;
}
