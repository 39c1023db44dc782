/**
 * GET /api/health (readiness): 200 when the ephemeris answers with its files and the subscribers'
 * database can take a write (a write made and rolled back, and free disk space for a file) or is
 * not used (external questionnaire); 503 otherwise. A check under way is shared by every probe
 * that arrives meanwhile, and a good answer is kept for a second: a proxy, compose and a monitor
 * asking often cost one check a second. A bad one is not kept: recovery shows at the next probe.
 * A subscriber's write that fails makes the kept answer stale at once (issue 33): the next probe
 * checks again, and says 503 until a write succeeds. The database's failures are logged by its
 * watch (questionnaire/write-availability.ts), once per outage, not here at every probe.
 * The answer carries the backups' state as the database records it (questionnaire/backup-status.ts):
 * a failing or late backup is a detail and a log line when it starts and ends, not unreadiness.
 * GET /api/health/live (liveness): 200 whenever the process answers; no database, no files.
 * Which probe uses which: docs/decisions/0056-production-readiness.md.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { API_ROUTES } from '@astrolabio/contract';
import type { AppDeps } from '../app-deps.ts';
import { readBackupStatus, type BackupStatus } from '../questionnaire/backup-status.ts';
import { HTTP_TEXTS, MESSAGES } from '../messages.ts';
import type { InlineHandler } from './serve-row.ts';

const PROBE_JD = 2451545; // J2000: any date inside the files' range.

/** How long a readiness answer is reused. */
export const HEALTH_CACHE_MS = 1000;

type Readiness =
  | { ok: true; database: 'ok' | 'unused'; backup?: BackupStatus }
  | { ok: false; error: string };

async function checkReadiness(deps: AppDeps): Promise<Readiness> {
  try {
    deps.ephemeris.position(PROBE_JD, 'moon');
    deps.ephemeris.position(PROBE_JD, 'chiron');
  } catch {
    return { ok: false, error: MESSAGES.ephemerisUnavailable };
  }
  if (!deps.subscribers) return { ok: true, database: 'unused' };
  try {
    await deps.subscribers.check();
  } catch {
    return { ok: false, error: HTTP_TEXTS.databaseUnavailable };
  }
  // A detail: when it cannot be read, the answer goes without it.
  const backup = await readBackupStatus(deps.subscribers).catch(() => undefined);
  return { ok: true, database: 'ok', ...(backup ? { backup } : {}) };
}

/** Logs the backups' state when it turns bad and when it is good again, once each. */
function backupLog(): (backup: BackupStatus | undefined, log: FastifyBaseLogger) => void {
  let previous: BackupStatus['status'] | undefined;
  return (backup, log) => {
    const now = backup?.status;
    if (now === undefined || now === previous) return;
    if (now === 'ok' && previous !== undefined) log.info({ backup }, 'subscribers backup: working again');
    if (now !== 'ok') log.warn({ backup }, now === 'failing' ? 'subscribers backup failed: the backup service tries again within the hour' : 'subscribers backup late: none since its interval and an hour');
    previous = now;
  };
}

/** The readiness row's handler: inline, a check a second at most (the answer is shared meanwhile). */
export const healthHandler = (deps: AppDeps): InlineHandler<typeof API_ROUTES.health> => {
  let latest: { atMs: number; failures: number; answer: Promise<Readiness> } | undefined;
  const failures = () => deps.subscribersAvailability?.failures ?? 0;
  const logBackup = backupLog();
  return async (_input, request, reply) => {
    reply.header('cache-control', 'no-store');
    const nowMs = Date.now();
    if (!latest || nowMs - latest.atMs >= HEALTH_CACHE_MS || latest.failures !== failures()) {
      latest = { atMs: nowMs, failures: failures(), answer: checkReadiness(deps) };
    }
    const checking = latest;
    const readiness = await checking.answer;
    if (!readiness.ok) {
      if (latest === checking) latest = undefined;
      return reply.code(503).send({ error: readiness.error });
    }
    logBackup(readiness.backup, request.log);
    return { status: 'ok' as const, ephemeris: deps.ephemerisVersion, database: readiness.database, ...(readiness.backup ? { backup: readiness.backup } : {}) };
  };
};

/** The liveness row's handler: inline, nothing to check. */
export const healthLiveHandler: InlineHandler<typeof API_ROUTES.healthLive> = async (_input, _request, reply) => {
  reply.header('cache-control', 'no-store');
  return { status: 'ok' as const };
};
