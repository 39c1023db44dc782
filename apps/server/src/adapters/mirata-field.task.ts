/**
 * The task kind `mirata-field` (issue 36): POST /api/mirata/campo, the solar return read at the
 * centre of every cell of a grid over the world or a region, and the astrocartography lines, on a
 * pool worker. Its cost: the cells, and the lines' points (each planet, each chart asked).
 */
import { fieldShape } from '@astrolabio/core';
import type { API_ROUTES } from '@astrolabio/contract';
import { linearCost } from '../compute-pool/cost-model.ts';
import { defineTaskKind, type RowInput } from '../compute-pool/task-kind.ts';
import { SHAPE_BIRTH } from '../compute-pool/shape-births.ts';
import { fieldGridOf, runMirataField } from './mirata.ts';

type FieldInput = RowInput<typeof API_ROUTES.mirataCampo>;

export default defineTaskKind<FieldInput>({
  cost: linearCost((b: FieldInput) => {
    const { rows, columns } = fieldShape(fieldGridOf(b));
    return { task: 1, megacells: (rows * columns) / 1e6, lines: b.corpiLinee.length * (Number(b.linee.rivoluzione) + Number(b.linee.natale)) };
  }, { task: 5, megacells: 1100, lines: 0.2 }),
  run: (input, ctx) => runMirataField(input, ctx.ephemeris),
  shapes: [
    { label: 'il mondo a 0,5°', route: 'mirataCampo', input: { natal: SHAPE_BIRTH, year: 2027 } },
    { label: 'l’Europa a 0,1°, linee natali e della RS', route: 'mirataCampo', input: { natal: SHAPE_BIRTH, year: 2027, passoGradi: 0.1, regione: { sud: 34, nord: 72, ovest: -12, est: 42 }, linee: { natale: true } } },
  ],
});
