#!/usr/bin/env bash
# The browser tests' other sites, built side by side after the demo's suite: the catalogue on
# another origin (dist-bucket/), a second shop (dist-toko-kedua/) and a shop with other payment
# methods and colours (dist-shoptruth/). Each build is mostly one process, so on CI's two cores
# three at once take well under the sum of their times. Each writes its own log; a failed one is
# printed whole, and the script fails if any did.
set -uo pipefail
cd "$(dirname "$0")/../.."
logs=$(mktemp -d)
pids=()
for site in bucket toko-kedua shoptruth; do
  npm run -s "build:$site" >"$logs/$site.log" 2>&1 &
  pids+=("$!:$site")
done
failed=0
for entry in "${pids[@]}"; do
  pid=${entry%%:*}
  site=${entry#*:}
  if wait "$pid"; then
    echo "build:$site selesai"
  else
    echo "build:$site GAGAL:"
    cat "$logs/$site.log"
    failed=1
  fi
done
rm -rf "$logs"
exit "$failed"
