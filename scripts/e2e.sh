#!/usr/bin/env bash
# Browser tests: the production build on a fresh embedded database, driven by Playwright in Debian's
# Chromium. Writes Playwright's JSON report to $1.
set -u
report=${1:-test-results/e2e.json}
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh || exit 1
[ -f .next/BUILD_ID ] && [ "${E2E_REBUILD:-1}" = 0 ] || npx next build || exit 1
port=${E2E_PORT:-3217}
data=$(mktemp -d)
export DATA_DIR=$data APP_URL=http://127.0.0.1:$port PORT=$port NODE_ENV=production LOG_REQUESTS=0 \
  AUTH_SECRET=${AUTH_SECRET:-e2e-$(head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n')}
setsid npx next start -H 127.0.0.1 -p "$port" > "$data/server.log" 2>&1 &
pgid=$!
trap 'kill -- -$pgid 2>/dev/null; rm -rf "$data"' EXIT
for _ in $(seq 1 120); do curl -fs "http://127.0.0.1:$port/api/v1/health" >/dev/null && break; sleep 0.5; done
E2E_BASE_URL=http://127.0.0.1:$port PLAYWRIGHT_JSON_OUTPUT_NAME=$report npx playwright test --reporter=list,json
status=$?
[ $status -eq 0 ] || tail -40 "$data/server.log"
exit $status
