#!/usr/bin/env bash
# The two-instance test puts nginx from Debian in front of two app processes: install it when missing (root only).
set -u
command -v nginx >/dev/null 2>&1 && exit 0
[ "$(id -u)" = 0 ] || { echo "nginx is missing: install Debian's nginx package" >&2; exit 1; }
bash "$(dirname "$0")/apt-install.sh" nginx >/dev/null 2>&1
command -v nginx >/dev/null 2>&1
