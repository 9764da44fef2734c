#!/usr/bin/env bash
# Installs Debian packages for the project's scripts (root only), one install at a time. apt and dpkg take
# their locks without waiting, and npm test (scripts/test-all.sh) starts the browser tests (Chromium) and the
# two instances (nginx) together: on a new machine the second install failed at once on apt's lock. A lock of
# our own queues the installs; apt's own timeout covers any other apt run on the machine.
set -u
[ "$(id -u)" = 0 ] || { echo "Installing $* needs root: install Debian's package(s) $*" >&2; exit 1; }
exec 9>/tmp/travel-ledger-apt.lock
flock -w 900 9 || { echo "Another install held the lock for 15 minutes" >&2; exit 1; }
apt-get -o DPkg::Lock::Timeout=600 update -qq &&
  DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq "$@"
