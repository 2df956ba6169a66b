#!/usr/bin/env bash
# Serves the built site (dist/client) with one host's own local runtime on 127.0.0.1:<port>,
# as that host would serve a deploy of it: no login, no telemetry, no network.
#   bash hosts/serve.sh cloudflare|netlify|vercel <port>
# The runtimes come from hosts/node_modules (hosts/install.sh). Their global configuration,
# logs and state go to hosts/.state, never to the user's home.
set -euo pipefail
host=$1
port=$2
source "$(dirname "$0")/isolate.sh"
cd "$root"

case "$host" in
  cloudflare)
    # Cloudflare's workerd, through wrangler, reading wrangler.toml (pages_build_output_dir).
    export WRANGLER_SEND_METRICS=false WRANGLER_LOG_PATH="$state/wrangler-logs"
    # Else it asks Cloudflare for a sample `request.cf` object as it starts.
    export CLOUDFLARE_CF_FETCH_ENABLED=false
    exec wrangler pages dev --ip 127.0.0.1 --port "$port" --persist-to "$state/wrangler" \
      --show-interactive-dev-session=false --log-level warn
    ;;
  netlify)
    # Netlify's dev server and its redirect and header engine, reading netlify.toml. It reads
    # telemetry's switch from its global configuration only, and has no option for the address
    # it listens on: loopback.mjs makes it 127.0.0.1.
    mkdir -p "$XDG_CONFIG_HOME/netlify"
    echo '{ "telemetryDisabled": true }' >"$XDG_CONFIG_HOME/netlify/config.json"
    export NODE_OPTIONS="--import=$hosts/loopback.mjs"
    exec netlify dev --offline --dir dist/client --port "$port" --no-open --skip-gitignore
    ;;
  vercel)
    # Vercel's dev server, in a copy of the build with its vercel.json, linked to no account.
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
