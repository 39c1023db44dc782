/**
 * The task kind `transits` (issue 32): POST /api/transiti and its exports (.ics, .csv; by POST with
 * a JSON body or by GET with birth data in the query), computed on a pool worker with the worker's
 * paths cache, written as the row asks. Its cost: CPU ms from the days, the bodies (the Moon
 * dearest), the natal points, the aspects and the orbs.
 */
import {
  ALL_ASPECT_CODES,
  aspectSidesDeg,
  daysInPeriod,
  DEFAULT_ASPECT_CODES,
  DEFAULT_TRANSIT_MAX_ORB_DEG,
  POINT_CODES,
  TRANSIT_BODY_CODES,
  uniformOrbTable,
  withOrbs,
  type AspectCode,
  type OrbTable,
  type PointCode,
  type TransitBodyCode,
} from '@astrolabio/core';
import { ASPECT_NAMES_IT } from '@astrolabio/names-it';
import { birthDataShape, type API_ROUTES, type OrbChanges, type TransitiQuery } from '@astrolabio/contract';
import { linearCost, type AnswerFormat } from '../compute-pool/cost-model.ts';
import { defineTaskKind, type RowInput } from '../compute-pool/task-kind.ts';
import { SHAPE_BIRTH } from '../compute-pool/shape-births.ts';
import { runTransits, toTransitiResponse, type TransitRequest } from './transits.ts';
import { transitsToCsv, transitsToIcs } from './transits-export.ts';

type TransitsInput = RowInput<typeof API_ROUTES.transiti> | RowInput<typeof API_ROUTES.transitiIcsQuery>;

/** The GET exports' query as the request the body would be: birth data apart, the options as they are. */
export function transitRequestOf(input: TransitsInput): TransitRequest {
  if (!('datetime' in input)) return input;
  const { datetime, latitude, longitude, timezone, houseSystem, nodo, lilith, ...options } = input satisfies TransitiQuery;
  // `satisfies` names every birth field: one added to birthDataShape and not passed on fails to compile.
  const natal = { datetime, latitude, longitude, timezone, houseSystem, nodo, lilith } satisfies Record<keyof typeof birthDataShape, unknown>;
  return { natal, ...options };
}

/**
 * Each body's mean geocentric motion in degrees a day, forward and back (a retrograde loop crosses
 * an angle three times): how often it crosses an aspect's exact angle, which is the engine's work.
 * The true node (the default) wobbles some 1.5° either way twice a month about its slow mean motion.
 */
export const MEAN_ABS_MOTION_DEG_PER_DAY: Readonly<Record<TransitBodyCode, number>> = {
  sun: 0.986, moon: 13.18, mercury: 1.38, venus: 1.05, mars: 0.58, jupiter: 0.125, saturn: 0.065,
  uranus: 0.035, neptune: 0.025, pluto: 0.022, northNode: 0.4, chiron: 0.05, lilith: 0.111,
};

/**
 * Each body's stations a year (each found by its own search, and the exact hits near one are three):
 * Mercury six, the outer planets two, the Sun, the Moon and mean Lilith none; the true node's wobble
 * turns it back and forth about a dozen times.
 */
const STATIONS_PER_YEAR: Readonly<Record<TransitBodyCode, number>> = {
  sun: 0, moon: 0, mercury: 6.3, venus: 1.25, mars: 0.9, jupiter: 1.8, saturn: 1.9,
  uranus: 2, neptune: 2, pluto: 2, northNode: 12, chiron: 2, lilith: 0,
};

/** What a transit search asks, as the engine would take it (transits.ts runTransits). */
export interface TransitWork {
  days: number;
  bodies: readonly TransitBodyCode[];
  natalPoints: readonly PointCode[];
  aspects: readonly AspectCode[];
  orbs: OrbTable;
}

export function transitWorkOf(req: { startDate: string; endDate: string; planets?: readonly TransitBodyCode[]; natalPlanets?: readonly PointCode[]; aspects?: readonly AspectCode[]; maxOrb?: number; orbs?: OrbChanges }): TransitWork {
  const uniform = uniformOrbTable(req.maxOrb ?? DEFAULT_TRANSIT_MAX_ORB_DEG);
  return {
    days: daysInPeriod(req.startDate, req.endDate),
    bodies: req.planets ?? TRANSIT_BODY_CODES,
    natalPoints: req.natalPlanets ?? POINT_CODES,
    aspects: req.aspects ?? DEFAULT_ASPECT_CODES,
    orbs: req.orbs ? withOrbs(uniform, req.orbs) : uniform,
  };
}

/**
 * The drivers of a transit search's work: the bodies' paths sampled over the days, the faster the
 * denser (`pathDays`: a day of a body that moves a degree counts two), their
 * stations (`stations`), the exact crossings searched (`crossings`: each body's passes over each natal point's aspect angles,
 * from its mean motion) and the days within orb whose orb is written (`orbDays`: a fraction
 * 2 × orb / 360 of each body's days, for each target angle).
 */
function transitDrivers(w: TransitWork): { pathDays: number; stations: number; crossings: number; orbDays: number } {
  let sides = 0;
  let orbSidesDeg = 0;
  for (const a of w.aspects) {
    const n = aspectSidesDeg(a).length;
    sides += n;
    orbSidesDeg += n * Math.max(w.orbs[a].orbDeg, w.orbs[a].luminaryOrbDeg);
  }
  const motion = w.bodies.reduce((sum, b) => sum + MEAN_ABS_MOTION_DEG_PER_DAY[b], 0);
  return {
    pathDays: w.days * (w.bodies.length + motion),
    stations: (w.days / 365.25) * w.bodies.reduce((sum, b) => sum + STATIONS_PER_YEAR[b], 0),
    crossings: (w.days * w.natalPoints.length * sides * motion) / 360,
    orbDays: (w.days * w.bodies.length * w.natalPoints.length * 2 * orbSidesDeg) / 360,
  };
}

/** The transits' cost model (fitted by scripts/measure/task-costs.ts on the shapes below). */
export const transitsCost = linearCost((req: TransitWork, format: AnswerFormat) => {
  const drivers = transitDrivers(req);
  // A calendar writes an event, with its texts in the user's zone, for each exact crossing.
  return { task: 1, ...drivers, calendarCrossings: format === 'ics' ? drivers.crossings : 0 };
}, {
  task: 2.16, pathDays: 0.00141, stations: 0.695, crossings: 0.00772, orbDays: 0.000216, calendarCrossings: 0.0202,
});

const YEAR = { natal: SHAPE_BIRTH, startDate: '2025-01-01', endDate: '2025-12-31' };
const ALL_ASPECTS = ALL_ASPECT_CODES.map((a) => ASPECT_NAMES_IT[a]);

export default defineTaskKind<TransitsInput>({
  cost: linearCost((input: TransitsInput, format) => transitsCost.drivers(transitWorkOf(transitRequestOf(input)), format), transitsCost.msPer),
  run(input, ctx) {
    const request = transitRequestOf(input);
    const run = runTransits(request, ctx.ephemeris, ctx.paths);
    if (ctx.cancelled()) return '';
    switch (ctx.format) {
      case 'json': return toTransitiResponse(run);
      case 'ics': return transitsToIcs(run, ctx.requestedAtMs, request.timeZone, request);
      case 'csv': return transitsToCsv(run, request.timeZone);
    }
  },
  shapes: [
    { label: 'un mese, predefiniti', route: 'transiti', input: { ...YEAR, endDate: '2025-01-31' } },
    { label: 'un anno, predefiniti', route: 'transiti', input: YEAR },
    { label: 'un anno, solo il Sole', route: 'transiti', input: { ...YEAR, planets: ['Sole'] } },
    { label: 'un anno, solo la Luna', route: 'transiti', input: { ...YEAR, planets: ['Luna'] } },
    { label: 'un anno, solo Mercurio', route: 'transiti', input: { ...YEAR, planets: ['Mercurio'] } },
    { label: 'un anno, solo il Nodo Nord', route: 'transiti', input: { ...YEAR, planets: ['Nodo Nord'] } },
    { label: 'un anno, i pianeti lenti', route: 'transiti', input: { ...YEAR, planets: ['Giove', 'Saturno', 'Urano', 'Nettuno', 'Plutone'] } },
    { label: 'un anno, la Luna al Sole in congiunzione', route: 'transiti', input: { ...YEAR, planets: ['Luna'], natalPlanets: ['Sole'], aspects: ['Congiunzione'] } },
    { label: 'un anno, la Luna, undici aspetti, orbita 10', route: 'transiti', input: { ...YEAR, planets: ['Luna'], aspects: ALL_ASPECTS, maxOrb: 10 } },
    { label: 'un anno, undici aspetti, orbita 10', route: 'transiti', input: { ...YEAR, aspects: ALL_ASPECTS, maxOrb: 10 } },
    { label: 'un anno, orbita 1', route: 'transiti', input: { ...YEAR, maxOrb: 1 } },
    { label: 'un anno, un punto natale', route: 'transiti', input: { ...YEAR, natalPlanets: ['Sole'] } },
    { label: 'dieci anni, predefiniti', route: 'transiti', input: { ...YEAR, startDate: '2020-01-01', endDate: '2029-12-31' } },
    { label: 'dieci anni, la Luna', route: 'transiti', input: { ...YEAR, startDate: '2020-01-01', endDate: '2029-12-31', planets: ['Luna'] } },
    { label: 'dieci anni, lenti, orbita 1', route: 'transiti', input: { ...YEAR, startDate: '2020-01-01', endDate: '2029-12-31', planets: ['Giove', 'Saturno', 'Urano', 'Nettuno', 'Plutone'], maxOrb: 1 } },
    { label: 'un mese .ics', route: 'transitiIcs', input: { ...YEAR, endDate: '2025-01-31' } },
    { label: 'dieci anni .ics, Luna, undici aspetti, orbita 10', route: 'transitiIcs', input: { ...YEAR, startDate: '2020-01-01', endDate: '2029-12-31', aspects: ALL_ASPECTS, maxOrb: 10 } },
    { label: 'un anno .csv, cuspidi', route: 'transitiCsv', input: { ...YEAR, natalPlanets: ['Sole', 'Luna', 'Ascendente', 'Cuspide II', 'Cuspide III', 'Cuspide V'] } },
    {
      label: 'un anno .ics in GET', route: 'transitiIcsQuery',
      input: { datetime: SHAPE_BIRTH.datetime, latitude: String(SHAPE_BIRTH.latitude), longitude: String(SHAPE_BIRTH.longitude), timezone: String(SHAPE_BIRTH.timezone), startDate: '2025-01-01', endDate: '2025-12-31' },
    },
    {
      label: 'sei mesi .csv in GET, due pianeti', route: 'transitiCsvQuery',
      input: { datetime: SHAPE_BIRTH.datetime, latitude: String(SHAPE_BIRTH.latitude), longitude: String(SHAPE_BIRTH.longitude), timezone: String(SHAPE_BIRTH.timezone), startDate: '2025-01-01', endDate: '2025-06-30', planets: 'Marte,Giove' },
    },
  ],
});
