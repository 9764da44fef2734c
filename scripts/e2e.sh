#!/usr/bin/env bash
# Browser tests: the production build on fresh embedded databases, driven by Playwright in Debian's
# Chromium. Two servers: the default one (new users get the Pro trial) and one with PRO_TRIAL_DAYS=0 for
# the free-plan checks. Writes Playwright's JSON report to $1.
set -u
report=${1:-test-results/e2e.json}
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh || exit 1
[ -f .next/BUILD_ID ] && [ "${E2E_REBUILD:-1}" = 0 ] || npx next build || exit 1
port=${E2E_PORT:-3217}
free_port=$((port + 1))
work=$(mktemp -d)
pgids=()
cleanup() { for g in "${pgids[@]}"; do kill -- -"$g" 2>/dev/null; done; rm -rf "$work"; }
trap cleanup EXIT
start() { # port, trial days, [port of the OpenAI fake]
  local p=$1 trial=$2 ai=${3:-}
  mkdir -p "$work/$p"
  DATA_DIR=$work/$p APP_URL=http://127.0.0.1:$p PORT=$p NODE_ENV=production LOG_REQUESTS=0 PRO_TRIAL_DAYS=$trial \
    AUTH_SECRET=${AUTH_SECRET:-e2e-$(head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n')} \
    setsid env ${ai:+OPENAI_API_KEY=sk-test OPENAI_BASE_URL=http://127.0.0.1:$ai/v1} \
    npm start -- -H 127.0.0.1 -p "$p" > "$work/$p.log" 2>&1 &
  pgids+=($!)
}
# The default server reads contracts with the OpenAI fake of tests/helpers (uploads.spec.ts) and sends its
# mail to a local SMTP server whose messages the password-reset test reads (security.spec.ts).
ai_port=$((port + 2))
smtp_port=$((port + 3))
mail_port=$((port + 4))
setsid npx tsx scripts/openai-fake-server.ts "$ai_port" > "$work/openai.log" 2>&1 &
pgids+=($!)
setsid npx tsx scripts/smtp-sink.ts "$smtp_port" "$mail_port" > "$work/smtp.log" 2>&1 &
pgids+=($!)
SMTP_URL=smtp://127.0.0.1:$smtp_port start "$port" 14 "$ai_port"
start "$free_port" 0
for p in "$port" "$free_port"; do
  for _ in $(seq 1 120); do curl -fs "http://127.0.0.1:$p/api/v1/health" >/dev/null && break; sleep 0.5; done
done
E2E_BASE_URL=http://127.0.0.1:$port E2E_FREE_BASE_URL=http://127.0.0.1:$free_port E2E_MAIL_URL=http://127.0.0.1:$mail_port \
  PLAYWRIGHT_JSON_OUTPUT_NAME=$report npx playwright test ${E2E_SPECS:-} --reporter=list,json
status=$?
[ $status -eq 0 ] || tail -n 40 "$work"/*.log
exit $status
