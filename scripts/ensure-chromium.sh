#!/usr/bin/env bash
# Browser tests use Debian's Chromium (DESIGN.md §5); nothing downloads a browser.
# Checks each Debian package the browser tests need, not only the browser: a machine that already
# has Chromium may still lack the Thai font the first-visit layout tests measure (Loma, in
# fonts-thai-tlwg). Installs what is missing with apt-get when we are root, otherwise stops with a
# clear message.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
# Thai fonts so screenshots show Thai text, not empty boxes; Liberation Sans is the Latin fallback
# face the layout tests size (shell/src/styles/fonts.css).
packages=(fonts-thai-tlwg fonts-liberation2)
[ -x "$browser" ] || packages+=(chromium)

missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || missing+=("$package")
done
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing for the browser tests: ${missing[*]}. Install Debian's packages as root: apt-get install ${missing[*]}" >&2
  echo "(or set CHROMIUM_PATH to an existing Chromium binary)." >&2
  exit 1
fi
echo "Installing Debian's ${missing[*]}…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq "${missing[@]}" >/dev/null
[ -x "$browser" ] || { echo "chromium was installed but $browser is still missing" >&2; exit 1; }
