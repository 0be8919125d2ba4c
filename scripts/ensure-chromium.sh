#!/usr/bin/env bash
# Browser tests use Debian's Chromium (DESIGN.md §5); nothing downloads a browser.
# Installs the `chromium` package with apt-get when it is missing and we are root,
# otherwise stops with a clear message.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$browser" ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is missing at $browser. Install Debian's package as root: apt-get install chromium" >&2
  echo "(or set CHROMIUM_PATH to an existing Chromium binary)." >&2
  exit 1
fi
echo "Installing Debian's chromium package…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
# Thai fonts so screenshots show Thai text, not empty boxes.
apt-get install -y -qq chromium fonts-thai-tlwg >/dev/null
[ -x "$browser" ] || { echo "chromium was installed but $browser is still missing" >&2; exit 1; }
