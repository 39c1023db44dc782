/**
 * The task kind `mirata-plan` (issue 36): POST /api/mirata/piano and its .ics, 1–5 years of solar
 * returns read at every place within the travel limits, each with the lunar returns of its year
 * (13 or 14), on a pool worker. Its cost: the returns searched times the places read (mirata-cost.ts),
 * and the choices explained.
 */
import type { API_ROUTES } from '@astrolabio/contract';
import { linearCost } from '../compute-pool/cost-model.ts';
import { defineTaskKind, type RowInput } from '../compute-pool/task-kind.ts';
import { SHAPE_BIRTH } from '../compute-pool/shape-births.ts';
import { runMirataPlan } from './mirata.ts';
import { mirataPlanIcs } from './mirata-ics.ts';
import { kiloPlacesToRead } from './mirata-cost.ts';

type PlanInput = RowInput<typeof API_ROUTES.mirataPiano>;

/** Lunar returns in a solar year, on average (365.2422 / 27.3217). */
const LUNAR_RETURNS_A_YEAR = 13.37;

export default defineTaskKind<PlanInput>({
  cost: linearCost((b: PlanInput) => {
    const lunar = b.perLunare > 0 ? LUNAR_RETURNS_A_YEAR : 0;
    return { task: 1, kiloPlaceReturns: b.anni * (1 + lunar) * kiloPlacesToRead(b.limiti, b.casa), choices: b.anni * (b.perAnno + lunar * b.perLunare) };
  }, { task: 5, kiloPlaceReturns: 1, choices: 0.5 }),
  run: (input, ctx) => (ctx.format === 'ics' ? mirataPlanIcs(input, ctx.ephemeris, ctx.requestedAtMs) : runMirataPlan(input, ctx.ephemeris)),
  shapes: [
    { label: 'tre anni entro 1500 km da Roma', route: 'mirataPiano', input: { natal: SHAPE_BIRTH, daAnno: 2027, casa: { latitude: 41.9, longitude: 12.5 }, limiti: { entroKm: 1500 } } },
    { label: 'cinque anni, tutto il mondo, senza lunari', route: 'mirataPiano', input: { natal: SHAPE_BIRTH, daAnno: 2027, anni: 5, perLunare: 0 } },
    { label: 'un anno, solo aeroporti, calendario', route: 'mirataPianoIcs', input: { natal: SHAPE_BIRTH, daAnno: 2027, anni: 1, limiti: { soloAeroporti: true } } },
  ],
});
