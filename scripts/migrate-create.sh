#!/usr/bin/env bash
# Generates a CMS migration for both SQL dialects from the current collections:
#   bash scripts/migrate-create.sh <name>
# SQLite needs nothing; PostgreSQL needs a server, so a throwaway cluster is started for the diff.
set -euo pipefail
name=${1:?usage: scripts/migrate-create.sh <name>}
cd "$(dirname "$0")/../cms"
tmp=$(mktemp -d)
export BOURSE_DATA_DIR=$tmp PAYLOAD_CONFIG_PATH=src/payload.config.ts
DATABASE_URI="file:$tmp/gen.db" pnpm exec payload migrate:create "$name"
pg=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
chmod 777 "$tmp"
su postgres -s /bin/sh -c "$pg/initdb -D $tmp/pg -A trust -U postgres >/dev/null"
port=$(( 20000 + RANDOM % 20000 ))
su postgres -s /bin/sh -c "$pg/pg_ctl -D $tmp/pg -o '-p $port -k $tmp -c listen_addresses=127.0.0.1' -w -l $tmp/pg.log start >/dev/null"
trap 'su postgres -s /bin/sh -c "$pg/pg_ctl -D $tmp/pg -m immediate stop >/dev/null"; rm -rf "$tmp"' EXIT
DATABASE_URI="postgres://postgres@127.0.0.1:$port/postgres" pnpm exec payload migrate:create "$name"
