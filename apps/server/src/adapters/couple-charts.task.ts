/**
 * The task kind `couple-charts` (issue 35): POST /api/coppia, the two natal charts, the synastry,
 * the composite and the Davison chart of a couple, on a pool worker. Its cost: a few charts and
 * 256 pairs of points, whatever the request (the gazetteer is read once per worker, at its first
 * couple or «Mirata»).
 */
import { ALL_ASPECT_CODES } from '@astrolabio/core';
import { ASPECT_NAMES_IT } from '@astrolabio/names-it';
import type { API_ROUTES } from '@astrolabio/contract';
import { linearCost } from '../compute-pool/cost-model.ts';
import { defineTaskKind, type RowInput } from '../compute-pool/task-kind.ts';
import { SHAPE_BIRTH } from '../compute-pool/shape-births.ts';
import { coupleChartsIt } from './couple-charts.ts';
import { scanPlaces } from './return-scan.ts';

type CoupleChartsInput = RowInput<typeof API_ROUTES.coppia>;

/** The second person of the shapes: Milano, two years on. */
export const SHAPE_SECOND_BIRTH = { datetime: '1992-06-15T08:30', latitude: 45.4642, longitude: 9.19, timezone: 2 } as const;

export default defineTaskKind<CoupleChartsInput>({
  cost: linearCost(() => ({ task: 1 }), { task: 6.63 }),
  run: (input, ctx) => coupleChartsIt(input, ctx.ephemeris, scanPlaces()),
  shapes: [
    { label: 'una coppia', route: 'coppia', input: { primo: SHAPE_BIRTH, secondo: SHAPE_SECOND_BIRTH } },
    {
      label: 'undici aspetti, Koch, luogo di riferimento, orbite',
      route: 'coppia',
      input: {
        primo: SHAPE_BIRTH, secondo: SHAPE_SECOND_BIRTH, houseSystem: 'koch', aspects: ALL_ASPECT_CODES.map((a) => ASPECT_NAMES_IT[a]),
        orbiSinastria: { Congiunzione: 8 }, luogoComposito: { latitude: 44.4949, longitude: 11.3426, nome: 'Bologna (BO)' },
      },
    },
  ],
});
