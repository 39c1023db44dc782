/** `npm run iscritti`: list, CSV export (formula cells defused), deletion, usage errors. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { parseIscrittiArgs, runIscritti } from '../src/questionnaire/iscritti-cli.ts';
import { OPT_IN_TEXTS } from '../src/messages.ts';
import { openSqliteSubscriberStore } from '../src/questionnaire/sqlite-subscribers.ts';
import type { SubscriberStore } from '../src/questionnaire/subscriber-store.ts';

let store: SubscriberStore;
let out: string[];
let err: string[];
let files: Record<string, string>;
beforeEach(() => {
  store = openSqliteSubscriberStore(':memory:');
  out = [];
  err = [];
  files = {};
});
afterEach(() => store.close());

function run(...argv: string[]) {
  return runIscritti(parseIscrittiArgs(argv), async () => store, {
    out: (t) => out.push(t),
    err: (t) => err.push(t),
    writeFile: (p, t) => (files[p] = t),
  });
}

describe('npm run iscritti', () => {
  test('lists subscribers with a count, and says so when there are none', async () => {
    expect(await run()).toBe(0);
    expect(out).toEqual(['Nessun iscritto.']);
    out = [];
    await store.add('maria@esempio.it', new Date('2025-06-01T08:30:00Z'));
    expect(await run('elenco')).toBe(0);
    expect(out).toEqual([
      'maria@esempio.it\t01/06/25, 10:30\tnon confermato',
      '1 iscritto.',
      OPT_IN_TEXTS.unconfirmedSummary(0, 1, 7),
    ]);
    expect(out.at(-1)).toContain('SMTP_URL non impostata');
  });

  test('says which rows are confirmed, which await the mail\'s link and which were stored without one', async () => {
    const record = { consentVersion: 'consenso-x', sourceHash: 'h' };
    await store.add('senza@esempio.it', new Date('2025-06-01T08:30:00Z'), { ...record, confirmTokenHash: null, unsubscribeTokenHash: null });
    await store.add('attesa@esempio.it', new Date('2025-06-02T08:30:00Z'), { ...record, confirmTokenHash: 'c1', unsubscribeTokenHash: 'u1' });
    await store.add('ok@esempio.it', new Date('2025-06-03T08:30:00Z'), { ...record, confirmTokenHash: 'c2', unsubscribeTokenHash: 'u2' });
    expect(await store.confirm('c2')).toBe(true);
    expect(await run('elenco')).toBe(0);
    expect(out).toEqual([
      'senza@esempio.it\t01/06/25, 10:30\tnon confermato',
      'attesa@esempio.it\t02/06/25, 10:30\tin attesa di conferma',
      'ok@esempio.it\t03/06/25, 10:30\tconfermato',
      '3 iscritti.',
      OPT_IN_TEXTS.unconfirmedSummary(1, 1, 7),
    ]);
    expect(out.at(-1)).toMatch(/^1 in attesa di conferma: .*\n1 non confermato: .*SMTP_URL non impostata/);
  });

  test('exports CSV with a header, defusing a cell a spreadsheet would run as a formula', async () => {
    await store.add('maria@esempio.it', new Date('2025-06-01T08:30:00Z'));
    await store.add('=cmd@esempio.it', new Date('2025-06-02T08:30:00Z'));
    expect(await run('esporta', 'iscritti.csv')).toBe(0);
    expect(files['iscritti.csv']).toBe(
      '\uFEFFemail;consenso;versione_consenso;origine_hash;confermato;stato\r\n'
      + 'maria@esempio.it;2025-06-01T08:30:00.000Z;;;;non confermato\r\n"\'=cmd@esempio.it";2025-06-02T08:30:00.000Z;;;;non confermato\r\n',
    );
  });

  test('deletes a subscriber on request and reports an unknown one', async () => {
    await store.add('maria@esempio.it');
    expect(await run('elimina', 'Maria@esempio.it')).toBe(0);
    expect(await store.list()).toEqual([]);
    expect(await run('elimina', 'maria@esempio.it')).toBe(1);
    expect(err.at(-1)).toContain('Nessun iscritto');
    expect(await run('elimina')).toBe(2);
  });

  test('rejects an unknown command with the usage', async () => {
    expect(await run('cancella')).toBe(2);
    expect(err[0]).toContain('Comando sconosciuto: cancella');
  });

  test('--db without a file is a usage error and touches no database', async () => {
    for (const argv of [['elimina', 'a@b.it', '--db'], ['esporta', '--db=']]) {
      err = [];
      const code = await runIscritti(parseIscrittiArgs(argv), () => {
        throw new Error('no database should be opened');
      }, { out: (t) => out.push(t), err: (t) => err.push(t), writeFile: () => undefined });
      expect(code).toBe(2);
      expect(err[0]).toMatch(/^Indica il file del database dopo --db\./);
    }
  });

  test('parses --db in both spellings', () => {
    expect(parseIscrittiArgs(['--db', 'x.sqlite', 'elimina', 'a@b.it'])).toEqual({ command: 'elimina', rest: ['a@b.it'], dbPath: 'x.sqlite' });
    expect(parseIscrittiArgs(['--db=y.sqlite'])).toEqual({ command: 'elenco', rest: [], dbPath: 'y.sqlite' });
  });

  test('the real command works on a database file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'iscritti-'));
    try {
      const db = join(dir, 'x.sqlite');
      const s = openSqliteSubscriberStore(db);
      await s.add('luca@esempio.it');
      await s.close();
      const script = new URL('../src/cli/iscritti.ts', import.meta.url).pathname;
      const csv = join(dir, 'out.csv');
      execFileSync(process.execPath, ['--import', 'tsx', script, 'esporta', csv, '--db', db]);
      expect(readFileSync(csv, 'utf8')).toMatch(/^\uFEFFemail;consenso;versione_consenso;origine_hash;confermato;stato\r\nluca@esempio\.it;/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});

describe('npm run iscritti on an unusable database path', () => {
  test('says why in Italian, naming the path, and exits 1', () => {
    const dir = mkdtempSync(join(tmpdir(), 'iscritti-'));
    try {
      const script = new URL('../src/cli/iscritti.ts', import.meta.url).pathname;
      const path = join(dir, 'manca', 'x.sqlite');
      const result = spawnSync(process.execPath, ['--import', 'tsx', script, 'elenco', '--db', path], { encoding: 'utf8' });
      expect(result.status).toBe(1);
      expect(result.stderr.trim()).toBe(`La cartella ${join(dir, 'manca')} del database degli iscritti ${path} non esiste: creala o correggi SUBSCRIBERS_DB_PATH.`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
