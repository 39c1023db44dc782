#!/bin/sh
# compose.yaml's `backup` service: a pg_dump of the app's database every BACKUP_INTERVAL_SECONDS
# (default a day) into BACKUP_DIR, as the app's own role (it owns every table it needs), keeping
# BACKUP_KEEP_DAYS days (default 14). BACKUP_ONCE=1 makes one dump and stops (tests, by hand).
# Restore: README, «Backup e ripristino» (pg_restore --clean --if-exists).
set -eu
: "${PGHOST:?}" "${PGDATABASE:?}" "${PGUSER:?}"
if [ -n "${PGPASSWORD_FILE:-}" ]; then PGPASSWORD="$(cat "$PGPASSWORD_FILE")"; export PGPASSWORD; fi
dir="${BACKUP_DIR:-/backups}"
interval="${BACKUP_INTERVAL_SECONDS:-86400}"
keep_days="${BACKUP_KEEP_DAYS:-14}"
while :; do
  stamp="$(date -u +%Y%m%dT%H%M%SZ)"
  # Written under a temporary name, renamed when complete: a half dump never looks like a backup.
  if pg_dump --format=custom --file="$dir/.astrolabio-$stamp.dump.part" "$PGDATABASE"; then
    mv "$dir/.astrolabio-$stamp.dump.part" "$dir/astrolabio-$stamp.dump"
    echo "backup: $dir/astrolabio-$stamp.dump"
    find "$dir" -maxdepth 1 -name 'astrolabio-*.dump' -mtime +"$keep_days" -print -delete
  else
    rm -f "$dir/.astrolabio-$stamp.dump.part"
    echo "backup: pg_dump failed" >&2
    [ "${BACKUP_ONCE:-}" = 1 ] && exit 1
  fi
  [ "${BACKUP_ONCE:-}" = 1 ] && exit 0
  sleep "$interval"
done
