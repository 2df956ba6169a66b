#!/usr/bin/env bash
# Runs `vercel build` on a copy of the built site, as Vercel's own build would on a deploy of
# dist/client: it fails on a vercel.json it does not accept, and writes the routes it would
# deploy to <folder>/.vercel/output/config.json. No login, no telemetry, no network.
set -euo pipefail
folder=$1
source "$(dirname "$0")/isolate.sh"
export VERCEL_TELEMETRY_DISABLED=1
bash "$hosts/vercel-project.sh" "$folder"
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
exec vercel build --yes --non-interactive \
  --global-config "$state/vercel"
