#!/usr/bin/env bash
# Installs (when missing) and starts Debian's PostgreSQL on loopback, and creates the role the API
# suite uses; the suite creates and drops one database per test file itself (TEST_DATABASE_URL).
# Prints the URL on its last line. Idempotent: safe to run again on a machine where it already ran.
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive

ROLE="${PG_TEST_ROLE:-mhs_test}"
PASSWORD="${PG_TEST_PASSWORD:-mhs_test_password}"

if ! command -v pg_lsclusters >/dev/null 2>&1 || [ -z "$(ls /usr/lib/postgresql 2>/dev/null)" ]; then
  apt-get update -qq
  apt-get install -y -qq postgresql >/dev/null
fi

VERSION="$(ls /usr/lib/postgresql | sort -V | tail -n 1)"
if ! pg_lsclusters -h | awk '{print $1" "$2}' | grep -qx "$VERSION main"; then
  pg_createcluster "$VERSION" main >/dev/null
fi
PORT="$(pg_lsclusters -h | awk -v v="$VERSION" '$1==v && $2=="main" {print $3}')"
# Loopback only; the cluster's pg_hba.conf already allows md5/scram password sign-in on 127.0.0.1.
if ! pg_lsclusters -h | awk -v v="$VERSION" '$1==v && $2=="main" {print $4}' | grep -q online; then
  pg_ctlcluster "$VERSION" main start -- -o "-c listen_addresses=127.0.0.1" 2>/dev/null \
    || pg_ctlcluster "$VERSION" main start
fi

for _ in $(seq 1 30); do
  pg_isready -q -h 127.0.0.1 -p "$PORT" && break
  sleep 1
done
pg_isready -h 127.0.0.1 -p "$PORT" >/dev/null

as_postgres() { (cd / && su postgres -s /bin/sh -c "$1"); }
as_postgres "psql -v ON_ERROR_STOP=1 -q -p $PORT -d postgres" <<SQL
DO \$\$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '$ROLE') THEN
    CREATE ROLE $ROLE LOGIN CREATEDB PASSWORD '$PASSWORD';
  ELSE
    ALTER ROLE $ROLE LOGIN CREATEDB PASSWORD '$PASSWORD';
  END IF;
  -- The scratch databases are dropped WITH (FORCE); right after a big insert an autovacuum worker
  -- may still be in one, and ending it takes this role (a failed drop once failed a whole CI run).
  IF NOT pg_has_role('$ROLE', 'pg_signal_backend', 'member') THEN
    GRANT pg_signal_backend TO $ROLE;
  END IF;
END
\$\$;
SELECT 'CREATE DATABASE $ROLE OWNER $ROLE' WHERE NOT EXISTS (SELECT FROM pg_database WHERE datname = '$ROLE')\gexec
SQL

echo "postgres://$ROLE:$PASSWORD@127.0.0.1:$PORT/$ROLE"
