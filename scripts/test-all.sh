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
# The static checks in two lanes, one per core (eslint and tsc are one thread each); a lane's log is printed
# when both are done, and each check counts as one.
lane() { # id, then "name" "command" pairs: the checks in turn, each one's status in $out/lane-<id>.status
  local id=$1; shift
  (
    while [ $# -gt 0 ]; do
      step "$1" bash -c "$2"
      shift 2
    done
    echo "$passed $failed" > "$out/lane-$id.status"
  ) > "$out/lane-$id.log" 2>&1 &
}
lanes_start=("$passed" "$failed")
# The lanes are about even: lint ~45 s with the rest ~20 s; tsc ~45 s with prettier ~25 s.
lane a lint 'npx eslint . --max-warnings=0' \
  "generated code is current (records)" 'npx tsx --conditions=react-server scripts/gen-records.ts --check' \
  "law tables match the reference" 'npx tsx scripts/gen-law.ts --check' \
  "unused exports and files (knip)" 'npx knip --no-progress --no-config-hints' \
  "nothing only tests use (knip --production)" 'npx knip --production --no-progress --no-config-hints'
lane b typecheck 'npx tsc --noEmit' \
  format 'npx prettier --check . --log-level warn'
wait
for id in a b; do
  cat "$out/lane-$id.log"
  read -r p f < "$out/lane-$id.status" 2>/dev/null || { p=0; f=1; }
  passed=$((passed + p - lanes_start[0])); failed=$((failed + f - lanes_start[1]))
done
# The unit tests are alone on the machine: a worker per core (vitest leaves one core free by default).
vitest_suite "unit tests" "$out/unit.json" --project unit --maxWorkers="$(nproc)"
# The API suite on both databases at once: each run is one thread (one module graph, one database), so the
# two share the machine's two cores; each run's log is printed when both are done.
api_runs=()
api_run() { # id, name, env var, vitest args...: one API run in the background, its log and report under $out/api-<id>
  local id=$1 name=$2 var=$3; shift 3
  api_runs+=("$id")
  (
    echo "::: $name"
    t0=$SECONDS
    env "$var" npx vitest run --project api "$@" --reporter=default --reporter=json --outputFile.json="$out/api-$id.json"
    echo "::: $name took $((SECONDS - t0)) s"
  ) > "$out/api-$id.log" 2>&1 &
}
# The browser tests' production build, beside the API runs (they leave part of the second core idle); the
# browser step then uses it as it is (E2E_REBUILD=0).
if [ "${SKIP_E2E:-0}" != 1 ] || [ "${SKIP_INSTANCES:-0}" != 1 ]; then
  (
    t0=$SECONDS
    echo "::: production build (beside the API runs)"
    # Its type check is the typecheck step's, which has passed or failed already (46 s of CPU saved).
    BUILD_SKIP_TYPECHECK=1 npx next build
    echo $? > "$out/build.status"
    echo "::: production build took $((SECONDS - t0)) s"
  ) > "$out/build.log" 2>&1 &
fi
api_run pglite "API tests (embedded PGlite)" TEST_DATABASE_URL=
if bash scripts/ensure-postgres.sh; then
  server=${TEST_DATABASE_URL:-postgresql://postgres@127.0.0.1:5432/postgres}
  # Files whose subject does not depend on the database kind run once, on the default (PGlite) run: the embedded
  # database's own thread, and reading files (pdf.js and OCR; about 40 s of CPU).
  api_run postgres "API tests (PostgreSQL server: $server)" TEST_DATABASE_URL="$server" \
    --exclude tests/api/embedded-worker.test.ts --exclude tests/api/reading.test.ts \
    --exclude tests/api/ocr-engine.test.ts
else
  echo "::: no PostgreSQL server could be reached or started: the server-backed API run is skipped"
fi
wait
for id in "${api_runs[@]}"; do
  cat "$out/api-$id.log"
  read -r p f < <(node scripts/count-results.mjs vitest "$out/api-$id.json")
  passed=$((passed + p)); failed=$((failed + f))
done
# A failed build is not reused: the browser step builds again and reports what fails.
[ -f "$out/build.log" ] && tail -n 30 "$out/build.log"
[ "$(cat "$out/build.status" 2>/dev/null)" = 0 ] && export E2E_REBUILD=0

# Two instances of that same build behind nginx, beside the browser tests when the build is there: most of
# their minute is waiting on a killed instance's job to expire, while the browser tests keep both cores busy.
instances_bg=
start_instances() {
  echo "::: two instances behind nginx"
  local t0=$SECONDS
  bash scripts/two-instances.sh "$out/instances.json"
  echo "::: two instances took $((SECONDS - t0)) s"
}
if [ "${SKIP_INSTANCES:-0}" != 1 ] && [ "${E2E_REBUILD:-1}" = 0 ]; then
  start_instances > "$out/instances.log" 2>&1 &
  instances_bg=$!
fi

if [ "${SKIP_E2E:-0}" != 1 ]; then
  if bash scripts/e2e.sh "$out/e2e.json"; then :; fi
  read -r p f < <(node scripts/count-results.mjs playwright "$out/e2e.json")
  passed=$((passed + p)); failed=$((failed + f))
fi

if [ "${SKIP_INSTANCES:-0}" != 1 ]; then
  if [ -n "$instances_bg" ]; then
    wait "$instances_bg"
    cat "$out/instances.log"
  else
    start_instances # after the browser tests, which built .next
  fi
  if [ -f "$out/instances.json" ]; then
    read -r p f < <(node scripts/count-results.mjs vitest "$out/instances.json")
    passed=$((passed + p)); failed=$((failed + f))
  else
    failed=$((failed + 1)); echo "::: two instances FAILED to start"
  fi
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
