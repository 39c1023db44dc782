/**
 * The made-up transits: deterministic for a seed, at most 10 per planet-aspect on distinct days,
 * only the selected planets and aspects, inside the period, orbs within 3° with exact ⇔ orb ≤ 0.01°;
 * the transits page's sample set (20 for a month, 10 for a year, after 1 s).
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ASPECT_CODES, TRANSIT_BODY_CODES, type AspectCode, type TransitBodyCode } from '@astrolabio/core';
import { periodRange } from './period.ts';
import {
  filterSampleTransits,
  generateMockTransits,
  generateSampleTransits,
  loadSampleTransits,
  MOCK_MAX_ITEMS_PER_PAIR,
  SAMPLE_DELAY_MS,
  SAMPLE_ITEM_COUNT,
  type SampleInput,
  type SampleTransit,
} from './sample-transits.ts';
import { seededRandom } from './seeded-random.ts';

const MONTH = periodRange({ mode: 'month', year: 2025, month: 2 });
const YEAR = periodRange({ mode: 'year', year: 2024, month: 1 });
const ALL: Omit<SampleInput, 'range' | 'seed'> = { planets: TRANSIT_BODY_CODES, aspects: ASPECT_CODES };

const withoutId = ({ id: _id, ...rest }: SampleTransit) => rest;
function perPair(rows: readonly SampleTransit[]): Map<string, SampleTransit[]> {
  const pairs = new Map<string, SampleTransit[]>();
  for (const r of rows) pairs.set(`${r.planet}|${r.aspect}`, [...(pairs.get(`${r.planet}|${r.aspect}`) ?? []), r]);
  return pairs;
}

describe('seededRandom', () => {
  test('the same seed and key give the same numbers; another seed or key others', () => {
    const draw = (seed: number, key: string) => Array.from({ length: 5 }, seededRandom(seed, key));
    expect(draw(7, 'a')).toEqual(draw(7, 'a'));
    expect(draw(7, 'a')).not.toEqual(draw(8, 'a'));
    expect(draw(7, 'a')).not.toEqual(draw(7, 'b'));
  });

  test('numbers lie in [0, 1) and spread evenly: each tenth holds 10% ± 1% of 20,000 draws', () => {
    const random = seededRandom(1, 'spread');
    const bins = new Array<number>(10).fill(0);
    for (let i = 0; i < 20_000; i++) {
      const x = random();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
      bins[Math.floor(x * 10)]!++;
    }
    for (const n of bins) expect(Math.abs(n / 20_000 - 0.1)).toBeLessThanOrEqual(0.01);
  });
});

describe('generateMockTransits', () => {
  test.each([1, 2, 42])('seed %i: the same rows every time; another seed, other rows', (seed) => {
    const rows = generateMockTransits({ ...ALL, range: MONTH, seed });
    expect(generateMockTransits({ ...ALL, range: MONTH, seed })).toEqual(rows);
    expect(generateMockTransits({ ...ALL, range: MONTH, seed: seed + 1 })).not.toEqual(rows);
  });

  test.each([['a month', MONTH], ['a year', YEAR]] as const)('%s: at most 10 per pair on distinct days inside the period; every count from 0 to 10 occurs over 40 seeds', (_, range) => {
    const seen = new Set<number>();
    for (let seed = 1; seed <= 40; seed++) {
      const rows = generateMockTransits({ ...ALL, range, seed });
      const pairs = perPair(rows);
      for (const planet of TRANSIT_BODY_CODES) {
        for (const aspect of ASPECT_CODES) {
          const pair = pairs.get(`${planet}|${aspect}`) ?? [];
          seen.add(pair.length);
          expect(pair.length).toBeLessThanOrEqual(MOCK_MAX_ITEMS_PER_PAIR);
          expect(new Set(pair.map((r) => r.date)).size).toBe(pair.length);
        }
      }
      for (const r of rows) {
        expect(r.date >= range.startDate && r.date <= range.endDate).toBe(true);
      }
      expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    }
    expect([...seen].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  test('fields: orb in [0, 3] with two decimals, exact exactly when orb ≤ 0.01, house 1–12, rows in date order', () => {
    const rows = Array.from({ length: 10 }, (_, i) => generateMockTransits({ ...ALL, range: YEAR, seed: i })).flat();
    for (const r of rows) {
      expect(r.orb).toBeGreaterThanOrEqual(0);
      expect(r.orb).toBeLessThanOrEqual(3);
      expect(Math.round(r.orb * 100) / 100).toBe(r.orb);
      expect(r.isExact).toBe(r.orb <= 0.01);
      expect(r.house).toBeGreaterThanOrEqual(1);
      expect(r.house).toBeLessThanOrEqual(12);
      expect(r.id).toBe(`${r.date}-${r.planet}-${r.aspect}-${r.targetPlanet}`);
    }
    expect(rows.some((r) => r.isExact)).toBe(true);
    expect(rows.some((r) => !r.isExact)).toBe(true);
    const one = generateMockTransits({ ...ALL, range: YEAR, seed: 3 });
    expect(one.map((r) => r.date)).toEqual(one.map((r) => r.date).sort());
  });

  test.each<[string, readonly TransitBodyCode[], readonly AspectCode[]]>([
    ['slow planets, tense aspects', ['pluto', 'neptune', 'uranus', 'saturn', 'jupiter'], ['square', 'opposition']],
    ['the Moon alone, all aspects', ['moon'], ASPECT_CODES],
    ['every planet, conjunctions', TRANSIT_BODY_CODES, ['conjunction']],
  ])('%s: only the selected pairs, and exactly the rows the full set has for them', (_, planets, aspects) => {
    const full = generateMockTransits({ ...ALL, range: YEAR, seed: 5 });
    const some = generateMockTransits({ planets, aspects, range: YEAR, seed: 5 });
    expect(some.every((r) => planets.includes(r.planet) && aspects.includes(r.aspect))).toBe(true);
    expect(some.map(withoutId)).toEqual(filterSampleTransits(full, planets, aspects).map(withoutId));
    expect(some.length).toBeGreaterThan(0);
  });

  test.each<[readonly TransitBodyCode[], readonly AspectCode[]]>([
    [[], ASPECT_CODES],
    [TRANSIT_BODY_CODES, []],
  ])('nothing selected (%j × %j): no rows', (planets, aspects) => {
    expect(generateMockTransits({ planets, aspects, range: MONTH, seed: 1 })).toEqual([]);
  });
});

describe('generateSampleTransits and loadSampleTransits (the transits page without a chart)', () => {
  test.each([
    ['month', MONTH, 20],
    ['year', YEAR, 10],
  ] as const)('%s mode: %i items, selected pairs only, no day and pair twice, the same for the same seed', (mode, range, count) => {
    const input = { planets: ['pluto', 'saturn'] as TransitBodyCode[], aspects: ['square', 'trine'] as AspectCode[], range, seed: 9 };
    const rows = generateSampleTransits(input, SAMPLE_ITEM_COUNT[mode]);
    expect(rows).toHaveLength(count);
    expect(rows.every((r) => input.planets.includes(r.planet) && input.aspects.includes(r.aspect))).toBe(true);
    expect(new Set(rows.map((r) => `${r.date}|${r.planet}|${r.aspect}`)).size).toBe(count);
    expect(generateSampleTransits(input, SAMPLE_ITEM_COUNT[mode])).toEqual(rows);
  });

  test('fewer items when the period and selection have fewer slots; none without a planet', () => {
    const range = { startDate: '2025-01-01', endDate: '2025-01-05' };
    expect(generateSampleTransits({ planets: ['mars'], aspects: ['square'], range, seed: 1 }, 20)).toHaveLength(5);
    expect(generateSampleTransits({ planets: [], aspects: ASPECT_CODES, range, seed: 1 }, 20)).toEqual([]);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  test('arrives after the 1 s delay, not before; an abort rejects it', async () => {
    vi.useFakeTimers();
    const input = { ...ALL, range: MONTH, seed: 1, mode: 'month' as const };
    let rows: SampleTransit[] | null = null;
    const loading = loadSampleTransits(input).then((r) => (rows = r));
    await vi.advanceTimersByTimeAsync(SAMPLE_DELAY_MS - 1);
    expect(rows).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    await loading;
    expect(rows).toEqual(generateSampleTransits(input, 20));

    const controller = new AbortController();
    const aborted = loadSampleTransits(input, { signal: controller.signal });
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
  });
});
