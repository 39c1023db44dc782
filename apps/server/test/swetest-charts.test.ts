/**
 * Reference test: every body, cusp, Ascendant and Medio Coeli of POST /api/tema-natale against
 * Debian's swetest for the charts of fixtures/swetest-charts (tolerance 1 arc-second), and every
 * natal aspect (between bodies and to the angles) with its orb and applying/separating flag.
 * `SWETEST_REPORT=1 npx vitest run apps/server/test/swetest-charts.test.ts` prints the errors.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  ARCSECONDS_PER_DEGREE,
  ASPECT_ANGLE_DEG,
  ASPECT_CODES,
  HOUSE_SYSTEM_CODES,
  houseOf,
  DEFAULT_NATAL_ORBS,
  orbLimitDeg,
  normalizeDegrees,
  separationDegrees,
  type AspectCode,
  type HouseSystem,
} from '@astrolabio/core';
import type { TemaNataleResponse } from '@astrolabio/contract';
import { SWISS_HOUSE_SYSTEM_LETTERS } from '@astrolabio/ephemeris';
import { ASPECT_BY_NAME_IT, ASPECT_NAMES_IT, POINT_BY_NAME_IT } from '@astrolabio/names-it';
import { buildApp } from '../src/app.ts';
import { readReferenceCharts, readSwetestOutput, type ReferenceChart, type SwetestRow } from './swetest-output.ts';

/** The tolerance the issue sets for every longitude, cusp and angle. */
const TOLERANCE_DEG = 1 / ARCSECONDS_PER_DEGREE;
/** swetest prints 7 decimals of a degree per day; speeds must agree to well within that. */
const SPEED_TOLERANCE_DEG_PER_DAY = 1e-6;
/** swetest prints the Julian day with 9 decimals (≈ 0.1 ms); ours must be the same instant. */
const JD_TOLERANCE_DAYS = 1e-8;

/** swetest's row name for each body of the response (the north node depends on `nodo`). */
const SWETEST_NAME: Record<string, string> = {
  Sole: 'Sun', Luna: 'Moon', Mercurio: 'Mercury', Venere: 'Venus', Marte: 'Mars', Giove: 'Jupiter',
  Saturno: 'Saturn', Urano: 'Uranus', Nettuno: 'Neptune', Plutone: 'Pluto', Chirone: 'Chiron',
  Lilith: 'mean Apogee',
};

const houseSystemOfLetter = (letter: string): HouseSystem => {
  const code = HOUSE_SYSTEM_CODES.find((c) => SWISS_HOUSE_SYSTEM_LETTERS[c] === letter);
  if (!code) throw new Error(`charts.tsv: unknown house letter ${letter}`);
  return code;
};

const maxErrorArcsec = { bodies: 0, cusps: 0, angles: 0 };
const note = (kind: keyof typeof maxErrorArcsec, errorDeg: number) => {
  maxErrorArcsec[kind] = Math.max(maxErrorArcsec[kind], errorDeg * ARCSECONDS_PER_DEGREE);
};

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp();
});
afterAll(async () => {
  await app.close();
  if (process.env.SWETEST_REPORT) {
    console.log(`houses checked against swetest's house positions: ${housesCheckedAgainstSwetest}`);
    console.log(`natal aspects (orb, applying or separating) checked against swetest's positions and speeds: ${aspectsChecked}`);
    console.log(`max error vs swetest (arc-seconds): bodies ${maxErrorArcsec.bodies.toExponential(2)}, cusps ${maxErrorArcsec.cusps.toExponential(2)}, Asc/MC ${maxErrorArcsec.angles.toExponential(2)}`);
  }
});

async function temaNatale(chart: ReferenceChart, nodo: 'true' | 'mean'): Promise<TemaNataleResponse> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/tema-natale',
    payload: {
      datetime: chart.datetime,
      timezone: chart.timezone,
      latitude: chart.latitude,
      longitude: chart.longitude,
      houseSystem: houseSystemOfLetter(chart.houseLetter),
      nodo,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

function expectBody(name: string, ours: TemaNataleResponse['pianeti'][string], ref: SwetestRow | undefined) {
  expect(ref, `swetest row for ${name}`).toBeDefined();
  const err = separationDegrees(ours.longitude, ref!.longitude);
  note('bodies', err);
  expect(err, `${name} longitude`).toBeLessThanOrEqual(TOLERANCE_DEG);
  expect(Math.abs(ours.latitude - ref!.latitude!), `${name} latitude`).toBeLessThanOrEqual(TOLERANCE_DEG);
  expect(Math.abs(ours.speed - ref!.speed), `${name} speed`).toBeLessThanOrEqual(SPEED_TOLERANCE_DEG_PER_DAY);
  expect(ours.retrograde, `${name} retrograde`).toBe(ref!.speed < 0);
}

/** Nodo Sud: the point opposite the node swetest printed. */
const opposite = (r: SwetestRow): SwetestRow => ({ longitude: normalizeDegrees(r.longitude + 180), latitude: -r.latitude!, speed: r.speed, housePosition: null });

/**
 * Swiss Ephemeris' house position places a body by where it is in the sky, its latitude included;
 * the spec's rule reads the ecliptic longitude alone. The two must agree for a body near the
 * ecliptic and clear of every cusp: within this latitude, and at least this far from a cusp.
 */
const HOUSE_CHECK_MAX_LATITUDE_DEG = 0.3;
const HOUSE_CHECK_CUSP_MARGIN_DEG = 2;
/** The bodies whose house is checked, with swetest's row: the node, on the ecliptic, is the surest. */
const HOUSED_BODIES: [string, string][] = [...Object.entries(SWETEST_NAME), ['Nodo Nord', 'true Node']];
let housesCheckedAgainstSwetest = 0;

/**
 * The natal aspects swetest's numbers give: every pair of points whose separation is within the
 * orb table, and whether the orb is smaller a minute after the instant than a minute before,
 * moving each point by its printed speed (the angles stay where they are). Pairs within this much
 * of an orb limit are left out, as the printed decimals cannot settle them.
 */
const ORB_LIMIT_MARGIN_DEG = 1e-4;
const MINUTE_DAYS = 1 / 1440;

interface ReferenceAspect {
  pair: string;
  type: string;
  orbDeg: number;
  applying: boolean;
}

/** The default natal orb of an aspect between a pair named "Sole|Luna" (Sole or Luna: the wider column). */
function pairOrbLimitDeg(pair: string, aspect: AspectCode): number {
  const [a, b] = pair.split('|').map((name) => POINT_BY_NAME_IT.get(name)!);
  return orbLimitDeg(DEFAULT_NATAL_ORBS, aspect, a!, b!);
}

function referenceAspects(points: [string, SwetestRow | { longitude: number; speed: number }][], skip: (a: string, b: string) => boolean): ReferenceAspect[] {
  const out: ReferenceAspect[] = [];
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      const [nameA, a] = points[i]!;
      const [nameB, b] = points[j]!;
      if (skip(nameA, nameB)) continue;
      const orbAt = (days: number, angle: number) =>
        Math.abs(separationDegrees(a.longitude + a.speed * days, b.longitude + b.speed * days) - angle);
      for (const aspect of ASPECT_CODES) {
        const orbDeg = orbAt(0, ASPECT_ANGLE_DEG[aspect]);
        const limitDeg = pairOrbLimitDeg(`${nameA}|${nameB}`, aspect);
        if (Math.abs(orbDeg - limitDeg) < ORB_LIMIT_MARGIN_DEG || orbDeg > limitDeg) continue;
        const applying = orbAt(MINUTE_DAYS, ASPECT_ANGLE_DEG[aspect]) < orbAt(-MINUTE_DAYS, ASPECT_ANGLE_DEG[aspect]);
        out.push({ pair: `${nameA}|${nameB}`, type: ASPECT_NAMES_IT[aspect], orbDeg, applying });
      }
    }
  }
  return out;
}

/** Our answer's aspects in the same form, those within the margin of an orb limit left out too. */
function ourAspects(pairs: TemaNataleResponse['aspetti'] | TemaNataleResponse['aspettiAngoli']) {
  return pairs.flatMap((p) => p.aspects.map((a) => ({ pair: `${p.planet1}|${p.planet2}`, type: a.type, orb: a.orb, applying: a.applying })));
}

let aspectsChecked = 0;

const charts = readReferenceCharts();

describe(`tema-natale vs swetest, ${charts.length} charts (tolerance 1″)`, () => {
  test('the fixtures cover what the issue asks', () => {
    expect(charts.length).toBeGreaterThanOrEqual(15);
    const years = charts.map((c) => Number(c.datetime.slice(0, 4)));
    expect(Math.min(...years)).toBe(1800);
    expect(Math.max(...years)).toBe(2399);
    expect(charts.some((c) => c.latitude < 0)).toBe(true);
    expect(charts.some((c) => Math.abs(c.latitude) > 66.57)).toBe(true);
    expect(new Set(charts.map((c) => c.houseLetter)).size).toBe(HOUSE_SYSTEM_CODES.length);
    // Polar charts whose cusps run backwards: Regiomontanus and Campanus (see houseOf).
    expect(charts.map((c) => c.id)).toEqual(expect.arrayContaining(['hammerfest-1990', 'mawson-1990']));
  });

  test.each(charts.map((c) => [c.id, c] as const))('%s', async (_id, chart) => {
    const ref = readSwetestOutput(chart.id);
    const chartTrue = await temaNatale(chart, 'true');

    expect(Math.abs(chartTrue.meta.jd - ref.jdUt), 'same UT instant').toBeLessThanOrEqual(JD_TOLERANCE_DAYS);

    for (const [name, swetestName] of Object.entries(SWETEST_NAME)) {
      expectBody(name, chartTrue.pianeti[name]!, ref.rows.get(swetestName));
    }
    const trueNode = ref.rows.get('true Node')!;
    expectBody('Nodo Nord (vero)', chartTrue.pianeti['Nodo Nord']!, trueNode);
    expectBody('Nodo Sud (vero)', chartTrue.pianeti['Nodo Sud']!, opposite(trueNode));

    const chartMean = await temaNatale(chart, 'mean');
    const meanNode = ref.rows.get('mean Node')!;
    expectBody('Nodo Nord (medio)', chartMean.pianeti['Nodo Nord']!, meanNode);
    expectBody('Nodo Sud (medio)', chartMean.pianeti['Nodo Sud']!, opposite(meanNode));

    const refCusps: number[] = [];
    for (let h = 1; h <= 12; h++) {
      const refCusp = ref.rows.get(`house ${h}`)!.longitude;
      refCusps.push(refCusp);
      const err = separationDegrees(chartTrue.case[String(h)]!.cusp, refCusp);
      note('cusps', err);
      expect(err, `cusp ${h}`).toBeLessThanOrEqual(TOLERANCE_DEG);
    }
    for (const [ours, refName] of [[chartTrue.ascendente, 'Ascendant'], [chartTrue.medioCoeli, 'MC']] as const) {
      const err = separationDegrees(ours.longitude, ref.rows.get(refName)!.longitude);
      note('angles', err);
      expect(err, refName).toBeLessThanOrEqual(TOLERANCE_DEG);
    }

    // The house of each body, by the spec's rule applied to swetest's cusps.
    for (const [name, body] of Object.entries(chartTrue.pianeti)) {
      expect(body.house, `house of ${name}`).toBe(houseOf(body.longitude, refCusps));
    }
    // And swetest's own house of each body near the ecliptic and clear of the cusps (the polar
    // charts with backwards Regiomontanus and Campanus cusps included). Where Placidus or Koch
    // failed, swetest's house positions are still those of the failed system (all 0 at McMurdo),
    // not of the Porphyry cusps it prints: those charts are left out.
    if (!ref.housesFellBackToPorphyry) {
      for (const [name, swetestName] of HOUSED_BODIES) {
        const row = ref.rows.get(swetestName)!;
        if (Math.abs(row.latitude!) > HOUSE_CHECK_MAX_LATITUDE_DEG) continue;
        if (refCusps.some((c) => separationDegrees(c, row.longitude) < HOUSE_CHECK_CUSP_MARGIN_DEG)) continue;
        expect(chartTrue.pianeti[name]!.house, `house of ${name} (swetest ${row.housePosition})`).toBe(Math.floor(row.housePosition!));
        housesCheckedAgainstSwetest++;
      }
    }

    // The aspects, between bodies and to the angles, and whether each is applying, from swetest's
    // longitudes and speeds (orbs to the API's two decimals).
    const bodies: [string, SwetestRow][] = [
      ...Object.entries(SWETEST_NAME).map(([name, swetestName]) => [name, ref.rows.get(swetestName)!] as [string, SwetestRow]),
      ['Nodo Nord', trueNode],
      ['Nodo Sud', opposite(trueNode)],
    ];
    const bodyOrder = Object.keys(chartTrue.pianeti);
    bodies.sort((x, y) => bodyOrder.indexOf(x[0]) - bodyOrder.indexOf(y[0]));
    const expectAspects = (ours: ReturnType<typeof ourAspects>, reference: ReferenceAspect[]) => {
      const key = (x: { pair: string; type: string }) => `${x.pair} ${x.type}`;
      const nearLimit = (x: { pair: string; type: string; orb: number }) => Math.abs(x.orb - pairOrbLimitDeg(x.pair, ASPECT_BY_NAME_IT.get(x.type)!)) <= 0.005;
      expect(ours.filter((x) => !nearLimit(x)).map(key).sort()).toEqual(reference.filter((r) => !nearLimit({ pair: r.pair, type: r.type, orb: r.orbDeg })).map(key).sort());
      for (const r of reference) {
        const o = ours.find((x) => key(x) === key(r));
        if (!o) continue;
        expect(o.orb, key(r)).toBeCloseTo(r.orbDeg, 2);
        expect(o.applying, `${key(r)} applying`).toBe(r.applying);
        aspectsChecked++;
      }
    };
    expectAspects(ourAspects(chartTrue.aspetti), referenceAspects(bodies, (a, b) => a === 'Nodo Nord' && b === 'Nodo Sud'));
    const angles: [string, { longitude: number; speed: number }][] = [
      ['Ascendente', { longitude: ref.rows.get('Ascendant')!.longitude, speed: 0 }],
      ['Medio Coeli', { longitude: ref.rows.get('MC')!.longitude, speed: 0 }],
    ];
    expectAspects(ourAspects(chartTrue.aspettiAngoli), referenceAspects([...bodies, ...angles], (a, b) => !angles.some(([n]) => n === b) || angles.some(([n]) => n === a)));

    // Above the polar circles swetest falls back to Porphyry too; we must say so in a warning.
    const requested = houseSystemOfLetter(chart.houseLetter);
    if (ref.housesFellBackToPorphyry) {
      expect(chartTrue.meta.houseSystem).toBe('porphyry');
      expect(chartTrue.meta.warnings).toHaveLength(1);
      expect(chartTrue.meta.warnings[0]).toMatch(/circolo polare.*Porfirio/);
    } else {
      expect(chartTrue.meta.houseSystem).toBe(requested);
      expect(chartTrue.meta.warnings).toEqual([]);
    }
  });
});
