#!/usr/bin/env bash
# Installs the hosts' own runtimes (package.json here) into hosts/node_modules, once per
# lockfile: a second run with the same package-lock.json does nothing. Everything comes from
# the npm registry; install scripts run only where package.json's allowScripts approves them.
set -euo pipefail
cd "$(dirname "$0")"
stamp=node_modules/.installed-from-lockfile
if [ -f "$stamp" ] && cmp -s package-lock.json "$stamp"; then
  exit 0
fi
echo "Installing the hosts' runtimes (wrangler, netlify-cli, vercel, deno) and MDN's HTTP Observatory into hosts/node_modules"
# `npm install` from the lockfile, not `npm ci`: the registry here lacks the other platforms'
# builds of some binaries (workerd, deno, Vercel's native module for macOS and Windows), so the
# lockfile names only this platform's, and `npm ci` refuses a lockfile without them. --no-save
# keeps the lockfile as committed.
npm install --no-save --no-audit --no-fund --strict-allow-scripts
# The Observatory's own install script downloads Chromium's HSTS preload list (denied above: no
# network here). Its HSTS and redirection tests read that list; an empty one grades no host as
# preloaded, which can only lower a score, never raise it.
preload=node_modules/@mdn/mdn-http-observatory/conf/hsts-preload.json
[ -f "$preload" ] || echo '{}' >"$preload"
cp package-lock.json "$stamp"
