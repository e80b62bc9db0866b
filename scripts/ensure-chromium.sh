#!/usr/bin/env sh
# The browser journeys use Debian's Chromium; Playwright never downloads its own browser.
set -eu
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
  exit 0
fi
echo "Chromium not found at $CHROMIUM: installing it with apt-get" >&2
if [ "$(id -u)" -ne 0 ]; then
  echo "Run as root (or install the Debian package 'chromium' yourself)." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update
apt-get install -y --no-install-recommends chromium fonts-noto-core
