#!/usr/bin/env sh
# The browser journeys use Debian's Chromium; Playwright never downloads its own browser.
set -eu
# The journeys run in its headless shell (package chromium-headless-shell: the same build, a
# fifth less CPU); Lighthouse (bench/web) uses the full browser.
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
SHELL_BROWSER=/usr/bin/chromium-headless-shell
if [ -x "$CHROMIUM" ] && { [ -n "${CHROMIUM_PATH:-}" ] || [ -x "$SHELL_BROWSER" ]; }; then
  exit 0
fi
echo "Chromium or its headless shell not found: installing them with apt-get" >&2
if [ "$(id -u)" -ne 0 ]; then
  echo "Run as root (or install the Debian package 'chromium' yourself)." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update
apt-get install -y --no-install-recommends chromium chromium-headless-shell fonts-noto-core
