/**
 * One entry per distinct choice: places whose return gives the same verdict, score and houses
 * (the same choice key) within a few km of each other, or in the same comune, are one choice,
 * named after the largest of them, the others listed under it. Without this, a search from Rome
 * lists Rome's districts one by one (Ostia is 25 km from the centre, still Rome). Then the order a
 * list asks for.
 */
import type { ReturnPlace } from '../returns/return-chart.ts';
import { distanceKm } from '../returns/scan-filter.ts';

/** The default radius of one choice, km: a city and its districts, not the next town. */
export const DEFAULT_CHOICE_RADIUS_KM = 15;
export const MAX_CHOICE_RADIUS_KM = 100;

/** A place that passed a search, as the grouping and the order need it. */
export interface ChoiceCandidate extends ReturnPlace {
  /** The choice key and score (place-readings.ts): equal strings, the same choice. */
  choice: string;
  population: number;
  /** Index in MIRATA_VERDICTS (0 recommended … 2 discarded). */
  verdict: number;
  score: number;
  /** km from home; null without a home. */
  distanceKm: number | null;
  /** The comune a place belongs to (its ISTAT code), when it has one: a comune's places are one choice whatever their distance. */
  comune?: string;
}

/** A choice: its head (the most populous place of it) and the others, nearest the head first; positions in the candidates. */
export interface MirataChoice {
  head: number;
  members: number[];
}

const KM_PER_DEG = 111.2;

/**
 * Groups the candidates: the most populous not yet taken heads a choice, and takes every candidate
 * of the same choice key within `radiusKm` of it or in its comune. A radius of 0 leaves every place
 * its own choice.
 */
export function groupChoices(candidates: readonly ChoiceCandidate[], radiusKm: number): MirataChoice[] {
  const order = candidates.map((_, i) => i).sort((a, b) => candidates[b]!.population - candidates[a]!.population || a - b);
  if (radiusKm <= 0) return order.map((head) => ({ head, members: [] }));
  // Each distinct choice string and comune gets a small number, so the maps below are keyed by numbers.
  const ids = new Map<string, number>();
  const idOf = (text: string) => {
    let id = ids.get(text);
    if (id === undefined) ids.set(text, (id = ids.size));
    return id;
  };
  const choiceId = candidates.map((c) => idOf(c.choice));
  const cellDeg = Math.max(radiusKm / KM_PER_DEG, 0.05);
  const rowOf = (c: ChoiceCandidate) => Math.floor((c.latitude + 90) / cellDeg);
  const columnOf = (c: ChoiceCandidate) => Math.floor((c.longitude + 180) / cellDeg);
  // (choice, row, column) in one safe integer: rows < 3 600 and columns < 7 200 at the smallest cell.
  const cellKey = (choice: number, row: number, column: number) => (choice * 4096 + row) * 8192 + column;
  const cells = new Map<number, number[]>();
  const comunes = new Map<string, number[]>();
  for (const i of order) {
    const c = candidates[i]!;
    const key = cellKey(choiceId[i]!, rowOf(c), columnOf(c));
    let list = cells.get(key);
    if (!list) cells.set(key, (list = []));
    list.push(i);
    if (c.comune !== undefined) {
      const k = `${choiceId[i]}|${c.comune}`;
      let same = comunes.get(k);
      if (!same) comunes.set(k, (same = []));
      same.push(i);
    }
  }
  const taken = new Uint8Array(candidates.length);
  const out: MirataChoice[] = [];
  const members: { i: number; d: number }[] = [];
  for (const head of order) {
    if (taken[head]) continue;
    taken[head] = 1;
    const h = candidates[head]!;
    const id = choiceId[head]!;
    const row = rowOf(h);
    const column = columnOf(h);
    const columns = Math.ceil(1 / Math.max(0.01, Math.cos((Math.min(89, Math.abs(h.latitude) + cellDeg) * Math.PI) / 180)));
    members.length = 0;
    for (let dr = -1; dr <= 1; dr++) {
      for (let dk = -columns; dk <= columns; dk++) {
        for (const i of cells.get(cellKey(id, row + dr, column + dk)) ?? []) {
          if (taken[i]) continue;
          const d = distanceKm(h, candidates[i]!);
          if (d <= radiusKm) {
            taken[i] = 1;
            members.push({ i, d });
          }
        }
      }
    }
    if (h.comune !== undefined) {
      for (const i of comunes.get(`${id}|${h.comune}`) ?? []) {
        if (taken[i]) continue;
        taken[i] = 1;
        members.push({ i, d: distanceKm(h, candidates[i]!) });
      }
    }
    members.sort((a, b) => a.d - b.d || a.i - b.i);
    out.push({ head, members: members.map((m) => m.i) });
  }
  return out;
}

/** The orders of a list of choices. */
export const MIRATA_SORTS = ['verdict', 'score', 'distance', 'population'] as const;
export type MirataSort = (typeof MIRATA_SORTS)[number];
export const DEFAULT_MIRATA_SORT: MirataSort = 'verdict';

/**
 * Sorts choices by their heads: `verdict` (best verdict, then highest score, then nearest home,
 * or most populous without a home), `score` (highest, then verdict, then distance), `distance`
 * (nearest home; without a home, most populous), `population` (largest first). Ties by position.
 */
export function sortChoices(choices: MirataChoice[], candidates: readonly ChoiceCandidate[], sort: MirataSort): MirataChoice[] {
  const near = (a: ChoiceCandidate, b: ChoiceCandidate) =>
    a.distanceKm !== null && b.distanceKm !== null ? a.distanceKm - b.distanceKm : b.population - a.population;
  const compare: Record<MirataSort, (a: ChoiceCandidate, b: ChoiceCandidate) => number> = {
    verdict: (a, b) => a.verdict - b.verdict || b.score - a.score || near(a, b),
    score: (a, b) => b.score - a.score || a.verdict - b.verdict || near(a, b),
    distance: (a, b) => near(a, b),
    population: (a, b) => b.population - a.population,
  };
  const by = compare[sort];
  return choices.sort((x, y) => by(candidates[x.head]!, candidates[y.head]!) || x.head - y.head);
}
