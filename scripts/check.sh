#!/usr/bin/env bash
# Types and lint side by side: each is one process on one core (~25 s and ~38 s here), so on
# CI's two cores together they take the longer one's time, not the sum. Both always finish, so
# a run shows every type error and every lint problem at once; it fails if either failed.
set -uo pipefail
cd "$(dirname "$0")/.."
npm run -s typecheck &
types=$!
npm run -s lint
lint=$?
wait "$types"
types=$?
[ "$types" -eq 0 ] && [ "$lint" -eq 0 ]
