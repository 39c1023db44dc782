/**
 * The task kind `couple-transits` (issue 35): POST /api/coppia/transiti and its exports (.ics,
 * .csv), the transits of a period to the composite or the Davison chart, on a pool worker with the
 * worker's paths cache. Its cost: the transits' own estimate for the same options (a composite's
 * points cost what a natal chart's do; the couple's charts, a few ms, are lost in it), and the
 * table's cells.
 */
import { ALL_ASPECT_CODES } from '@astrolabio/core';
import { ASPECT_NAMES_IT } from '@astrolabio/names-it';
import type { API_ROUTES } from '@astrolabio/contract';
import { linearCost } from '../compute-pool/cost-model.ts';
import { defineTaskKind, type RowInput } from '../compute-pool/task-kind.ts';
import { SHAPE_BIRTH } from '../compute-pool/shape-births.ts';
import { SHAPE_SECOND_BIRTH } from './couple-charts.task.ts';
import { runCoupleChartTransits } from './couple-transits.ts';
import { toTransitiResponse } from './transits.ts';
import { transitsToCsv, transitsToIcs } from './transits-export.ts';
import { transitsCost, transitWorkOf } from './transits.task.ts';

type CoupleTransitsInput = RowInput<typeof API_ROUTES.coppiaTransiti>;

export default defineTaskKind<CoupleTransitsInput>({
  cost: linearCost((input: CoupleTransitsInput, format) => {
    const work = transitWorkOf(input);
    // A table writes each exact hit's cells in the user's zone: dearer than the JSON answer.
    return { transitMs: transitsCost(work, format), csvCrossings: format === 'csv' ? transitsCost.drivers(work, format).crossings : 0 };
  }, { transitMs: 0.824, csvCrossings: 0.0169 }),
  run(input, ctx) {
    const run = runCoupleChartTransits(input, ctx.ephemeris, ctx.paths);
    if (ctx.cancelled()) return '';
    switch (ctx.format) {
      case 'json': return toTransitiResponse(run);
      case 'ics': return transitsToIcs(run, ctx.requestedAtMs, input.timeZone, input);
      case 'csv': return transitsToCsv(run, input.timeZone);
    }
  },
  shapes: [
    { label: 'un anno al composito', route: 'coppiaTransiti', input: { primo: SHAPE_BIRTH, secondo: SHAPE_SECOND_BIRTH, startDate: '2025-01-01', endDate: '2025-12-31' } },
    { label: 'un anno al Davison', route: 'coppiaTransiti', input: { primo: SHAPE_BIRTH, secondo: SHAPE_SECOND_BIRTH, tema: 'davison', startDate: '2025-01-01', endDate: '2025-12-31' } },
    { label: 'un mese al composito, la Luna', route: 'coppiaTransiti', input: { primo: SHAPE_BIRTH, secondo: SHAPE_SECOND_BIRTH, startDate: '2025-03-01', endDate: '2025-03-31', planets: ['Luna'] } },
    {
      label: 'tre anni al composito, lenti, undici aspetti', route: 'coppiaTransiti',
      input: { primo: SHAPE_BIRTH, secondo: SHAPE_SECOND_BIRTH, startDate: '2025-01-01', endDate: '2027-12-31', planets: ['Giove', 'Saturno', 'Urano', 'Nettuno', 'Plutone'], aspects: ALL_ASPECT_CODES.map((a) => ASPECT_NAMES_IT[a]) },
    },
    { label: 'un anno al composito .ics', route: 'coppiaTransitiIcs', input: { primo: SHAPE_BIRTH, secondo: SHAPE_SECOND_BIRTH, startDate: '2025-01-01', endDate: '2025-12-31' } },
    { label: 'un anno al Davison .csv', route: 'coppiaTransitiCsv', input: { primo: SHAPE_BIRTH, secondo: SHAPE_SECOND_BIRTH, tema: 'davison', startDate: '2025-01-01', endDate: '2025-12-31' } },
  ],
});
