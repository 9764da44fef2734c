#!/usr/bin/env bash
# Every test: static checks, unit tests, API tests on the embedded PGlite and (where one is reachable or
# can be started) on a PostgreSQL server, and the browser tests against the production build.
# Installs what it needs first (Chromium from Debian when missing). Ends with "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 CHECKPOINT_DISABLE=1
out=test-results/summary; rm -rf "$out"; mkdir -p "$out"
passed=0; failed=0
step() { # name, command...: a step that counts as one check
  local name=$1; shift
  echo "::: $name"
  local t0=$SECONDS
  if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "::: $name FAILED"; fi
  echo "::: $name took $((SECONDS - t0)) s"
}
vitest_suite() { # name, json file, vitest args...
  local name=$1 file=$2; shift 2
  echo "::: $name"
  local t0=$SECONDS
  npx vitest run "$@" --reporter=default --reporter=json --outputFile.json="$file"
  echo "::: $name took $((SECONDS - t0)) s"
  read -r p f < <(node scripts/count-results.mjs vitest "$file")
  passed=$((passed + p)); failed=$((failed + f))
}

[ -d node_modules ] || npm ci
bash scripts/ensure-redis.sh || echo "::: Redis could not be reached or started: the Upstash tests will fail"
step lint npx eslint . --max-warnings=0
step format npx prettier --check . --log-level warn
step typecheck npx tsc --noEmit
step "generated code is current (records)" npx tsx --conditions=react-server scripts/gen-records.ts --check
step "law tables match the reference" npx tsx scripts/gen-law.ts --check
step "unused exports and files (knip)" npx knip --no-progress --no-config-hints
step "nothing only tests use (knip --production)" npx knip --production --no-progress --no-config-hints
vitest_suite "unit tests" "$out/unit.json" --project unit
vitest_suite "API tests (embedded PGlite)" "$out/api-pglite.json" --project api

if bash scripts/ensure-postgres.sh; then
  export TEST_DATABASE_URL=${TEST_DATABASE_URL:-postgresql://postgres@127.0.0.1:5432/postgres}
  vitest_suite "API tests (PostgreSQL server: $TEST_DATABASE_URL)" "$out/api-postgres.json" --project api
  unset TEST_DATABASE_URL
else
  echo "::: no PostgreSQL server could be reached or started: the server-backed API run is skipped"
fi

if [ "${SKIP_E2E:-0}" != 1 ]; then
  if bash scripts/e2e.sh "$out/e2e.json"; then :; fi
  read -r p f < <(node scripts/count-results.mjs playwright "$out/e2e.json")
  passed=$((passed + p)); failed=$((failed + f))
fi

# After the browser tests, which built .next: two instances of that same build behind nginx.
if [ "${SKIP_INSTANCES:-0}" != 1 ]; then
  echo "::: two instances behind nginx"
  if bash scripts/two-instances.sh "$out/instances.json"; then :; fi
  if [ -f "$out/instances.json" ]; then
    read -r p f < <(node scripts/count-results.mjs vitest "$out/instances.json")
    passed=$((passed + p)); failed=$((failed + f))
  else
    failed=$((failed + 1)); echo "::: two instances FAILED to start"
  fi
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
