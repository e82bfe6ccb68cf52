#!/usr/bin/env bash
# Browser tests drive Debian's chromium (no browser downloads are possible here).
set -euo pipefail
if command -v chromium >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "› Installing Debian chromium for the browser tests…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
  command -v chromium >/dev/null 2>&1 && exit 0
fi
echo "✖ The browser tests need Debian's chromium at /usr/bin/chromium." >&2
echo "  Install it with: sudo apt-get update && sudo apt-get install -y chromium" >&2
exit 1
