#!/bin/sh
# Postgres image's first start (docker-entrypoint-initdb.d, an empty data folder only): creates the
# app's least-privilege role (app-role.sql) with the password of the secret file APP_DB_PASSWORD_FILE.
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  -v app_role=astrolabio -v app_password="$(cat "$APP_DB_PASSWORD_FILE")" -v dbname="$POSTGRES_DB" \
  -f /etc/astrolabio/app-role.sql
