#!/usr/bin/env bash
# Installs the hosts' own runtimes (package.json here) into hosts/node_modules, once per lockfile.
set -euo pipefail
cd "$(dirname "$0")"
stamp=node_modules/.installed-from-lockfile
if [ -f "$stamp" ] && cmp -s package-lock.json "$stamp"; then
  exit 0
fi
echo "Installing the hosts' runtimes (wrangler, netlify-cli, vercel, deno) and MDN's HTTP Observatory into hosts/node_modules"
# Not `npm ci`: the lockfile names only this platform's binaries (the registry here lacks others').
npm install --no-save --no-audit --no-fund --strict-allow-scripts
# The Observatory's install script would download the HSTS preload list; an empty one only lowers a score.
preload=node_modules/@mdn/mdn-http-observatory/conf/hsts-preload.json
[ -f "$preload" ] || echo '{}' >"$preload"
cp package-lock.json "$stamp"
