#!/usr/bin/env sh
# The many-nodes journeys put Debian's nginx in front of two nodes (deploy/nginx); install it
# when it is missing, as ensure-chromium.sh does the browser.
set -eu
if [ -x "${NGINX_PATH:-/usr/sbin/nginx}" ]; then
  exit 0
fi
echo "nginx not found: installing it with apt-get" >&2
if [ "$(id -u)" -ne 0 ]; then
  echo "Run as root (or install the Debian package 'nginx' yourself)." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update
apt-get install -y --no-install-recommends nginx
