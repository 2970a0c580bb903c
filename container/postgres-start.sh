#!/bin/sh
# First start: a cluster whose superuser has POSTGRES_PASSWORD and a database POSTGRES_DB.
set -eu
bin=/usr/lib/postgresql/15/bin
data=/var/lib/postgresql/data
if [ ! -s "$data/PG_VERSION" ]; then
  printf '%s\n' "${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD}" > /tmp/pwfile
  "$bin/initdb" -D "$data" -U postgres --pwfile=/tmp/pwfile -E UTF8 --locale=C.UTF-8 \
    --auth-local=trust --auth-host=scram-sha-256 >/dev/null  # UTF8: psycopg reads SQL_ASCII as bytes
  rm -f /tmp/pwfile
  echo "host all all 0.0.0.0/0 scram-sha-256" >> "$data/pg_hba.conf"
  "$bin/pg_ctl" -D "$data" -o "-c listen_addresses='' -c unix_socket_directories=/tmp" -w start >/dev/null
  "$bin/createdb" -h /tmp -U postgres "${POSTGRES_DB:-heartrule}"
  "$bin/pg_ctl" -D "$data" -m fast -w stop >/dev/null
fi
exec "$bin/postgres" -D "$data" -c listen_addresses='*' -c unix_socket_directories=/tmp
