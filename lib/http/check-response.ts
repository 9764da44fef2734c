import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { ERRORS } from '@/lib/core/errors';
import { errorCodes, SERVER_ERRORS, type Contract } from './contract';
import { errorSchema } from './error-envelope';
import { DATE_RANGE_PARAM } from '@/lib/core/dates';

// The development check of docs/architecture.md §2: outside production, endpoint() holds every answer to its contract.
// A success body must parse with `response` and carry no field the schema lacks; an error must be the
// envelope with a code the contract lists (or a server failure); any other status is a violation. A
// violation throws: a test that made the request fails with this message, and `next dev` logs it as an
// unhandled route error. Production never runs this.

export class ContractViolation extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContractViolation';
  }
}

const checked = new WeakSet<Response>();

/**
 * Whether this response went through checkResponse (the test router asserts it for every operation).
 * @internal Tests use it too.
 */
export const wasChecked = (res: Response): boolean => checked.has(res);

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** Keys present in the answer that the schema dropped while parsing: fields the contract does not name. */
function extraKeys(sent: unknown, kept: unknown, at = ''): string[] {
  if (Array.isArray(sent) && Array.isArray(kept)) {
    return sent.flatMap((item, i) => extraKeys(item, kept[i], `${at}[${i}]`));
  }
  if (typeof sent !== 'object' || sent === null || typeof kept !== 'object' || kept === null) return [];
  const keptRecord = kept as Record<string, unknown>;
  return Object.entries(sent).flatMap(([key, value]) =>
    key in keptRecord
      ? extraKeys(value, keptRecord[key], `${at}.${key}`)
      : [`${at}.${key}: a field the contract does not name`],
  );
}

/** The range of the dates clients send (lib/validation/common.ts): a stored or computed one may lie outside. */
const inputRangeOnly = (issue: z.core.$ZodIssue) =>
  issue.code === 'custom' &&
  (issue.params as Record<string, unknown> | undefined)?.[DATE_RANGE_PARAM] === true;

function schemaProblems(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  if (!result.success) {
    return result.error.issues
      .filter((i) => !inputRangeOnly(i))
      .map((i) => `.${i.path.map(String).join('.')}: ${i.message}`);
  }
  if (isDeepStrictEqual(result.data, value)) return [];
  const extra = extraKeys(value, result.data);
  return extra.length > 0 ? extra : ['the body changes when parsed with its schema'];
}

function successProblems(contract: Contract, res: Response, text: string): string[] {
  if ((contract.status ?? 200) === 204) return text === '' ? [] : ['a 204 answer must have no body'];
  if (contract.file) {
    const type = res.headers.get('Content-Type') ?? '';
    return type.startsWith(contract.file.contentType)
      ? []
      : [`a file answer must be ${contract.file.contentType}`];
  }
  const body = parseJson(text);
  if (!body.ok) return ['the body is not JSON'];
  if (!contract.response) return ['the contract has no response schema for a body'];
  const schema = contract.list ? z.array(contract.response) : contract.response;
  const problems = schemaProblems(schema, body.value);
  if (contract.list && res.status === 200 && !res.headers.has('X-Total-Count')) {
    problems.push('a list answer needs X-Total-Count');
  }
  return problems;
}

function errorProblems(contract: Contract, res: Response, text: string): string[] {
  const body = parseJson(text);
  if (!body.ok) return ['an error body must be JSON'];
  const parsed = errorSchema.safeParse(body.value);
  if (!parsed.success)
    return ['an error body must be the error envelope', ...schemaProblems(errorSchema, body.value)];
  const { code } = parsed.data.error;
  if (ERRORS[code] !== res.status) return [`code ${code} belongs to status ${ERRORS[code]}`];
  const allowed = [...errorCodes(contract), ...SERVER_ERRORS];
  return allowed.includes(code)
    ? []
    : [`error ${code} is not among the contract's errors (${allowed.join(', ')})`];
}

function problemsOf(contract: Contract, res: Response, text: string): string[] {
  const problems: string[] = [];
  if (!res.headers.has('X-Request-Id')) problems.push('every answer needs X-Request-Id');
  const success = contract.status ?? 200;
  const alternative = (contract.alternatives ?? []).some((a) => a.status === res.status);
  if (res.status === success || alternative) return [...problems, ...successProblems(contract, res, text)];
  if (res.status >= 400) return [...problems, ...errorProblems(contract, res, text)];
  return [...problems, `status ${res.status} is not in the contract (success is ${success})`];
}

/** Throws ContractViolation when `res` is not an answer `contract` allows; reads a clone of the body. */
export async function checkResponse(contract: Contract, res: Response): Promise<void> {
  // A file answer is checked by its type alone: its bytes stream to the client, unread here.
  const text = contract.file && res.ok ? '' : await res.clone().text();
  const problems = problemsOf(contract, res, text);
  if (problems.length > 0) {
    const where = `${contract.method} ${contract.path} answered ${res.status}`;
    throw new ContractViolation(`${where}, which its contract does not allow:\n  ${problems.join('\n  ')}`);
  }
  checked.add(res);
}
