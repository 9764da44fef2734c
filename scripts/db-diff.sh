#!/usr/bin/env bash
# Writes the SQL that takes the database from the last committed schema to prisma/schema.prisma, as a new
# migration, with Prisma 6's WASM engine (Prisma 7's CLI needs a native engine that cannot be downloaded here).
# Usage: npm run db:diff -- <name>        (first migration: from the empty database)
set -euo pipefail
name=${1:?usage: npm run db:diff -- <migration_name>}
cd "$(dirname "$0")/.."
to6() { sed 's|^  provider = "postgresql"|&\n  url      = "postgresql://unused"|' "$1"; }
to6 prisma/schema.prisma > prisma/.schema6.prisma
last=$(ls -d prisma/migrations/*/ 2>/dev/null | tail -1 || true)
from=(--from-empty)
if [ -n "$last" ] && git cat-file -e HEAD:prisma/schema.prisma 2>/dev/null; then
  git show HEAD:prisma/schema.prisma | to6 /dev/stdin > prisma/.schema6-from.prisma
  from=(--from-schema-datamodel prisma/.schema6-from.prisma)
fi
dir="prisma/migrations/$(date -u +%Y%m%d%H%M%S)_${name}"
mkdir -p "$dir"
PRISMA_QUERY_ENGINE_LIBRARY=/bin/false node node_modules/prisma6/build/index.js migrate diff \
  --config prisma/prisma6.config.ts "${from[@]}" --to-schema-datamodel prisma/.schema6.prisma --script -o "$dir/migration.sql"
rm -f prisma/.schema6.prisma prisma/.schema6-from.prisma
echo "wrote $dir/migration.sql"
