/**
 * One entry per distinct choice: places whose return gives the same verdict, score and houses
 * (the same choice key) within a few km of each other are one choice, named after the largest
 * of them, the others listed under it. Without this, a search from Rome lists Rome's districts
 * one by one. Then the order a list asks for.
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
}

/** A choice: its head (the most populous place of it) and the others, nearest the head first; positions in the candidates. */
export interface MirataChoice {
  head: number;
  members: number[];
}

const KM_PER_DEG = 111.2;

/**
 * Groups the candidates: the most populous not yet taken heads a choice, and takes every candidate
 * of the same choice key within `radiusKm` of it. A radius of 0 leaves every place its own choice.
 */
export function groupChoices(candidates: readonly ChoiceCandidate[], radiusKm: number): MirataChoice[] {
  const order = candidates.map((_, i) => i).sort((a, b) => candidates[b]!.population - candidates[a]!.population || a - b);
  if (radiusKm <= 0) return order.map((head) => ({ head, members: [] }));
  const cellDeg = Math.max(radiusKm / KM_PER_DEG, 0.05);
  const cells = new Map<string, number[]>();
  const cellOf = (c: ChoiceCandidate) => [Math.floor(c.latitude / cellDeg), Math.floor(c.longitude / cellDeg)] as const;
  for (const i of order) {
    const c = candidates[i]!;
    const [r, k] = cellOf(c);
    const key = `${c.choice}|${r}|${k}`;
    let list = cells.get(key);
    if (!list) cells.set(key, (list = []));
    list.push(i);
  }
  const taken = new Uint8Array(candidates.length);
  const out: MirataChoice[] = [];
  for (const head of order) {
    if (taken[head]) continue;
    taken[head] = 1;
    const h = candidates[head]!;
    const [r, k] = cellOf(h);
    const columns = Math.ceil(1 / Math.max(0.01, Math.cos((Math.min(89, Math.abs(h.latitude) + cellDeg) * Math.PI) / 180)));
    const members: { i: number; d: number }[] = [];
    for (let dr = -1; dr <= 1; dr++) {
      for (let dk = -columns; dk <= columns; dk++) {
        for (const i of cells.get(`${h.choice}|${r + dr}|${k + dk}`) ?? []) {
          if (taken[i]) continue;
          const d = distanceKm(h, candidates[i]!);
          if (d <= radiusKm) members.push({ i, d });
        }
      }
    }
    members.sort((a, b) => a.d - b.d || a.i - b.i);
    for (const m of members) taken[m.i] = 1;
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
