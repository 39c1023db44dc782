/**
 * The task kind `mirata-places` (issue 36): POST /api/mirata/luoghi, one solar return read by the
 * rules at every gazetteer place within the travel limits, grouped into choices, the first
 * explained, on a pool worker. Its cost: the places read (mirata-cost.ts estimates them), and each
 * choice explained (its cusps, the zone and civil time of its place at the instant and a day before).
 */
import type { API_ROUTES } from '@astrolabio/contract';
import { linearCost } from '../compute-pool/cost-model.ts';
import { defineTaskKind, type RowInput } from '../compute-pool/task-kind.ts';
import { SHAPE_BIRTH } from '../compute-pool/shape-births.ts';
import { kiloPlacesToRead } from './mirata-cost.ts';
import { runMirataPlaces } from './mirata.ts';

type PlacesInput = RowInput<typeof API_ROUTES.mirataLuoghi>;

export default defineTaskKind<PlacesInput>({
  cost: linearCost((b: PlacesInput) => ({ task: 1, kiloPlaces: kiloPlacesToRead(b.limiti, b.casa), choices: b.limit }), { task: 2, kiloPlaces: 2.5, choices: 0.5 }),
  run: (input, ctx) => runMirataPlaces(input, ctx.ephemeris),
  shapes: [
    { label: 'predefinita, tutto il mondo', route: 'mirataLuoghi', input: { natal: SHAPE_BIRTH, year: 2028 } },
    { label: 'entro 1500 km da Roma, 200 scelte', route: 'mirataLuoghi', input: { natal: SHAPE_BIRTH, year: 2028, casa: { latitude: 41.9, longitude: 12.5 }, limiti: { entroKm: 1500 }, limit: 200 } },
    { label: 'solo aeroporti, anche scartate', route: 'mirataLuoghi', input: { natal: SHAPE_BIRTH, year: 2028, limiti: { soloAeroporti: true }, verdetti: [] } },
  ],
});
