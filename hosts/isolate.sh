# Sourced by serve.sh and vercel-build.sh: the hosts' runtimes on PATH (hosts/install.sh puts
# them there), and their global configuration, logs and state in hosts/.state, never in the
# user's home, so no login or setting from outside reaches a test. Sets root, hosts and state.
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
hosts="$root/hosts"
state="$hosts/.state"
export XDG_CONFIG_HOME="$state/config" XDG_DATA_HOME="$state/data" XDG_CACHE_HOME="$state/cache"
# `netlify dev` downloads Deno unless one is on PATH: the `deno` package provides it.
export PATH="$hosts/node_modules/.bin:$PATH"
mkdir -p "$XDG_CONFIG_HOME"
