/**
 * Made-up transits for the test pages (spec sections 3, 7 and 9): the mock page's rows (up to 10
 * per planet-aspect pair) and the transits page's sample data set without a chart (20 items for a
 * month, 10 for a year, after a 1 s delay). Deterministic for a seed; clearly not ephemeris output.
 */
import {
  BODY_CODES,
  DEFAULT_TRANSIT_MAX_ORB_DEG,
  HOUSE_COUNT,
  TIMELINE_EXACT_ORB_DEG,
  TRANSIT_BODY_CODES,
  ALL_ASPECT_CODES,
  datesInPeriod,
  type AspectCode,
  type BodyCode,
  type TransitBodyCode,
} from '@astrolabio/core';
import type { DateRange, PeriodMode } from './period.ts';
import { randomIndex, seededRandom } from './seeded-random.ts';

/** Spec section 3, "mock transit row". */
export interface SampleTransit {
  /** `date-planet-aspect-target`, as the spec's transit record id; unique in a data set. */
  id: string;
  /** `YYYY-MM-DD`. */
  date: string;
  planet: TransitBodyCode;
  /** The natal house, 1–12. */
  house: number;
  aspect: AspectCode;
  targetPlanet: BodyCode;
  /** Degrees, two decimals, in [0, DEFAULT_TRANSIT_MAX_ORB_DEG] (the transits page's maximum, 3°). */
  orb: number;
  /** orb ≤ TIMELINE_EXACT_ORB_DEG (0.01°), the transits page's rule. */
  isExact: boolean;
}

/** Spec section 9: the mock generator makes up to 10 items per planet-aspect. */
export const MOCK_MAX_ITEMS_PER_PAIR = 10;
/** Spec section 9: the transits page's sample data set, by period mode, and its simulated delay. */
export const SAMPLE_ITEM_COUNT: Readonly<Record<PeriodMode, number>> = { month: 20, year: 10 };
export const SAMPLE_DELAY_MS = 1000;
/** About one made-up transit in twenty is exact: rare, as real exact hits are, yet enough for the exact column and marks to show. */
const EXACT_SHARE = 1 / 20;

export interface SampleInput {
  range: DateRange;
  planets: readonly TransitBodyCode[];
  aspects: readonly AspectCode[];
  seed: number;
}

const round2 = (x: number) => Math.round(x * 100) / 100;

function madeUpOrb(random: () => number): number {
  return random() < EXACT_SHARE
    ? round2(random() * TIMELINE_EXACT_ORB_DEG)
    : round2(TIMELINE_EXACT_ORB_DEG + random() * (DEFAULT_TRANSIT_MAX_ORB_DEG - TIMELINE_EXACT_ORB_DEG));
}

function madeUp(random: () => number, date: string, planet: TransitBodyCode, aspect: AspectCode): SampleTransit {
  const targetPlanet = BODY_CODES[randomIndex(random, BODY_CODES.length)]!;
  const orb = madeUpOrb(random);
  return {
    id: `${date}-${planet}-${aspect}-${targetPlanet}`,
    date,
    planet,
    house: 1 + randomIndex(random, HOUSE_COUNT),
    aspect,
    targetPlanet,
    orb,
    isExact: orb <= TIMELINE_EXACT_ORB_DEG,
  };
}

/** `count` distinct days of the range, drawn without repetition (a partial Fisher–Yates shuffle), in date order. */
function distinctDates(random: () => number, dates: readonly string[], count: number): string[] {
  const pool = dates.slice();
  const n = Math.min(count, pool.length);
  for (let i = 0; i < n; i++) {
    const j = i + randomIndex(random, pool.length - i);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, n).sort();
}

const planetOrder = (p: TransitBodyCode) => TRANSIT_BODY_CODES.indexOf(p);
const aspectOrder = (a: AspectCode) => ALL_ASPECT_CODES.indexOf(a);

/** By date, then planet and aspect in their usual order. */
function byDate(a: SampleTransit, b: SampleTransit): number {
  return a.date.localeCompare(b.date) || planetOrder(a.planet) - planetOrder(b.planet) || aspectOrder(a.aspect) - aspectOrder(b.aspect) || a.id.localeCompare(b.id);
}

/**
 * The mock page's rows: for each selected planet and aspect, 0 to `maxPerPair` transits on distinct
 * days of the range. Each pair's rows depend only on the seed, the pair and the range, so a
 * narrower selection gives exactly the wider one's rows for the pairs it keeps.
 */
export function generateMockTransits(input: SampleInput, maxPerPair = MOCK_MAX_ITEMS_PER_PAIR): SampleTransit[] {
  const dates = datesInPeriod(input.range.startDate, input.range.endDate);
  const rows: SampleTransit[] = [];
  for (const planet of new Set(input.planets)) {
    for (const aspect of new Set(input.aspects)) {
      const random = seededRandom(input.seed, `${input.range.startDate}|${input.range.endDate}|${planet}|${aspect}`);
      const count = randomIndex(random, maxPerPair + 1);
      for (const date of distinctDates(random, dates, count)) rows.push(madeUp(random, date, planet, aspect));
    }
  }
  return rows.sort(byDate);
}

/**
 * The transits page's sample data set: `count` transits spread over the selected pairs and the
 * range's days (no two with the same day and pair). Empty when no planet or no aspect is selected.
 */
export function generateSampleTransits(input: SampleInput, count: number): SampleTransit[] {
  const planets = [...new Set(input.planets)];
  const aspects = [...new Set(input.aspects)];
  const dates = datesInPeriod(input.range.startDate, input.range.endDate);
  const slots = planets.length * aspects.length * dates.length;
  if (slots === 0) return [];
  const random = seededRandom(input.seed, `${input.range.startDate}|${input.range.endDate}|sample`);
  const taken = new Set<string>();
  const rows: SampleTransit[] = [];
  while (rows.length < Math.min(count, slots)) {
    const planet = planets[randomIndex(random, planets.length)]!;
    const aspect = aspects[randomIndex(random, aspects.length)]!;
    const date = dates[randomIndex(random, dates.length)]!;
    const slot = `${date}|${planet}|${aspect}`;
    if (taken.has(slot)) continue;
    taken.add(slot);
    rows.push(madeUp(random, date, planet, aspect));
  }
  return rows.sort(byDate);
}

/**
 * The sample data set as the transits page gets it without a chart: SAMPLE_ITEM_COUNT[mode] items
 * after the spec's simulated delay; rejects with an AbortError when `signal` fires first.
 */
export function loadSampleTransits(input: SampleInput & { mode: PeriodMode }, options: { signal?: AbortSignal; delayMs?: number } = {}): Promise<SampleTransit[]> {
  const { signal, delayMs = SAMPLE_DELAY_MS } = options;
  return new Promise((resolve, reject) => {
    const aborted = () => new DOMException('Aborted', 'AbortError');
    if (signal?.aborted) {
      reject(aborted());
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve(generateSampleTransits(input, SAMPLE_ITEM_COUNT[input.mode]));
    }, delayMs);
    const onAbort = () => {
      clearTimeout(timer);
      reject(aborted());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** The rows of the selected planets and aspects (the filters applied to a data set already made). */
export function filterSampleTransits(rows: readonly SampleTransit[], planets: readonly TransitBodyCode[], aspects: readonly AspectCode[]): SampleTransit[] {
  const p = new Set(planets);
  const a = new Set(aspects);
  return rows.filter((r) => p.has(r.planet) && a.has(r.aspect));
}
