#!/usr/bin/env bash
# `vercel build` refuses a vercel.json a deploy would refuse, and writes the routes the edge runs to .vercel/output.
set -euo pipefail
folder=$1
source "$(dirname "$0")/isolate.sh"
export VERCEL_TELEMETRY_DISABLED=1
bash "$hosts/vercel-project.sh" "$folder"
cd "$folder"
# So `vercel build` asks no account for settings; only here, as `vercel dev` given this file asks the account anyway.
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
