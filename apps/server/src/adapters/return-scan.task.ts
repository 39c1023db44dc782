/**
 * The task kind `return-scan` (issue 27, issue 32): POST /api/rivoluzione-solare/mirata, the solar
 * return of a year tried at every gazetteer place, filtered and sorted, on a pool worker. Its cost:
 * one return, the houses of every place scanned (the Sun and each chosen body), and the zone of each
 * place answered.
 */
import type { API_ROUTES } from '@astrolabio/contract';
import { linearCost } from '../compute-pool/cost-model.ts';
import { defineTaskKind, type RowInput } from '../compute-pool/task-kind.ts';
import { SHAPE_BIRTH } from '../compute-pool/shape-births.ts';
import { runReturnScan } from './return-scan.ts';

type ScanInput = RowInput<typeof API_ROUTES.mirata>;

export default defineTaskKind<ScanInput>({
  // Every gazetteer place is scanned whatever the filters and bodies (the houses of each place are
  // the work; measured: one body or four, 100 places answered or 500, the same): one fixed cost.
  cost: linearCost(() => ({ task: 1 }), { task: 446 }),
  run: (input, ctx) => runReturnScan(input, ctx.ephemeris),
  shapes: [
    { label: 'predefinita', route: 'mirata', input: { natal: SHAPE_BIRTH, year: 2025 } },
    { label: 'tre corpi, 500 luoghi, filtri', route: 'mirata', input: { natal: SHAPE_BIRTH, year: 2026, corpi: ['Luna', 'Venere', 'Giove'], limit: 500, filtri: { ascendenteInCaseNatali: [1, 10, 11] } } },
  ],
});
