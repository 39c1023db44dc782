/**
 * The task kind `lunar-returns` (issue 27, issue 32): POST /api/rivoluzioni-lunari, every return of
 * the Moon in a period with its chart, on a pool worker (a burst of them on the main thread stalled
 * /api/health for seconds). Its cost: the returns in the period (one a sidereal month), each a
 * search and a chart.
 */
import { daysInPeriod } from '@astrolabio/core';
import type { API_ROUTES } from '@astrolabio/contract';
import { linearCost } from '../compute-pool/cost-model.ts';
import { defineTaskKind, type RowInput } from '../compute-pool/task-kind.ts';
import { SHAPE_BIRTH } from '../compute-pool/shape-births.ts';
import { lunarReturnsIt } from './returns.ts';

type LunarReturnsInput = RowInput<typeof API_ROUTES.rivoluzioniLunari>;

const SIDEREAL_MONTH_DAYS = 27.32;

export default defineTaskKind<LunarReturnsInput>({
  cost: linearCost((b: LunarReturnsInput) => ({ task: 1, returns: daysInPeriod(b.startDate, b.endDate) / SIDEREAL_MONTH_DAYS + 1 }), { task: 0, returns: 0.902 }),
  run: (input, ctx) => lunarReturnsIt(input, ctx.ephemeris),
  shapes: [
    { label: 'un mese', route: 'rivoluzioniLunari', input: { natal: SHAPE_BIRTH, startDate: '2025-03-01', endDate: '2025-03-31' } },
    { label: 'un anno', route: 'rivoluzioniLunari', input: { natal: SHAPE_BIRTH, startDate: '2025-01-01', endDate: '2025-12-31' } },
    { label: 'un anno altrove', route: 'rivoluzioniLunari', input: { natal: SHAPE_BIRTH, startDate: '2030-01-01', endDate: '2030-12-31', luogo: { latitude: 59.33, longitude: 18.07, nome: 'Stoccolma' } } },
  ],
});
