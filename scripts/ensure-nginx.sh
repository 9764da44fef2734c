#!/usr/bin/env bash
# The two-instance test puts nginx from Debian in front of two app processes: install it when missing (root only).
set -u
command -v nginx >/dev/null 2>&1 && exit 0
[ "$(id -u)" = 0 ] || { echo "nginx is missing: install Debian's nginx package" >&2; exit 1; }
(apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx) >/dev/null 2>&1
command -v nginx >/dev/null 2>&1
