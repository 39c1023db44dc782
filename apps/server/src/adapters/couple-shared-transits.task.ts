/**
 * The task kind `couple-shared-transits` (issue 35): POST /api/coppia/transiti-di-coppia, each
 * person's transits on the worker's shared paths and their overlaps, on a pool worker. Its cost: the
 * transits' own estimate twice (by default for Marte … Plutone only), and the couple transits found.
 */
import { aspectSidesDeg, DEFAULT_COUPLE_TRANSIT_BODIES } from '@astrolabio/core';
import type { API_ROUTES } from '@astrolabio/contract';
import { linearCost } from '../compute-pool/cost-model.ts';
import { defineTaskKind, type RowInput } from '../compute-pool/task-kind.ts';
import { SHAPE_BIRTH } from '../compute-pool/shape-births.ts';
import { SHAPE_SECOND_BIRTH } from './couple-charts.task.ts';
import { coupleSharedTransitsIt } from './couple-transits.ts';
import { MEAN_ABS_MOTION_DEG_PER_DAY, transitsCost, transitWorkOf, type TransitWork } from './transits.task.ts';

type SharedTransitsInput = RowInput<typeof API_ROUTES.transitiDiCoppia>;

/**
 * The couple transits a request may find, each written with its two transits whole: a body sweeping
 * v·days degrees crosses each of the first's aspect positions v·days/360 times, and each such
 * stretch overlaps the second's positions within two orbs of it (4·orb/360 of them).
 */
function expectedPairs(w: TransitWork): number {
  let positionsWithOrbDeg = 0;
  let positions = 0;
  for (const a of w.aspects) {
    const n = aspectSidesDeg(a).length * w.natalPoints.length;
    positions += n;
    positionsWithOrbDeg += n * Math.max(w.orbs[a].orbDeg, w.orbs[a].luminaryOrbDeg);
  }
  const sweepDeg = w.bodies.reduce((sum, b) => sum + MEAN_ABS_MOTION_DEG_PER_DAY[b], 0) * w.days;
  return (positions * 4 * positionsWithOrbDeg * sweepDeg) / (360 * 360);
}

export default defineTaskKind<SharedTransitsInput>({
  cost: linearCost((input: SharedTransitsInput, format) => {
    const work = transitWorkOf({ ...input, planets: input.planets ?? [...DEFAULT_COUPLE_TRANSIT_BODIES] });
    return { transitMs: 2 * transitsCost(work, format), pairs: expectedPairs(work) };
  }, { transitMs: 0.692, pairs: 0.0148 }),
  run: (input, ctx) => coupleSharedTransitsIt(input, ctx.ephemeris, ctx.paths),
  shapes: [
    { label: 'un anno, Marte … Plutone', route: 'transitiDiCoppia', input: { primo: SHAPE_BIRTH, secondo: SHAPE_SECOND_BIRTH, startDate: '2025-01-01', endDate: '2025-12-31' } },
    { label: 'un anno, tutti i corpi', route: 'transitiDiCoppia', input: {
      primo: SHAPE_BIRTH, secondo: SHAPE_SECOND_BIRTH, startDate: '2025-01-01', endDate: '2025-12-31',
      planets: ['Sole', 'Luna', 'Mercurio', 'Venere', 'Marte', 'Giove', 'Saturno', 'Urano', 'Nettuno', 'Plutone', 'Chirone', 'Lilith', 'Nodo Nord'],
    } },
    { label: 'un anno, la Luna', route: 'transitiDiCoppia', input: { primo: SHAPE_BIRTH, secondo: SHAPE_SECOND_BIRTH, startDate: '2025-01-01', endDate: '2025-12-31', planets: ['Luna'] } },
    { label: 'dieci anni, lenti', route: 'transitiDiCoppia', input: { primo: SHAPE_BIRTH, secondo: SHAPE_SECOND_BIRTH, startDate: '2025-01-01', endDate: '2034-12-31', planets: ['Giove', 'Saturno', 'Urano', 'Nettuno', 'Plutone'] } },
  ],
});
