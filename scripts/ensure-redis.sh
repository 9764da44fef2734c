#!/usr/bin/env bash
# The Upstash-path tests run an Upstash-REST shim over a local Redis: start the machine's Redis when it is
# installed but stopped; install it from Debian when it is missing (root only).
set -u
ping() { (exec 3<>/dev/tcp/127.0.0.1/6379 && printf 'PING\r\n' >&3 && read -r -t 2 line <&3 && [[ $line == +PONG* ]]) 2>/dev/null; }
ping && exit 0
if ! command -v redis-server >/dev/null 2>&1; then
  [ "$(id -u)" = 0 ] || exit 1
  bash "$(dirname "$0")/apt-install.sh" redis-server >/dev/null 2>&1 || exit 1
fi
redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no >/dev/null 2>&1 || true
for _ in $(seq 1 20); do ping && exit 0; sleep 0.5; done
exit 1
