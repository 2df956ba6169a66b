#!/usr/bin/env bash
# Loopback only, so a runtime that needs the network, a login or telemetry fails the test instead of reaching out.
set -euo pipefail
if unshare --net true 2>/dev/null; then
  exec unshare --net -- bash -c 'ip link set lo up && exec "$@"' offline "$@"
fi
echo "hosts/offline.sh: cannot make a network namespace here; running with the machine's network" >&2
exec "$@"
