#!/usr/bin/env bash
# N instances that behave as one: two production app processes (the existing `next build`, built when
# missing) behind nginx, on one PostgreSQL database, one Redis (the shared limiter store) and one object
# store (s3rver), checked by tests/instances. Installs or starts nginx, PostgreSQL and Redis when missing.
# Ports: INSTANCES_PORT (default 4810) for nginx and the next two for the app. $1: vitest's JSON report.
set -u
cd "$(dirname "$0")/.."
report=${1:-test-results/instances.json}
bash scripts/ensure-nginx.sh || { echo "nginx could not be found or installed" >&2; exit 1; }
bash scripts/ensure-postgres.sh || { echo "PostgreSQL could not be reached or started" >&2; exit 1; }
bash scripts/ensure-redis.sh || { echo "Redis could not be reached or started" >&2; exit 1; }
[ -f .next/BUILD_ID ] || npx next build || exit 1
npx vitest run --project instances --reporter=default --reporter=json --outputFile.json="$report"
