/** Where proxy.ts sends OPTIONS on /api/v1/<path>: the catch-all route answers it (lib/http/preflight.ts). */
export const OPTIONS_PREFIX = '/api/v1/__options';
