/**
 * The task kind `solar-returns-calendar` (issue 27, issue 32): POST /api/rivoluzione-solare.ics, the
 * return instants of a span of years as a calendar, on a pool worker. Its cost: one search a year.
 */
import type { API_ROUTES } from '@astrolabio/contract';
import { linearCost } from '../compute-pool/cost-model.ts';
import { defineTaskKind, type RowInput } from '../compute-pool/task-kind.ts';
import { SHAPE_BIRTH } from '../compute-pool/shape-births.ts';
import { solarReturnsIcs } from './returns-ics.ts';

type CalendarInput = RowInput<typeof API_ROUTES.rivoluzioneSolareIcs>;

export default defineTaskKind<CalendarInput>({
  cost: linearCost((b: CalendarInput) => ({ task: 1, years: b.toYear - b.fromYear + 1 }), { task: 0.143, years: 0.122 }),
  run: (input, ctx) => solarReturnsIcs(input, ctx.ephemeris, ctx.requestedAtMs),
  shapes: [
    { label: 'cinque anni', route: 'rivoluzioneSolareIcs', input: { natal: SHAPE_BIRTH, fromYear: 2025, toYear: 2029 } },
    { label: 'cinquanta anni altrove', route: 'rivoluzioneSolareIcs', input: { natal: SHAPE_BIRTH, fromYear: 2000, toYear: 2049, luogo: { latitude: 45.46, longitude: 9.19, nome: 'Milano' } } },
  ],
});
