#!/usr/bin/env bash
# Makes sure a PostgreSQL server answers on 127.0.0.1:5432 for the server-backed test run: starts the
# machine's cluster if it is installed but stopped; installs one from Debian when none is (root only).
set -u
ready() { pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; }
command -v pg_isready >/dev/null 2>&1 && ready && exit 0
if ! command -v pg_ctlcluster >/dev/null 2>&1; then
  [ "$(id -u)" = 0 ] || exit 1
  bash "$(dirname "$0")/apt-install.sh" postgresql >/dev/null 2>&1 || exit 1
  ver=$(ls /etc/postgresql | head -1)
  sed -i 's/^\(host.*\)scram-sha-256$/\1trust/; s/^\(local.*\)peer$/\1trust/' /etc/postgresql/$ver/main/pg_hba.conf
fi
pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -1)" main start >/dev/null 2>&1 || true
for _ in $(seq 1 20); do ready && exit 0; sleep 0.5; done
exit 1
