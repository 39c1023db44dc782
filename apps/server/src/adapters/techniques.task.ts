/**
 * The task kind `techniques` (issue 32): POST /api/tecniche and its exports (.ics, .csv), the layers
 * asked for on a pool worker, with the worker's paths cache and its memo of slow layers. Its cost:
 * CPU ms from the symbolic years of progressions and directions (their own slow period when given),
 * the moving and natal points, the aspects, the lunations of the period and the transits layer.
 */
import { aspectSidesDeg, daysInPeriod, DEFAULT_ASPECT_CODES, POINT_CODES, PROGRESSED_POINT_CODES } from '@astrolabio/core';
import { LAYER_NAMES_IT } from '@astrolabio/names-it';
import { DEFAULT_TECHNIQUE_LAYERS, type API_ROUTES } from '@astrolabio/contract';
import { linearCost, type AnswerFormat } from '../compute-pool/cost-model.ts';
import { defineTaskKind, type RowInput } from '../compute-pool/task-kind.ts';
import { SHAPE_BIRTH } from '../compute-pool/shape-births.ts';
import { runTechniques, toTecnicheResponse } from './techniques.ts';
import { techniquesToCsv, techniquesToIcs } from './techniques-export.ts';
import { transitsCost, transitWorkOf } from './transits.task.ts';

type TechniquesInput = RowInput<typeof API_ROUTES.tecniche>;

const DAYS_PER_YEAR = 365.25;
const SYNODIC_MONTH_DAYS = 29.53;

/**
 * The drivers of a techniques request's work, layer by layer (0 for a layer not asked): the symbolic
 * years of progressions and directions (their own slow period when given) times the points moved and
 * the aspect sides searched, and those points and sides themselves (each point's searches cost
 * something however short the period: a year of progressions took 6.5 ms of CPU, twenty years of
 * the Moon's alone 3.1); the lunations of the period; and the transits layer's own estimate (the
 * transits' cost model).
 */
function techniqueDrivers(req: TechniquesInput, format: AnswerFormat) {
  const layers = req.layers ?? DEFAULT_TECHNIQUE_LAYERS;
  const slowYears = daysInPeriod(req.slowStartDate ?? req.startDate, req.slowEndDate ?? req.endDate) / DAYS_PER_YEAR;
  const progressed = (req.points ?? PROGRESSED_POINT_CODES).filter((p) => p !== 'southNode').length;
  const directed = (req.points ?? POINT_CODES).length;
  // Each aspect side is a search of its own: the five major aspects are eight sides.
  const sidesFactor = (req.aspects ?? DEFAULT_ASPECT_CODES).reduce((n, a) => n + aspectSidesDeg(a).length, 0) / 8;
  const transits = layers.includes('transits') ? transitWorkOf({ ...req, maxOrb: req.transitMaxOrb, orbs: req.transitOrbs }) : undefined;
  return {
    task: 1,
    progressedPoints: layers.includes('progressions') ? progressed * sidesFactor : 0,
    progressionYears: layers.includes('progressions') ? slowYears * progressed * sidesFactor : 0,
    directionYears: layers.includes('directions') ? slowYears * directed * sidesFactor : 0,
    lunations: layers.includes('lunations') ? (daysInPeriod(req.startDate, req.endDate) * 2) / SYNODIC_MONTH_DAYS : 0,
    transitLayerMs: transits ? transitsCost(transits, format) : 0,
  };
}

const YEAR = { natal: SHAPE_BIRTH, startDate: '2025-01-01', endDate: '2025-12-31' };
const LIFETIME = { slowStartDate: '1990-06-15', slowEndDate: '2090-06-14' };

export default defineTaskKind<TechniquesInput>({
  cost: linearCost(techniqueDrivers, { task: 2.62, progressedPoints: 0.201, progressionYears: 0.00874, directionYears: 0.003, lunations: 0.54, transitLayerMs: 0.596 }),
  run(input, ctx) {
    const run = runTechniques(input, ctx.ephemeris, ctx.paths, ctx.memo);
    if (ctx.cancelled()) return '';
    switch (ctx.format) {
      case 'json': return toTecnicheResponse(run);
      case 'ics': return techniquesToIcs(run, ctx.requestedAtMs, input.timeZone, input);
      case 'csv': return techniquesToCsv(run, input.timeZone);
    }
  },
  shapes: [
    { label: 'un anno, i tre livelli predefiniti', route: 'tecniche', input: YEAR },
    { label: 'un anno, progressioni', route: 'tecniche', input: { ...YEAR, layers: [LAYER_NAMES_IT.progressions] } },
    { label: 'un anno, direzioni', route: 'tecniche', input: { ...YEAR, layers: [LAYER_NAMES_IT.directions] } },
    { label: 'un anno, lunazioni ed eclissi', route: 'tecniche', input: { ...YEAR, layers: [LAYER_NAMES_IT.lunations] } },
    { label: 'un anno, i quattro livelli', route: 'tecniche', input: { ...YEAR, layers: [LAYER_NAMES_IT.progressions, LAYER_NAMES_IT.directions, LAYER_NAMES_IT.lunations, LAYER_NAMES_IT.transits] } },
    { label: 'cento anni di progressioni, periodo di un giorno', route: 'tecniche', input: { ...YEAR, endDate: '2025-01-01', ...LIFETIME, layers: [LAYER_NAMES_IT.progressions] } },
    { label: 'cento anni di direzioni, periodo di un giorno', route: 'tecniche', input: { ...YEAR, endDate: '2025-01-01', ...LIFETIME, layers: [LAYER_NAMES_IT.directions] } },
    { label: 'cento anni, progressioni e direzioni, undici aspetti', route: 'tecniche', input: { ...YEAR, ...LIFETIME, layers: [LAYER_NAMES_IT.progressions, LAYER_NAMES_IT.directions], aspects: ['Congiunzione', 'Semisestile', 'Semiquadrato', 'Sestile', 'Quintile', 'Quadratura', 'Trigono', 'Sesquiquadrato', 'Biquintile', 'Quinconce', 'Opposizione'] } },
    { label: 'venti anni di progressioni, solo la Luna', route: 'tecniche', input: { ...YEAR, slowStartDate: '2010-01-01', slowEndDate: '2029-12-31', layers: [LAYER_NAMES_IT.progressions], points: ['Luna'] } },
    { label: 'dieci anni di lunazioni .ics', route: 'tecnicheIcs', input: { ...YEAR, startDate: '2020-01-01', endDate: '2029-12-31', layers: [LAYER_NAMES_IT.lunations] } },
    { label: 'cento anni .csv, i tre livelli lenti', route: 'tecnicheCsv', input: { ...YEAR, ...LIFETIME } },
    { label: 'un anno .ics, transiti orbita 10', route: 'tecnicheIcs', input: { ...YEAR, layers: [LAYER_NAMES_IT.transits], transitMaxOrb: 10 } },
  ],
});
