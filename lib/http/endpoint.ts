import 'server-only';
import type { Ctx, PublicCtx } from '@/lib/core/context';
import { env } from '@/lib/env';
import { checkResponse } from './check-response';
import type { Auth, Contract } from './contract';
import { publicRoute, route, type Input, type RouteHandler } from './route';

// An /api/v1 operation: its contract and its handler, run by the one pipeline (lib/http/route.ts). The
// contract rides on the returned handler, so the OpenAPI document is built from the route files themselves
// (app/api/v1/operations.ts) and describes nothing a handler does not do.

/** A route handler that carries its contract. */
export type Endpoint = RouteHandler & { readonly contract: Contract };

type CtxOf<A extends Auth> = A extends 'bearer' ? Ctx : PublicCtx;

/**
 * The handler of one operation. `auth` 'bearer' (the default) authenticates and rate-limits; 'none' and
 * 'cron' are public to the pipeline (a 'cron' handler checks the secret itself). Outside production every
 * answer is checked against the contract and a mismatch throws ContractViolation.
 */
export function endpoint<P = undefined, Q = undefined, B = undefined, A extends Auth = 'bearer'>(
  contract: Contract<P, Q, B> & { auth?: A },
  handler: (input: Input<CtxOf<A>, P, Q, B>) => Promise<Response>,
): Endpoint {
  const { params, query, body, plan, cache } = contract;
  const userWithRead = contract.method === 'GET' && contract.userWithRead === true;
  // The pipeline refuses a body schema that would drop an unknown field (lib/validation/body-rule.ts).
  const operation = `${contract.method} ${contract.path}`;
  const opts = { params, query, body, plan, cache, userWithRead, operation };
  const run: RouteHandler =
    (contract.auth ?? 'bearer') === 'bearer'
      ? route(opts, handler as (input: Input<Ctx, P, Q, B>) => Promise<Response>)
      : publicRoute(opts, handler as (input: Input<PublicCtx, P, Q, B>) => Promise<Response>);
  const checked: RouteHandler = async (req, context) => {
    const res = await run(req, context);
    if (env().NODE_ENV !== 'production') await checkResponse(contract as Contract, res);
    return res;
  };
  return Object.assign(checked, { contract: contract as Contract });
}

/** The contract of a route file's export, or undefined (a 405 fallback of methods(), or not an endpoint). */
export function contractOf(handler: unknown): Contract | undefined {
  if (typeof handler !== 'function' || !('contract' in handler)) return undefined;
  return handler.contract as Contract;
}
