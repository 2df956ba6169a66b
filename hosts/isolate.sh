# Sourced: runtimes on PATH, their configuration and state in hosts/.state so no login or setting from home reaches a test.
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
hosts="$root/hosts"
state="$hosts/.state"
export XDG_CONFIG_HOME="$state/config" XDG_DATA_HOME="$state/data" XDG_CACHE_HOME="$state/cache"
# `netlify dev` downloads Deno unless one is on PATH: the `deno` package provides it.
export PATH="$hosts/node_modules/.bin:$PATH"
mkdir -p "$XDG_CONFIG_HOME"
