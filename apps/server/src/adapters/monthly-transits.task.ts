/**
 * The task kind `monthly-transits` (issue 22, issue 32): GET /api/transiti-mensili, every body once a
 * day over a period, grouped by month. 732 days took the main thread ~0.2 s, and three clients
 * looping on it pushed /api/health to p99 166 ms: it runs on a pool worker. The answer depends only
 * on the dates and the node, so the last tables are kept for everyone (`answersKept`).
 */
import { dailyPositions, daysInPeriod, DEFAULT_LILITH_KIND, DEFAULT_NODE_KIND } from '@astrolabio/core';
import type { API_ROUTES } from '@astrolabio/contract';
import { linearCost } from '../compute-pool/cost-model.ts';
import { defineTaskKind, type RowInput } from '../compute-pool/task-kind.ts';
import { toTransitiMensiliResponse } from './monthly-transits.ts';

type MonthlyInput = RowInput<typeof API_ROUTES.transitiMensili>;

export default defineTaskKind<MonthlyInput>({
  cost: linearCost((q: MonthlyInput) => ({ task: 1, days: daysInPeriod(q.startDate, q.endDate) }), { task: 0.68, days: 0.111 }),
  run(q, ctx) {
    const kinds = { node: q.nodo ?? DEFAULT_NODE_KIND, lilith: q.lilith ?? DEFAULT_LILITH_KIND };
    return toTransitiMensiliResponse(q.startDate, q.endDate, dailyPositions(ctx.ephemeris, q.startDate, q.endDate, kinds), kinds);
  },
  // Tables kept, newest used last: a year is ~110 kB compressed, so at most a few MB.
  answersKept: 48,
  shapes: [
    { label: 'un mese', route: 'transitiMensili', input: { startDate: '2025-01-01', endDate: '2025-01-31' } },
    { label: 'un anno', route: 'transitiMensili', input: { startDate: '2025-01-01', endDate: '2025-12-31' } },
    { label: 'due anni, nodo vero', route: 'transitiMensili', input: { startDate: '2024-01-01', endDate: '2025-12-31', nodo: 'true' } },
  ],
});
