/**
 * The calculation settings of issue 25 leave the default answers as they were: the same requests
 * as fixtures/default-answers/ (recorded on the commit before the settings) give the same bytes.
 * The one change allowed is named: `meta` now also says which Lilith was used (and, for a natal chart
 * and for transits, the aspects and orbs). The natal chart's aspects of Sole and Luna may also gain
 * the pairs the wider orb of the luminaries takes in (decision 0054), and nothing else. The
 * transits are asked with `bothAxisEnds`: by default an aspect to one end of an axis is no longer
 * repeated at the other (decision 0062), and that default answer is the recorded one less those rows.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_NATAL_ORBS, orbLimitDeg, roundTo } from '@astrolabio/core';
import { ASPECT_BY_NAME_IT, POINT_BY_NAME_IT } from '@astrolabio/names-it';
import { withoutCsvBom, type TemaNataleResponse } from '@astrolabio/contract';
import { buildApp } from '../src/app.ts';
import { DEFAULT_ANSWER_REQUESTS } from '../../../test-support/default-answers.ts';

const FIXTURES = new URL('../../../fixtures/default-answers/', import.meta.url);
const before = (name: string) => gunzipSync(readFileSync(new URL(`${name}.gz`, FIXTURES))).toString('utf8');

/** The transit requests ask for both ends of an axis, as every answer did when they were recorded (decision 0062). */
const asRecorded = (url: string) => (url === '/api/transiti' || url === '/api/transiti.csv' ? { bothAxisEnds: true } : {});

let app: FastifyInstance;
const now = new Map<string, string>();
beforeAll(async () => {
  app = await buildApp();
  let natalData: unknown;
  for (const r of DEFAULT_ANSWER_REQUESTS) {
    const payload = { ...r.body, ...(r.withNatalData ? { natalData } : {}), ...asRecorded(r.url) };
    const res = await app.inject({ method: r.method, url: r.url, payload, headers: { 'accept-encoding': 'identity' } });
    expect(res.statusCode, res.body).toBe(200);
    natalData ??= res.json();
    now.set(r.name, res.body);
  }
});
afterAll(() => app.close());

/**
 * The answer with the meta fields issues 25 and 24 added taken out, as text: they are the last ones
 * of `meta` (Lilith, aspects and orbs; then the transit period's startDate and endDate).
 */
function withoutNewMeta(text: string): string {
  return text
    .replace(/,"lilith":"mean"(,"aspects":\[[^\]]*\])?(,"orbs":\{(?:[^{}]|\{[^{}]*\})*\})?/, '')
    .replace(/,"startDate":"\d{4}-\d\d-\d\d","endDate":"\d{4}-\d\d-\d\d"\}\}$/, '}}');
}

/**
 * The other change allowed (issue 22, a compact monthly table): transiti-mensili's longitude and
 * degree to a millionth of a degree; every other byte as before.
 */
function monthlyRounded(text: string): string {
  return JSON.stringify(JSON.parse(text), (key, value: unknown) => ((key === 'longitude' || key === 'degree') && typeof value === 'number' ? roundTo(value, 6) : value));
}

/**
 * The CSV's change allowed (issue 21, instants in the user's zone): two columns first, the exact
 * instant in the zone and the zone's name (UTC when the request names none), and the orb's edges
 * in that zone under names without «_utc». With the zone UTC, dropping the two columns and putting
 * the old names back must give the old file byte for byte.
 */
function csvAsBefore(text: string): string {
  // Decision 0061 added a BOM to every CSV: the file before it had none; the rest is compared.
  const lines = withoutCsvBom(text).split('\r\n');
  const [header, ...rows] = lines;
  expect(header).toBe('esatto;fuso_orario;esatto_utc;pianeta_transito;aspetto;punto_natale;transito;casa;inizio_orbita;fine_orbita');
  const oldHeader = 'esatto_utc;pianeta_transito;aspetto;punto_natale;transito;casa;inizio_orbita_utc;fine_orbita_utc';
  return [oldHeader, ...rows.map((r) => {
    if (r === '') return r;
    const [exact, zone, ...rest] = r.split(';');
    expect([zone, rest[0]]).toEqual(['UTC', exact]);
    return rest.join(';');
  })].join('\r\n');
}

describe('the default answers, byte for byte as before the settings', () => {
  test.each(['transiti-2025.json', 'transiti-2025.csv', 'transiti-specifici-2025-03-14.json', 'transiti-mensili-2025-03.json'])('%s', (name) => {
    const after = now.get(name)!;
    expect(after.length).toBeGreaterThan(1000);
    if (name.endsWith('.csv')) expect(csvAsBefore(after)).toBe(before(name));
    else if (name.startsWith('transiti-mensili')) expect(withoutNewMeta(after)).toBe(monthlyRounded(before(name)));
    else expect(withoutNewMeta(after)).toBe(before(name));
  });

  test('a year of transits by default: the recorded answer less the repeats at the node axis\' other end (decision 0062)', async () => {
    const recorded = new Set((JSON.parse(before('transiti-2025.json')) as { transiti: unknown[] }).transiti.map((t) => JSON.stringify(t)));
    const request = DEFAULT_ANSWER_REQUESTS.find((r) => r.name === 'transiti-2025.json')!;
    const res = await app.inject({ method: 'POST', url: request.url, payload: request.body });
    const current = (res.json() as { transiti: { natalPlanet: string }[] }).transiti.map((t) => JSON.stringify(t));
    for (const t of current) expect(recorded.has(t), t).toBe(true);
    const dropped = [...recorded].filter((t) => !current.includes(t)).map((t) => JSON.parse(t) as { natalPlanet: string; aspect: string });
    expect(dropped.length).toBeGreaterThan(0);
    for (const t of dropped) expect(['Nodo Nord', 'Nodo Sud']).toContain(t.natalPlanet);
    // The conjunction to either end is never the one dropped.
    expect(dropped.some((t) => t.aspect === 'Congiunzione')).toBe(false);
  });

  test('a year of transits: meta says the mean Lilith and 3° for each of the five aspects', () => {
    const meta = JSON.parse(now.get('transiti-2025.json')!).meta;
    expect(meta.lilith).toBe('mean');
    expect(meta.orbs).toEqual(Object.fromEntries(['Congiunzione', 'Sestile', 'Quadratura', 'Trigono', 'Opposizione'].map((n) => [n, { orb: 3, soleLuna: 3 }])));
  });

  test('the natal chart: the same but for the pairs of Sole or Luna the wider orb takes in, and meta', () => {
    const old = JSON.parse(before('tema-natale.json')) as TemaNataleResponse;
    const cur = JSON.parse(now.get('tema-natale.json')!) as TemaNataleResponse;
    const { aspetti: oldPairs, aspettiAngoli: oldAngles, meta: oldMeta, ...oldRest } = old;
    const { aspetti: curPairs, aspettiAngoli: curAngles, meta: curMeta, ...curRest } = cur;
    expect(JSON.stringify(curRest)).toBe(JSON.stringify(oldRest));
    expect(curMeta).toEqual({ ...oldMeta, lilith: 'mean', aspects: curMeta.aspects, orbs: curMeta.orbs });
    expect(Object.keys(curMeta)).toEqual(['ut', 'jd', 'houseSystem', 'nodo', 'lilith', 'aspects', 'orbs', 'warnings']);
    for (const [oldList, curList] of [[oldPairs, curPairs], [oldAngles, curAngles]] as const) {
      const flat = (list: typeof oldList) => list.flatMap((p) => p.aspects.map((a) => ({ key: `${p.planet1}|${p.planet2}|${a.type}`, ...a })));
      const oldFlat = flat(oldList);
      const curFlat = flat(curList);
      // Everything there before is there now, unchanged and in the same order.
      expect(curFlat.filter((a) => oldFlat.some((o) => o.key === a.key))).toEqual(oldFlat);
      for (const added of curFlat.filter((a) => !oldFlat.some((o) => o.key === a.key))) {
        const [p1, p2, type] = added.key.split('|');
        const [a, b] = [POINT_BY_NAME_IT.get(p1!)!, POINT_BY_NAME_IT.get(p2!)!];
        const aspect = ASPECT_BY_NAME_IT.get(type!)!;
        expect([a, b].some((x) => x === 'sun' || x === 'moon'), added.key).toBe(true);
        expect(added.orb).toBeGreaterThan(DEFAULT_NATAL_ORBS[aspect].orbDeg);
        expect(added.orb).toBeLessThanOrEqual(orbLimitDeg(DEFAULT_NATAL_ORBS, aspect, a, b));
      }
    }
  });
});
