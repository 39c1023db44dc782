/**
 * How the subscribers' backups are going, for /api/health's `backup` detail and the log (issue 33):
 * the backup service (deploy/postgres/backup.sh) and `npm run iscritti -- backup` record each
 * outcome in the database's settings; a failure newer than the last success is `failing`, a last
 * success older than its interval and an hour is `late` (the service stopped, or cannot even
 * record its failures), otherwise `ok`. No outcome recorded: no detail (backups not set up here).
 */
import type { SubscriberStore } from './subscriber-store.ts';

/** The settings the outcomes are recorded under (backup.sh writes the same names). */
export const BACKUP_SETTINGS = {
  lastSuccessAt: 'backup.last_success_at',
  lastFailureAt: 'backup.last_failure_at',
  intervalSeconds: 'backup.interval_seconds',
} as const;

/** Beyond its interval, how long a backup may be overdue before it counts as late (a retry comes within it). */
export const BACKUP_LATE_AFTER_MS = 60 * 60 * 1000;

export interface BackupStatus {
  status: 'ok' | 'failing' | 'late';
  lastSuccessAt: string | null;
  lastFailureAt: string | null;
}

const instantMs = (text: string | undefined) => (text === undefined ? undefined : Date.parse(text));

/** The status from the recorded outcomes; undefined when none was ever recorded. */
export function backupStatusOf(recorded: { lastSuccessAt?: string; lastFailureAt?: string; intervalSeconds?: string }, nowMs: number): BackupStatus | undefined {
  const successMs = instantMs(recorded.lastSuccessAt);
  const failureMs = instantMs(recorded.lastFailureAt);
  if (successMs === undefined && failureMs === undefined) return undefined;
  const base = { lastSuccessAt: recorded.lastSuccessAt ?? null, lastFailureAt: recorded.lastFailureAt ?? null };
  if (failureMs !== undefined && (successMs === undefined || failureMs > successMs)) return { status: 'failing', ...base };
  const intervalMs = Number(recorded.intervalSeconds) * 1000;
  if (successMs !== undefined && Number.isFinite(intervalMs) && intervalMs > 0 && nowMs - successMs > intervalMs + BACKUP_LATE_AFTER_MS) return { status: 'late', ...base };
  return { status: 'ok', ...base };
}

/** Reads the recorded outcomes from the store. */
export async function readBackupStatus(store: SubscriberStore, nowMs: number = Date.now()): Promise<BackupStatus | undefined> {
  const [lastSuccessAt, lastFailureAt, intervalSeconds] = await Promise.all([
    store.setting(BACKUP_SETTINGS.lastSuccessAt), store.setting(BACKUP_SETTINGS.lastFailureAt), store.setting(BACKUP_SETTINGS.intervalSeconds),
  ]);
  return backupStatusOf({ lastSuccessAt, lastFailureAt, intervalSeconds }, nowMs);
}

/** Records a backup made now (`npm run iscritti -- backup`: no interval, so never late). */
export async function recordBackupSuccess(store: SubscriberStore, now: Date = new Date()): Promise<void> {
  await store.putSetting(BACKUP_SETTINGS.lastSuccessAt, now.toISOString().replace(/\.\d{3}Z$/, 'Z'));
}
