/** The backups' state from the recorded outcomes: failing, late, ok, or nothing recorded. */
import { describe, expect, test } from 'vitest';
import { BACKUP_LATE_AFTER_MS, backupStatusOf } from './backup-status.ts';

const at = (text: string) => Date.parse(text);

describe('backupStatusOf', () => {
  test.each([
    ['nothing recorded', {}, '2025-01-02T00:00:00Z', undefined],
    ['a success within its interval', { lastSuccessAt: '2025-01-01T03:00:00Z', intervalSeconds: '86400' }, '2025-01-02T02:00:00Z', 'ok'],
    ['a failure after the last success', { lastSuccessAt: '2025-01-01T03:00:00Z', lastFailureAt: '2025-01-02T03:00:00Z', intervalSeconds: '86400' }, '2025-01-02T03:10:00Z', 'failing'],
    ['only failures', { lastFailureAt: '2025-01-02T03:00:00Z' }, '2025-01-02T03:10:00Z', 'failing'],
    ['a failure, then the retry succeeded', { lastSuccessAt: '2025-01-02T03:15:00Z', lastFailureAt: '2025-01-02T03:00:00Z', intervalSeconds: '86400' }, '2025-01-02T04:00:00Z', 'ok'],
    ['the interval and an hour passed without a success', { lastSuccessAt: '2025-01-01T03:00:00Z', intervalSeconds: '86400' }, '2025-01-02T04:00:01Z', 'late'],
    ['by hand (no interval): never late', { lastSuccessAt: '2024-01-01T03:00:00Z' }, '2025-01-02T04:00:00Z', 'ok'],
  ])('%s', (_what, recorded, now, status) => {
    expect(backupStatusOf(recorded, at(now))?.status).toBe(status);
  });

  test('late means more than the interval plus BACKUP_LATE_AFTER_MS', () => {
    const recorded = { lastSuccessAt: '2025-01-01T00:00:00Z', intervalSeconds: '3600' };
    expect(backupStatusOf(recorded, at('2025-01-01T01:00:00Z') + BACKUP_LATE_AFTER_MS)?.status).toBe('ok');
    expect(backupStatusOf(recorded, at('2025-01-01T01:00:00Z') + BACKUP_LATE_AFTER_MS + 1)?.status).toBe('late');
  });
});
