#!/usr/bin/env bash
# A copy of dist/client, because Vercel's CLI writes a .vercel folder into its project, which must never ship.
set -euo pipefail
folder=$1
cd "$(dirname "$0")/.."
rm -rf "$folder"
mkdir -p "$(dirname "$folder")"
cp -r dist/client "$folder"
