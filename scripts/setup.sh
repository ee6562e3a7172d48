#!/usr/bin/env bash
# Installs what a fresh machine lacks for building and testing Langkah:
# the npm packages (exactly as locked) and Debian's Chromium for the browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."

# Playwright drives Debian's Chromium; it must never download a browser of its own.
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

# DejaVu Sans: the drawings' words are outlined from it (scripts/assets/outlineText.ts),
# and a jest test redraws them to check they are in step. That is the one font file anything
# needs. The browser tests need no particular font: the pages are laid out so that a font's
# widths never move a box (a shopper's phone has Roboto, a laptop Segoe UI or Noto Sans), and
# they pass with whatever fonts the machine has (checked with Noto Sans as system-ui and with
# DejaVu and Liberation only). So setup installs no fixed set that would hide a font-bound layout.
if [ ! -x /usr/bin/chromium ] || [ ! -f /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf ]; then
  echo "setup: installing Debian's chromium and fonts"
  sudo_cmd=""
  [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  $sudo_cmd env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium fonts-liberation fonts-dejavu-core >/dev/null
fi

npm ci --no-audit --no-fund
