#!/bin/sh
# compose.yaml's `backup` service: a pg_dump of the app's database every BACKUP_INTERVAL_SECONDS
# (default a day) into BACKUP_DIR, as the app's own role (it owns every table it needs), keeping
# BACKUP_KEEP_DAYS days (default 14). A failed dump is said on stderr (the container's log) and
# tried again after BACKUP_RETRY_SECONDS (default 900: within the hour, not a day later); each
# outcome is recorded in the database's astrolabio_settings, where /api/health reads it (its
# `backup` detail: ok, failing, late). BACKUP_ONCE=1 makes one dump and stops (tests, by hand).
# BACKUP_DIR is a volume of its own, meant to live off this host: README, «Backup fuori dall'host».
# Restore: README, «Backup e ripristino».
set -eu
: "${PGHOST:?}" "${PGDATABASE:?}" "${PGUSER:?}"
if [ -n "${PGPASSWORD_FILE:-}" ]; then PGPASSWORD="$(cat "$PGPASSWORD_FILE")"; export PGPASSWORD; fi
dir="${BACKUP_DIR:-/backups}"
interval="${BACKUP_INTERVAL_SECONDS:-86400}"
retry="${BACKUP_RETRY_SECONDS:-900}"
keep_days="${BACKUP_KEEP_DAYS:-14}"

# Records an outcome for /api/health: setting name, value. The table comes with the app's first start
# (migration 0003); before it, or with the database down, only the log says it.
record() {
  printf "INSERT INTO astrolabio_settings (name, value) VALUES (:'name', :'value') ON CONFLICT (name) DO UPDATE SET value = excluded.value;\n" \
    | psql -q -X -v ON_ERROR_STOP=1 -v name="$1" -v value="$2" "$PGDATABASE" >/dev/null 2>&1 \
    || echo "backup: outcome not recorded in the database ($1)" >&2
}

while :; do
  stamp="$(date -u +%Y%m%dT%H%M%SZ)"
  now="$(date -u +%Y-%m-%dT%H:%M:%SZ)"
  # Written under a temporary name, renamed when complete: a half dump never looks like a backup.
  if pg_dump --format=custom --file="$dir/.astrolabio-$stamp.dump.part" "$PGDATABASE"; then
    mv "$dir/.astrolabio-$stamp.dump.part" "$dir/astrolabio-$stamp.dump"
    echo "backup: $dir/astrolabio-$stamp.dump"
    record backup.interval_seconds "$interval"
    record backup.last_success_at "$now"
    find "$dir" -maxdepth 1 -name 'astrolabio-*.dump' -mtime +"$keep_days" -print -delete
    [ "${BACKUP_ONCE:-}" = 1 ] && exit 0
    sleep "$interval"
  else
    rm -f "$dir/.astrolabio-$stamp.dump.part"
    echo "backup: pg_dump failed; trying again in $retry s" >&2
    record backup.last_failure_at "$now"
    [ "${BACKUP_ONCE:-}" = 1 ] && exit 1
    sleep "$retry"
  fi
done
