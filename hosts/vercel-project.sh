#!/usr/bin/env bash
# Makes <folder> a Vercel project of the built site, as the agency deploys it: a copy of
# dist/client, its vercel.json included. A copy, because Vercel's CLI writes a .vercel folder
# into its project, which must never ship.
set -euo pipefail
folder=$1
cd "$(dirname "$0")/.."
rm -rf "$folder"
mkdir -p "$(dirname "$folder")"
cp -r dist/client "$folder"
