#!/usr/bin/env bash
# The newcomer's one command: install, build, prepare the embedded database, seed the demo user, start.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
[ -d node_modules ] || npm ci
# Production needs AUTH_SECRET: keep one in .env.local (read by Next.js and by the scripts below).
if ! grep -qs '^AUTH_SECRET=' .env.local; then
  echo "AUTH_SECRET=$(node -e "console.log(require('crypto').randomBytes(48).toString('base64url'))")" >> .env.local
fi
set -a; . ./.env.local; set +a
npx next build
npm run db:migrate
npm run db:seed
exec npm start -- -p "${PORT:-3000}"
