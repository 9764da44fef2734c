import 'server-only';
import type { BlockList } from 'node:net';
import { z } from 'zod';
import { proxyEntryProblem, trustedProxies } from '@/lib/core/client-address';

// The only reader of process.env. Parsed once, on first use (not at import, so `next build` never needs
// runtime secrets); a bad production configuration fails at start with the variable's name.
const optionalUrl = z.url().optional();
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  APP_URL: z.url().optional(),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  AUTH_ISSUER: z.string().min(1).optional(),
  AUTH_AUDIENCE: z.string().min(1).default('travel-tax-api'),
  AUTH_JWKS_URL: optionalUrl,
  AUTH_OIDC_ISSUER: optionalUrl,
  AUTH_OIDC_ID: z.string().min(1).optional(),
  AUTH_OIDC_SECRET: z.string().min(1).optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).optional(),
  UPSTASH_REDIS_REST_URL: optionalUrl,
  UPSTASH_REDIS_REST_TOKEN: z.string().min(1).optional(),
  // A self-hosted shared limiter store (redis://host:6379): the per-user limit and the sign-in throttle
  // hold across instances without Upstash.
  REDIS_URL: z.url().optional(),
  // Jobs each process runs at once, per job (lib/providers/jobs); 0 runs none in this process (npm run worker does).
  JOB_WORKERS: z.coerce.number().int().min(0).max(32).default(2),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: optionalUrl,
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  // Contracts and receipts read on this server (text recognition and rules, lib/reading) when no AI
  // provider is set, or when it is down; 0 turns that off (reading then needs OPENAI_API_KEY).
  OCR_READING: z.enum(['0', '1']).default('1'),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_PRICE_ID: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_API_BASE: optionalUrl,
  PRO_TRIAL_DAYS: z.coerce.number().int().min(0).max(365).default(14),
  CRON_SECRET: z.string().min(16).optional(),
  LOG_REQUESTS: z.enum(['0', '1']).default('1'),
  RESPONSE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(32),
  // Outgoing mail (password reset links): SMTP_URL (smtp://user:pass@host:587, smtps://... for TLS), or
  // its parts. Unset in development: the link is written to the server log instead.
  SMTP_URL: z.url().optional(),
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASS: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(3).default('Travel Ledger <no-reply@travelledger.app>'),
  // The reverse proxies in front of the app (addresses or CIDR blocks, comma-separated) whose
  // X-Forwarded-For entry is believed; unset: none, the client is the peer that connected.
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .superRefine((entries, ctx) => {
      for (const entry of entries) {
        const problem = proxyEntryProblem(entry);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }
    }),
});

export type Env = z.infer<typeof schema> & {
  appUrl: string;
  rateLimitPerMinute: number;
  trustedProxies: BlockList;
};

let cached: Env | undefined;

export function env(): Env {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.AUTH_SECRET && process.env.NEXT_PHASE !== 'phase-production-build') {
    throw new Error(
      'Invalid configuration: AUTH_SECRET is required in production (npm run setup writes one)',
    );
  }
  cached = {
    ...e,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE ?? (e.NODE_ENV === 'production' ? 100 : 500),
    trustedProxies: trustedProxies(e.TRUSTED_PROXIES),
  };
  return cached;
}

/** Tests change the environment between files; production never calls this. */
export function resetEnvCache(): void {
  cached = undefined;
}
