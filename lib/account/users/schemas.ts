import { z } from 'zod';
import { EMPLOYMENT_TYPES, FILING_STATUSES } from '@/lib/tax/law/types';
import { name200, recordBody } from '@/lib/validation/common';

export const THEMES = ['light', 'dark'] as const;
export const DIGEST_FREQUENCIES = ['off', 'daily', 'weekly'] as const;
const digestSchema = z.enum(DIGEST_FREQUENCIES).meta({
  description: 'The email summary of open notifications: `off` (the default), `daily` or `weekly`',
});
export const themeSchema = z.enum(THEMES);

/** The worker's full legal name, for the audit packet (sign-up asks only the first name). */
const FULL_NAME =
  'Your full legal name as on your tax return, printed on the audit packet; null until given (the packet ' +
  'then names you by `first_name`)';
const fullName = name200
  .min(1, 'Enter your full name as on your tax return')
  .meta({ description: `${FULL_NAME}. Send null to clear it` });

export const meSchema = z
  .object({
    id: z.int(),
    email: z.string().nullable(),
    first_name: z.string(),
    full_name: z.string().nullable().meta({ description: FULL_NAME }),
    plan: z.enum(['free', 'pro']),
    trial_ends_at: z.iso.datetime().nullable(),
    employment_type: z.enum(EMPLOYMENT_TYPES),
    filing_status: z.enum(FILING_STATUSES),
    theme: themeSchema,
    email_notifications: z.boolean(),
    email_digest: digestSchema,
  })
  .meta({
    id: 'User',
    examples: [
      {
        id: 7,
        email: 'maya@example.com',
        first_name: 'Maya',
        full_name: 'Maya R. Lopez',
        plan: 'pro',
        trial_ends_at: '2026-03-16T15:04:05.123Z',
        employment_type: 'w2',
        filing_status: 'single',
        theme: 'light',
        email_notifications: true,
        email_digest: 'off',
      },
    ],
  });

export const updateMeBody = recordBody({
  first_name: name200.optional(),
  full_name: fullName.nullable().optional(),
  employment_type: z.enum(EMPLOYMENT_TYPES).optional(),
  filing_status: z.enum(FILING_STATUSES).optional(),
  theme: themeSchema.optional(),
  email_notifications: z.boolean().optional(),
  email_digest: digestSchema.optional(),
}).meta({ examples: [{ employment_type: '1099', filing_status: 'married_joint' }] });
export type UpdateMeBody = z.infer<typeof updateMeBody>;

export const themeBody = recordBody({ theme: themeSchema }).meta({ examples: [{ theme: 'dark' }] });
export const themeResponse = z.object({ theme: themeSchema }).meta({ examples: [{ theme: 'dark' }] });

/** The welcome form: both answers are required before any figure is shown. */
export const onboardingBody = recordBody({
  employment_type: z.enum(EMPLOYMENT_TYPES),
  filing_status: z.enum(FILING_STATUSES),
});
