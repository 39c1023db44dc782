/**
 * The task kind `solar-return` (issue 27, issue 32): POST /api/rivoluzione-solare, the solar return
 * of a year at a place, on a pool worker: the return instant found by search, the chart there, the
 * zone in force. Its cost: one natal chart, one search, one return chart.
 */
import type { API_ROUTES } from '@astrolabio/contract';
import { linearCost } from '../compute-pool/cost-model.ts';
import { defineTaskKind, type RowInput } from '../compute-pool/task-kind.ts';
import { SHAPE_BIRTH } from '../compute-pool/shape-births.ts';
import { solarReturnIt } from './returns.ts';

type SolarReturnInput = RowInput<typeof API_ROUTES.rivoluzioneSolare>;

export default defineTaskKind<SolarReturnInput>({
  cost: linearCost(() => ({ task: 1 }), { task: 1.45 }),
  run: (input, ctx) => solarReturnIt(input, ctx.ephemeris),
  shapes: [
    { label: 'a casa', route: 'rivoluzioneSolare', input: { natal: SHAPE_BIRTH, year: 2025 } },
    { label: 'altrove, zodiaco corretto per la precessione', route: 'rivoluzioneSolare', input: { natal: SHAPE_BIRTH, year: 2040, zodiaco: 'precessionCorrected', luogo: { latitude: 40.7128, longitude: -74.006, nome: 'New York' } } },
  ],
});
