import { z } from 'zod';
import { ERRORS, type ErrorCode } from '@/lib/core/errors';

// The body of every error response (decisions §3), as lib/http/respond.ts builds it: checked against each
// error answer outside production, and the `Error` schema of the OpenAPI document.

const ERROR_CODES = Object.keys(ERRORS) as [ErrorCode, ...ErrorCode[]];

export const errorSchema = z
  .object({
    error: z.object({
      code: z.enum(ERROR_CODES),
      message: z.string(),
      details: z
        .array(
          z.object({
            path: z.string().meta({ description: 'Dotted path: contract_a.state' }),
            message: z.string(),
          }),
        )
        .optional()
        .meta({ description: 'Present for validation_error: one entry per invalid field' }),
      requestId: z.uuid().meta({ description: 'Same as the X-Request-Id header' }),
    }),
  })
  .meta({ id: 'Error', description: 'Every error response has this body' });
