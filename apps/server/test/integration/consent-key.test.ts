/**
 * One consent key per deployment (issue 33), on SQLite and Postgres: without CONSENT_HASH_KEY the
 * first start makes one and keeps it in the database, so a second replica and a restart hash a
 * client address the same way; a configured key is used instead and named by its id in each row;
 * `npm run iscritti -- verifica` checks a claimed address against a row, with the current key or,
 * after a rotation, the old one from a file.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { clientAddressHash } from '../../src/questionnaire/consent-record.ts';
import { CONSENT_KEY_SETTING, consentKeyId } from '../../src/questionnaire/consent-key.ts';
import { parseIscrittiArgs, runIscritti } from '../../src/questionnaire/iscritti-cli.ts';
import { openPostgresSubscriberStore } from '../../src/questionnaire/postgres-subscribers.ts';
import { openSqliteSubscriberStore } from '../../src/questionnaire/sqlite-subscribers.ts';
import type { SubscriberStore } from '../../src/questionnaire/subscriber-store.ts';
import type { SiteConfig } from '../../src/site-config.ts';
import { postQuestionnaire } from '../helpers.ts';
import { describeWithPostgres, usePostgresCluster } from '../postgres-cluster.ts';

const VISITOR = '203.0.113.7';
const CONFIGURED = 'chiave-configurata-di-almeno-32-caratteri-xyz';

function keySuite(newDatabase: () => Promise<{ site: Partial<SiteConfig>; open: () => Promise<SubscriberStore> }>) {
  const apps: FastifyInstance[] = [];
  const start = async (site: Partial<SiteConfig>) => {
    const app = await buildApp({ site, deps: { sourceArchive: undefined } });
    apps.push(app);
    return app;
  };
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
  });
  const subscribe = (app: FastifyInstance, email: string) => app.inject(postQuestionnaire({ email, consenso: 'si' }, { remoteAddress: VISITOR }));

  test('no key configured: two replicas and a restart hash with the one key the database keeps', async () => {
    const { site, open } = await newDatabase();
    const [one, two] = await Promise.all([start(site), start(site)]);
    expect((await subscribe(one, 'uno@esempio.it')).statusCode).toBe(200);
    expect((await subscribe(two, 'due@esempio.it')).statusCode).toBe(200);
    await one.close();
    await two.close();
    const three = await start(site);
    expect((await subscribe(three, 'tre@esempio.it')).statusCode).toBe(200);
    await three.close();

    const store = await open();
    try {
      const key = await store.setting(CONSENT_KEY_SETTING);
      expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const rows = await store.exportRows();
      expect(rows.map((r) => [r.email, r.sourceHash, r.sourceKeyId])).toEqual(['uno', 'due', 'tre'].map((n) => [
        `${n}@esempio.it`, clientAddressHash(key!, VISITOR), consentKeyId(key!),
      ]));

      const said: string[] = [];
      const io = { out: (t: string) => said.push(t), err: (t: string) => said.push(t), writeFile: () => undefined };
      expect(await runIscritti(parseIscrittiArgs(['verifica', 'due@esempio.it', VISITOR]), async () => store, io)).toBe(0);
      expect(await runIscritti(parseIscrittiArgs(['verifica', 'due@esempio.it', '198.51.100.1']), async () => store, io)).toBe(1);
      expect(said).toEqual([
        `Corrisponde: l’iscrizione di due@esempio.it è partita dall’indirizzo ${VISITOR} (chiave ${consentKeyId(key!)}).`,
        `Non corrisponde: l’iscrizione di due@esempio.it non è partita dall’indirizzo 198.51.100.1 (chiave ${consentKeyId(key!)}).`,
      ]);
    } finally {
      await store.close();
    }
  });

  test('a configured key is used, not stored; after a rotation the older rows are checked with the old key from its file', async () => {
    const { site, open } = await newDatabase();
    const before = await start({ ...site, consentHashKey: CONFIGURED });
    await subscribe(before, 'prima@esempio.it');
    await before.close();
    const rotated = 'chiave-nuova-dopo-la-rotazione-di-almeno-32-car';
    const after = await start({ ...site, consentHashKey: rotated });
    await subscribe(after, 'dopo@esempio.it');
    await after.close();

    const store = await open();
    try {
      expect(await store.setting(CONSENT_KEY_SETTING)).toBeUndefined();
      expect((await store.exportRows()).map((r) => r.sourceKeyId)).toEqual([consentKeyId(CONFIGURED), consentKeyId(rotated)]);
      const said: string[] = [];
      const io = {
        out: (t: string) => said.push(t), err: (t: string) => said.push(t), writeFile: () => undefined,
        consentHashKey: rotated, readFile: (path: string) => (path === 'vecchia-chiave' ? `${CONFIGURED}\n` : ''),
      };
      expect(await runIscritti(parseIscrittiArgs(['verifica', 'dopo@esempio.it', VISITOR]), async () => store, io)).toBe(0);
      expect(await runIscritti(parseIscrittiArgs(['verifica', 'prima@esempio.it', VISITOR]), async () => store, io)).toBe(1);
      expect(said.at(-1)).toContain(`un’altra chiave (id ${consentKeyId(CONFIGURED)}; questa è ${consentKeyId(rotated)})`);
      expect(await runIscritti(parseIscrittiArgs(['verifica', 'prima@esempio.it', VISITOR, '--chiave-file', 'vecchia-chiave']), async () => store, io)).toBe(0);
    } finally {
      await store.close();
    }
  });
}

describe('SQLite', () => {
  const dir = mkdtempSync(join(tmpdir(), 'astrolabio-key-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let n = 0;
  keySuite(async () => {
    const path = join(dir, `${++n}.sqlite`);
    return { site: { subscribersDbPath: path }, open: async () => openSqliteSubscriberStore(path) };
  });
});

describeWithPostgres()('Postgres', { timeout: 120_000 }, () => {
  const cluster = usePostgresCluster();
  keySuite(async () => {
    const url = await cluster().createDatabase();
    return { site: { databaseUrl: url }, open: () => openPostgresSubscriberStore(url) };
  });
});
