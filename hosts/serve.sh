#!/usr/bin/env bash
# bash hosts/serve.sh cloudflare|netlify|vercel <port>: dist/client as that host serves a deploy, with no login or network.
set -euo pipefail
host=$1
port=$2
source "$(dirname "$0")/isolate.sh"
cd "$root"

case "$host" in
  cloudflare)
    export WRANGLER_SEND_METRICS=false WRANGLER_LOG_PATH="$state/wrangler-logs"
    # Else it asks Cloudflare for a sample `request.cf` object as it starts.
    export CLOUDFLARE_CF_FETCH_ENABLED=false
    exec wrangler pages dev --ip 127.0.0.1 --port "$port" --persist-to "$state/wrangler" \
      --show-interactive-dev-session=false --log-level warn
    ;;
  netlify)
    # Its telemetry switch lives only in global configuration, and it has no address option: loopback.mjs sets 127.0.0.1.
    mkdir -p "$XDG_CONFIG_HOME/netlify"
    echo '{ "telemetryDisabled": true }' >"$XDG_CONFIG_HOME/netlify/config.json"
    export NODE_OPTIONS="--import=$hosts/loopback.mjs"
    exec netlify dev --offline --dir dist/client --port "$port" --no-open --skip-gitignore
    ;;
  vercel)
    export VERCEL_TELEMETRY_DISABLED=1
    project="$state/vercel-dev"
    bash "$hosts/vercel-project.sh" "$project"
    cd "$project"
    exec vercel dev --local --yes --non-interactive --listen "127.0.0.1:$port" \
      --global-config "$state/vercel"
    ;;
  *)
    echo "Unknown host: $host (cloudflare, netlify or vercel)" >&2
    exit 2
    ;;
esac
