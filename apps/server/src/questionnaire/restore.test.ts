/** A restore's comparison and choice (issue 33): what each mode keeps, loses and brings back; the safety copy first. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { compareWithBackup, restoreFromBackup } from './restore.ts';
import { openSqliteSubscriberStore } from './sqlite-subscribers.ts';
import type { SubscriberRow } from './subscriber-store.ts';

const row = (email: string, confirmedAt: string | null = null): SubscriberRow => ({
  email, consentedAt: '2025-01-01T10:00:00.000Z', consentVersion: null, sourceHash: null, sourceKeyId: null,
  confirmedAt, confirmTokenHash: null, unsubscribeTokenHash: null, lastMailedAt: null,
});

describe('compareWithBackup', () => {
  test('newer (only in the database), changed (in both, different), gone (only in the backup)', () => {
    const backup = [row('a@x.it'), row('b@x.it'), row('c@x.it')];
    const live = [row('a@x.it'), row('b@x.it', '2025-02-01T00:00:00.000Z'), row('d@x.it'), row('e@x.it')];
    expect(compareWithBackup(live, backup)).toEqual({ inBackup: 3, newer: 2, changed: 1, gone: 1 });
  });
});

describe('restoreFromBackup', () => {
  const dir = mkdtempSync(join(tmpdir(), 'astrolabio-restore-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let n = 0;
  const storeWith = async (rows: SubscriberRow[]) => {
    const store = openSqliteSubscriberStore(join(dir, `${++n}.sqlite`));
    await store.importRows(rows, 'replace');
    return store;
  };
  const emails = async (store: Awaited<ReturnType<typeof storeWith>>) => (await store.exportRows()).map((r) => r.email);
  const backup = [row('a@x.it'), row('b@x.it')];

  test('into an empty database: restored without a choice, after a safety copy', async () => {
    const store = await storeWith([]);
    const outcome = await restoreFromBackup(store, backup, undefined, '1');
    expect(outcome.done).toMatchObject({ mode: 'replace', added: 2, total: 2, safetyCopy: expect.stringMatching(/prima-del-ripristino-1\.sqlite$/) });
    await store.close();
  });

  test('into a database with rows: refused without a choice, nothing changed, no copy made', async () => {
    const store = await storeWith([row('a@x.it'), row('nuovo@x.it')]);
    const outcome = await restoreFromBackup(store, backup, undefined, '2');
    expect(outcome).toEqual({ comparison: { inBackup: 2, newer: 1, changed: 0, gone: 1 } });
    expect(await emails(store)).toEqual(['a@x.it', 'nuovo@x.it']);
    await store.close();
  });

  test('merge keeps the newer rows and adds the missing; replace makes it the backup', async () => {
    const merged = await storeWith([row('a@x.it', '2025-03-01T00:00:00.000Z'), row('nuovo@x.it')]);
    expect((await restoreFromBackup(merged, backup, 'merge', '3')).done).toMatchObject({ added: 1, total: 3 });
    expect((await merged.exportRows()).map((r) => [r.email, r.confirmedAt])).toEqual([
      ['a@x.it', '2025-03-01T00:00:00.000Z'], ['b@x.it', null], ['nuovo@x.it', null],
    ]);
    await merged.close();
    const replaced = await storeWith([row('a@x.it', '2025-03-01T00:00:00.000Z'), row('nuovo@x.it')]);
    const outcome = await restoreFromBackup(replaced, backup, 'replace', '4');
    expect(await replaced.exportRows()).toEqual(backup);
    const copy = openSqliteSubscriberStore(outcome.done!.safetyCopy);
    expect(await emails(copy)).toEqual(['a@x.it', 'nuovo@x.it']);
    await copy.close();
    await replaced.close();
  });
});
