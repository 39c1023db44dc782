/**
 * The questionnaire's answer time with the double opt-in on (issue 33): a new address against one
 * already subscribed, with a local SMTP server that takes 2 s to accept each mail. Before the
 * outbox the issue measured 0.2–0.5 s for a new address (the mail sent during the request) and
 * 4–8 ms for an existing one (no mail): the difference told who was subscribed. Now both only write
 * and queue the mail; the answer does not wait for the 2 s.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../../apps/server/src/app.ts';
import { openSqliteSubscriberStore } from '../../apps/server/src/questionnaire/sqlite-subscribers.ts';
import { fmt, median } from './timing.ts';
import type { BenchRow } from './types.ts';

export const title = 'Questionario con doppio opt-in (issue 33): tempo di risposta, indirizzo nuovo e già iscritto';

const EACH = 100;
const SMTP_DELAY_MS = 2000;

export async function run(): Promise<BenchRow[]> {
  const dir = mkdtempSync(join(tmpdir(), 'astrolabio-questionario-'));
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => setTimeout(() => callback(), SMTP_DELAY_MS));
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const path = join(dir, 'iscritti.sqlite');
  const store = openSqliteSubscriberStore(path);
  for (let i = 0; i < EACH; i++) await store.add(`gia-${i}@esempio.it`, new Date(), { consentVersion: 'v', sourceHash: 'h', confirmTokenHash: `c${i}`, unsubscribeTokenHash: `u${i}` });
  await store.close();
  const app = await buildApp({
    site: { subscribersDbPath: path, smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`, publicUrl: 'https://astrolabio.esempio.it' },
    deps: { sourceArchive: undefined },
  });
  try {
    // Ready first (workers warmed, the sweep done): the first request must not pay for it.
    await app.ready();
    const answer = async (email: string) => {
      const start = performance.now();
      const res = await app.inject({
        method: 'POST', url: '/questionario', headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ email, consenso: 'si' }).toString(),
      });
      if (res.statusCode !== 200) throw new Error(`${email}: ${res.statusCode}`);
      return performance.now() - start;
    };
    const fresh: number[] = [];
    const existing: number[] = [];
    // Alternated, so that both meet the same machine and the same queue of mails being sent.
    for (let i = 0; i < EACH; i++) {
      fresh.push(await answer(`nuovo-${i}@esempio.it`));
      existing.push(await answer(`gia-${i}@esempio.it`));
    }
    const ms = (x: number) => `${fmt(x, 1)} ms`;
    return [
      { label: `answer, median of ${EACH}: new address / already subscribed (SMTP takes ${SMTP_DELAY_MS} ms a mail)`, value: `${ms(median(fresh))} / ${ms(median(existing))} — before the outbox (issue 33): 200–500 ms / 4–8 ms` },
      { label: '  slowest: new / already subscribed', value: `${ms(Math.max(...fresh))} / ${ms(Math.max(...existing))}` },
    ];
  } finally {
    // The mail being sent when the app closes is waited for (up to SMTP_DELAY_MS); the rest stay queued.
    await app.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    rmSync(dir, { recursive: true, force: true });
  }
}
