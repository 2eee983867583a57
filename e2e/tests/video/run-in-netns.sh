#!/usr/bin/env bash
# Runs the video browser test inside a new network namespace that has nothing but loopback, so WebRTC can
# only find 127.0.0.1 and no packet can leave the machine. Where namespaces are not allowed (no root, no
# user namespaces, no `ip`), it says so and runs on the host's loopback instead.
set -euo pipefail
cd "$(dirname "$0")/../../.."
pnpm -s build:web
run='pnpm -s exec playwright test -c e2e/playwright.config.ts video/'
inner="ip link set lo up && VIDEO_E2E_NETNS=1 $run"
if command -v ip >/dev/null 2>&1 && unshare --net true 2>/dev/null; then
  echo "video e2e: in a new network namespace (loopback only)"
  exec unshare --net sh -c "$inner"
elif command -v ip >/dev/null 2>&1 && unshare --user --map-root-user --net true 2>/dev/null; then
  echo "video e2e: in a new user and network namespace (loopback only)"
  exec unshare --user --map-root-user --net sh -c "$inner"
else
  echo "video e2e: network namespaces are not available here; running on the host's loopback" >&2
  exec sh -c "$run"
fi
