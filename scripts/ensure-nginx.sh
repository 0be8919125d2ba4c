#!/usr/bin/env bash
# The deploy smoke (e2e/deploy-smoke/) serves the built apps with Debian's nginx, as deploy/ would;
# nothing downloads nginx from anywhere else. Installs the `nginx` package with apt-get when it is
# missing and we are root, otherwise stops with a clear message.
set -euo pipefail
nginx="${NGINX_PATH:-/usr/sbin/nginx}"
if [ -x "$nginx" ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "nginx is missing at $nginx. Install Debian's package as root: apt-get install nginx" >&2
  echo "(or set NGINX_PATH to an existing nginx binary)." >&2
  exit 1
fi
echo "Installing Debian's nginx package…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
# The package's own service is not wanted: the smoke starts nginx with its own configuration.
RUNLEVEL=1 apt-get install -y -qq --no-install-recommends nginx >/dev/null
[ -x "$nginx" ] || { echo "nginx was installed but $nginx is still missing" >&2; exit 1; }
