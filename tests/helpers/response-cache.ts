import { resetEnvCache } from '@/lib/env';
import { resetResponseCache } from '@/lib/http/response-cache';

/** Switches the response cache off (RESPONSE_CACHE_MB=0) or back to its default, empty either way. */
export function responseCacheOff(off: boolean): void {
  if (off) process.env.RESPONSE_CACHE_MB = '0';
  else delete process.env.RESPONSE_CACHE_MB;
  resetEnvCache();
  resetResponseCache();
}
