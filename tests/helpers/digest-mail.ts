import { afterAll, beforeAll } from 'vitest';
import { resetEnvCache } from '@/lib/env';
import { stopQueue } from '@/lib/providers/jobs/queue';
import { startSmtpSink, type SmtpSink } from './smtp';

/**
 * A real SMTP server on loopback for the digest's mail, for the whole file, with an https APP_URL (one-click
 * unsubscribing needs an https link, RFC 8058 §3.1); put back afterwards. Read `sink()` inside a test.
 */
export function digestMailSink(): () => SmtpSink {
  let smtp: SmtpSink | undefined;
  const saved = process.env.APP_URL;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
    process.env.APP_URL = 'https://app.travel-ledger.test';
    resetEnvCache();
  });
  afterAll(async () => {
    delete process.env.SMTP_URL;
    if (saved === undefined) delete process.env.APP_URL;
    else process.env.APP_URL = saved;
    resetEnvCache();
    await smtp?.close();
    await stopQueue(1_000); // its maintenance timers would keep the process alive past the suite
  });
  return () => {
    if (!smtp) throw new Error('The SMTP sink starts in beforeAll');
    return smtp;
  };
}
