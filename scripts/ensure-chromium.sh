#!/usr/bin/env bash
# Debian's Chromium for Playwright (a downloaded browser cannot be fetched here).
set -u
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] && exit 0
[ "$(id -u)" = 0 ] || { echo "Chromium is missing: install Debian's chromium package" >&2; exit 1; }
bash "$(dirname "$0")/apt-install.sh" chromium >/dev/null 2>&1
[ -x /usr/bin/chromium ]
