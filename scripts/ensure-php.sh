#!/usr/bin/env sh
# The back office's PHP export is read back by Debian's php-cli (`php -l`, `php -r`) in the
# export tests: installed here when missing, as the browsers are.
set -eu
if command -v php >/dev/null 2>&1; then
  exit 0
fi
echo "php not found: installing php-cli with apt-get" >&2
if [ "$(id -u)" -ne 0 ]; then
  echo "Run as root (or install the Debian package 'php-cli' yourself)." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update
apt-get install -y --no-install-recommends php-cli
