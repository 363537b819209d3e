#!/usr/bin/env bash
# Starts Debian's PostgreSQL (installing it when missing) and makes a database for the server
# tests. Prints the URL to give them as TEST_DATABASE_URL.
set -euo pipefail
if ! command -v pg_lsclusters >/dev/null 2>&1; then
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi
cluster=$(pg_lsclusters --no-header | head -n 1)
[ -n "$cluster" ] || { echo "no PostgreSQL cluster" >&2; exit 1; }
read -r version name port status _ <<<"$cluster"
[ "$status" = online ] || pg_ctlcluster "$version" "$name" start >&2
as_postgres() { runuser -u postgres -- "$@"; }
for _ in $(seq 30); do as_postgres pg_isready -q -p "$port" && break; sleep 1; done
as_postgres psql -q -p "$port" -tc "SELECT 1 FROM pg_roles WHERE rolname = 'baraka'" | grep -q 1 ||
  as_postgres psql -q -p "$port" -c "CREATE ROLE baraka LOGIN PASSWORD 'baraka'" >&2
as_postgres psql -q -p "$port" -tc "SELECT 1 FROM pg_database WHERE datname = 'baraka_test'" | grep -q 1 ||
  as_postgres createdb -p "$port" -O baraka baraka_test >&2
# pg_trgm is a trusted extension, but made here once so no test needs the right to create it.
as_postgres psql -q -p "$port" -d baraka_test -c 'CREATE EXTENSION IF NOT EXISTS pg_trgm' >&2
echo "postgres://baraka:baraka@127.0.0.1:$port/baraka_test"
