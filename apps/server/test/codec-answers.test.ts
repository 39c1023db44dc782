/**
 * The returns' and techniques' answers, written through the contract's codecs (issue 32), are byte
 * for byte what the server wrote before them: the same requests as fixtures/codec-answers/ (recorded
 * on the commit before the codecs) give the same bytes, and each decodes and encodes back to them.
 * The techniques are asked with `bothAxisEnds`, as every answer was when they were recorded: by
 * default an aspect to one end of the node axis is no longer repeated at the other (decision 0062).
 * The additions allowed (issue 34): the techniques' progressions now end with the progressed Moon
 * of the positions' day (`lunaProgressa`), and each eclipse with its Saros series and the natal
 * points it hits (`saros`, `hits`): the byte comparison takes them out, and the round trip runs on
 * the answer of today. And the returns' natal house of each return cusp (`caseNatali.cuspidi`), for
 * the return cusps drawn over the natal wheel. The one change allowed: the returns' aspects to the
 * natal points now use the return orbs (decision 0092, named in `orbiRitorno`), so today's aspects
 * are the recorded ones within those orbs, nothing else changed.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  decodeLunarReturns,
  decodeLunationItem,
  decodeMirata,
  decodeProgressions,
  decodeSolarReturn,
  encodeLunarReturns,
  encodeLunationItem,
  encodeMirata,
  encodeProgressions,
  encodeSolarReturn,
  type MirataResponse,
  type RivoluzioneSolareResponse,
  type RivoluzioniLunariResponse,
  type TecnicheResponse,
} from '@astrolabio/contract';
import { ASPECT_BY_NAME_IT } from '@astrolabio/names-it';
import { DEFAULT_RETURN_ORBS } from '@astrolabio/core';
import { buildApp } from '../src/app.ts';
import { CODEC_ANSWER_REQUESTS } from '../../../test-support/default-answers.ts';

const FIXTURES = new URL('../../../fixtures/codec-answers/', import.meta.url);
const before = (name: string) => gunzipSync(readFileSync(new URL(`${name}.gz`, FIXTURES))).toString('utf8');

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp();
});
afterAll(() => app.close());

describe('the returns\' and techniques\' answers, byte for byte as before their codecs', () => {
  test.each(CODEC_ANSWER_REQUESTS.map((r) => [r.name, r] as const))('%s', async (_name, r) => {
    const payload = r.url === '/api/tecniche' ? { ...r.body, bothAxisEnds: true } : r.body;
    const res = await app.inject({ method: r.method, url: r.url, payload, headers: { 'accept-encoding': 'identity' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body.length).toBeGreaterThan(1000);
    expect(withoutProgressedMoon(res.body)).toBe(withinReturnOrbs(before(r.name), res.body));
    if (r.url !== '/api/rivoluzione-solare/mirata') answersNow.set(r.name, res.body);
  });
});

/** The answers of this run, for the round trip of what the recorded ones lack. */
const answersNow = new Map<string, string>();

type NatalHouses = { caseNatali: Record<string, unknown> };
type ReturnAspects = { aspettiNatali: { type: string; orb: number }[] };

/**
 * A recorded returns answer as the return orbs read it: only the aspects within them. The answers
 * were recorded with the natal table's plain column, wider than every return orb, and the return
 * table's Sole/Luna column is its plain one: so the filter gives what the return orbs find. An orb
 * recorded as the limit itself (3 is 2.995–3.005 before rounding) cannot be told from the record:
 * such a row is kept when today's answer has it, and every other row is decided by the record.
 */
function withinReturnOrbs(recorded: string, today: string): string {
  const answer = JSON.parse(recorded) as { ritorni?: ReturnAspects[] } & Partial<ReturnAspects>;
  const returnCharts = answer.ritorni ?? (answer.aspettiNatali ? [answer as ReturnAspects] : []);
  if (returnCharts.length === 0) return recorded;
  const now = JSON.parse(today) as { ritorni?: ReturnAspects[] } & Partial<ReturnAspects>;
  const nowCharts = now.ritorni ?? [now as ReturnAspects];
  const key = (a: ReturnAspects['aspettiNatali'][number]) => JSON.stringify(a);
  returnCharts.forEach((r, i) => {
    const todays = new Set(nowCharts[i]?.aspettiNatali.map(key));
    r.aspettiNatali = r.aspettiNatali.filter((a) => {
      const limitDeg = DEFAULT_RETURN_ORBS[ASPECT_BY_NAME_IT.get(a.type)!].orbDeg;
      return a.orb < limitDeg || (a.orb === limitDeg && todays.has(key(a)));
    });
  });
  return JSON.stringify(answer);
}

/** The answer less what issue 34 added (a techniques or returns answer; any other is returned as it is). */
function withoutProgressedMoon(text: string): string {
  const answer = JSON.parse(text) as {
    progressioni?: Record<string, unknown>;
    lunazioni?: { eclipse: Record<string, unknown> | null }[];
    ritorni?: NatalHouses[];
    orbiRitorno?: unknown;
  } & Partial<NatalHouses>;
  const returnCharts = answer.ritorni ?? (answer.caseNatali ? [answer as NatalHouses] : []);
  for (const r of returnCharts) delete r.caseNatali.cuspidi;
  if (returnCharts.length > 0) {
    delete answer.orbiRitorno;
    return JSON.stringify(answer);
  }
  if (!answer.progressioni && !answer.lunazioni) return text;
  if (answer.progressioni) delete answer.progressioni.lunaProgressa;
  for (const l of answer.lunazioni ?? []) {
    if (!l.eclipse) continue;
    delete l.eclipse.saros;
    delete l.eclipse.hits;
  }
  return JSON.stringify(answer);
}

/** Each answer decoded to codes and encoded again, by its route. */
const ROUND_TRIP: Record<string, (answer: never) => unknown> = {
  '/api/rivoluzione-solare': (t: RivoluzioneSolareResponse) => encodeSolarReturn(decodeSolarReturn(t)),
  '/api/rivoluzioni-lunari': (t: RivoluzioniLunariResponse) => encodeLunarReturns(decodeLunarReturns(t)),
  '/api/rivoluzione-solare/mirata': (t: MirataResponse) => encodeMirata(decodeMirata(t)),
  '/api/tecniche': (t: TecnicheResponse) => ({
    ...t,
    progressioni: encodeProgressions(decodeProgressions(t.progressioni!)),
    lunazioni: t.lunazioni!.map((l) => encodeLunationItem(decodeLunationItem(l))),
  }),
};

describe('the recorded answers decode to codes and encode back to the same bytes', () => {
  test.each(CODEC_ANSWER_REQUESTS.map((r) => [r.name, r] as const))('%s', (name, r) => {
    // The techniques and returns: today's answer (the recorded one has no lunaProgressa, no cuspidi, no orbiRitorno), checked above to be the recorded one plus them.
    const text = r.url === '/api/rivoluzione-solare/mirata' ? before(name) : answersNow.get(name)!;
    expect(text).toContain('"');
    expect(JSON.stringify(ROUND_TRIP[r.url]!(JSON.parse(text) as never))).toBe(text);
  });
});
