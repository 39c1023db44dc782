/**
 * The cost of synchronous=FULL for the subscribers' SQLite file (issue 22): the store's own insert,
 * one row per transaction as the form makes them, into a file in the system's temporary folder,
 * with FULL (what the store uses: each acknowledged row synced) and with WAL's default NORMAL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openSqliteSubscriberStore } from '../../apps/server/src/questionnaire/sqlite-subscribers.ts';
import { fmt, median } from './timing.ts';
import type { BenchRow } from './types.ts';

export const title = 'Iscritti in SQLite (issue 22): quanto costa synchronous=FULL';

const ROWS = 300;

/** Per-insert times, ms, with the store as shipped (FULL) or switched back to NORMAL. */
async function insertTimes(dir: string, mode: 'FULL' | 'NORMAL'): Promise<number[]> {
  const path = join(dir, `${mode}.sqlite`);
  const store = openSqliteSubscriberStore(path);
  if (mode === 'NORMAL') {
    // The same file through a second connection would not change the store's own: reopen it with the pragma.
    await store.close();
    const Database = (await import('better-sqlite3')).default;
    const db = new Database(path);
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    const insert = db.prepare('INSERT INTO subscribers (email, consented_at) VALUES (?, ?)');
    const times: number[] = [];
    for (let i = 0; i < ROWS; i++) {
      const start = performance.now();
      insert.run(`n${i}@esempio.it`, new Date().toISOString());
      times.push(performance.now() - start);
    }
    db.close();
    return times;
  }
  const times: number[] = [];
  for (let i = 0; i < ROWS; i++) {
    const start = performance.now();
    await store.add(`f${i}@esempio.it`);
    times.push(performance.now() - start);
  }
  await store.close();
  return times;
}

export async function run(): Promise<BenchRow[]> {
  const dir = mkdtempSync(join(tmpdir(), 'astrolabio-sync-'));
  try {
    const normal = await insertTimes(dir, 'NORMAL');
    const full = await insertTimes(dir, 'FULL');
    const ms = (x: number) => `${fmt(x, 3)} ms`;
    return [
      { label: `one subscription stored, median of ${ROWS} (${tmpdir()}): synchronous=NORMAL / FULL`, value: `${ms(median(normal))} / ${ms(median(full))} — FULL syncs each row to the disk before the thanks` },
      { label: '  total for all of them: NORMAL / FULL', value: `${ms(normal.reduce((a, b) => a + b, 0))} / ${ms(full.reduce((a, b) => a + b, 0))}` },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
