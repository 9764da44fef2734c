import { z } from 'zod';

// Zod's own messages are written for developers ("Too big: expected string to have <=255 characters").
// Every message a worker or a client reads says what to do instead, once, here: a schema's own message
// (e.g. 'A five-digit ZIP code') still wins over these.

const list = (values: readonly unknown[]) => values.map((v) => String(v)).join(', ');

/** What a client reads about one field a body may not hold (lib/validation/body-rule.ts): the detail's path names it. */
export const UNKNOWN_FIELD = 'Remove this field, which cannot be set';

function describeType(expected: string, input: unknown): string {
  if (input === undefined) return 'Required';
  if (expected === 'int') return 'Use a whole number';
  if (expected === 'number') return 'Use a number';
  if (expected === 'string') return 'Use text';
  if (expected === 'boolean') return 'Use true or false';
  if (expected === 'object') return 'Use an object';
  if (expected === 'array') return 'Use a list';
  return `Use a ${expected}`;
}

function tooBig(issue: z.core.$ZodRawIssue<z.core.$ZodIssueTooBig>): string {
  const max = Number(issue.maximum);
  if (issue.origin === 'string') return `Use at most ${max.toLocaleString('en-US')} characters`;
  if (issue.origin === 'array') return `Use at most ${max.toLocaleString('en-US')} items`;
  return issue.inclusive === false ? `Use less than ${max}` : `Use ${max} or less`;
}

function tooSmall(issue: z.core.$ZodRawIssue<z.core.$ZodIssueTooSmall>): string {
  const min = Number(issue.minimum);
  if (issue.origin === 'string') return min <= 1 ? 'Required' : `Use at least ${min} characters`;
  if (issue.origin === 'array') return min <= 1 ? 'Add at least one' : `Add at least ${min}`;
  return issue.inclusive === false ? `Use more than ${min}` : `Use ${min} or more`;
}

function invalidFormat(issue: z.core.$ZodRawIssue<z.core.$ZodIssueInvalidStringFormat>): string {
  switch (issue.format) {
    case 'date':
      return 'Use a real date, YYYY-MM-DD';
    case 'datetime':
      return 'Use a date and time, e.g. 2026-03-02T14:00:00Z';
    case 'email':
      return 'Enter an email address, e.g. name@example.com';
    case 'url':
      return 'Enter a web address starting with https://';
    case 'uuid':
      return 'Use an id in UUID form';
    default:
      return 'Check the format of this value';
  }
}

export function plainMessage(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return describeType(String(issue.expected), issue.input);
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'invalid_format':
      return invalidFormat(issue);
    case 'invalid_value':
      if (issue.input === undefined) return 'Required';
      return issue.values.length === 1
        ? `Use ${String(issue.values[0])}`
        : `Choose one of: ${list(issue.values)}`;
    case 'unrecognized_keys':
      return issue.keys.length > 1
        ? `Remove these fields, which cannot be set: ${list(issue.keys)}`
        : `${UNKNOWN_FIELD}: ${list(issue.keys)}`;
    case 'not_multiple_of':
      return `Use a multiple of ${String(issue.divisor)}`;
    default:
      return undefined;
  }
}

z.config({ customError: plainMessage });
