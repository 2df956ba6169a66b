#!/usr/bin/env bash
# Runs `vercel build` on a copy of the built site, as Vercel's own build would on a deploy of
# dist/client: it fails on a vercel.json it does not accept, and writes the routes it would
# deploy to <folder>/.vercel/output/config.json. No login, no telemetry, no network.
set -euo pipefail
folder=$1
root="$(cd "$(dirname "$0")/.." && pwd)"
state="$root/hosts/.state"
export XDG_CONFIG_HOME="$state/config" XDG_DATA_HOME="$state/data" XDG_CACHE_HOME="$state/cache"
export VERCEL_TELEMETRY_DISABLED=1
bash "$root/hosts/vercel-project.sh" "$folder"
cd "$folder"
# What `vercel link` and `vercel pull` would write for a project that deploys its files as they
# are, so `vercel build` asks no account for its settings. (`vercel dev --local` needs none;
# given this file, it asks the account for the project anyway.)
mkdir .vercel
cat >.vercel/project.json <<'JSON'
{
  "projectId": "prj_local",
  "orgId": "team_local",
  "settings": {
    "framework": null,
    "buildCommand": null,
    "installCommand": null,
    "outputDirectory": null,
    "rootDirectory": null
  }
}
JSON
exec "$root/hosts/node_modules/.bin/vercel" build --yes --non-interactive \
  --global-config "$state/vercel"
