/**
 * A search on the synthetic sky: the places within the limits, read, grouped and ordered; a plan's
 * lazy search (only the best classes grouped) gives the same first choices as the full one, and
 * each choice's explanation agrees with the scan's verdict and score.
 */
import { describe, expect, test } from 'vitest';
import { STEADY_MOTIONS, SYNTHETIC_EPOCH_JD, syntheticTechniqueEphemeris } from '../../../../test-support/synthetic-ephemeris.ts';
import { MIRATA_READ_BODIES } from './rule-set.ts';
import { mirataSkyAt } from './place-readings.ts';
import { DISCEPOLO_RULE_SET } from './rule-set.ts';
import { placesToRead, searchMirata, type MirataPlace } from './search.ts';
import { MIRATA_SORTS } from './choices.ts';

/** The ten planets steady and spread round the zodiac (Sun and Moon as the synthetic sky has them). */
const motions = Object.fromEntries(MIRATA_READ_BODIES.map((b, i) => [b, STEADY_MOTIONS[b] ?? { longitudeDeg: (i * 47) % 360, meanSpeedDegPerDay: 1 / (i + 1), amplitudeDeg: 0, periodDays: 100, epochJd: SYNTHETIC_EPOCH_JD }]));
const ephemeris = syntheticTechniqueEphemeris({ motions });
const sky = mirataSkyAt(2461400.3, 'placidus', ephemeris);
const natalCusps = Array.from({ length: 12 }, (_, i) => (i * 31 + 17) % 360).sort((a, b) => a - b);
let seed = 3;
const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
const places: MirataPlace[] = Array.from({ length: 3000 }, (_, i) => ({
  latitude: random() * 120 - 60,
  longitude: random() * 360 - 180,
  country: i % 3 === 0 ? 'IT' : 'FR',
  population: Math.floor(random() * 1e6),
  ...(i % 10 === 0 ? { istat: String(i % 7) } : {}),
}));
const toRead = placesToRead(places, { airportsOnly: false, airportMaxKm: 40 });
const search = (sort: (typeof MIRATA_SORTS)[number], countChoices: boolean) => searchMirata({
  sky, natalCuspsDeg: natalCusps, rules: DISCEPOLO_RULE_SET, toRead, verdicts: ['recommended', 'acceptable'], choiceRadiusKm: 300, sort, limit: 8, countChoices,
});

describe('searchMirata', () => {
  test.each(['verdict', 'score'] as const)('sorted by %s: the lazy search gives the full search’s first choices', (sort) => {
    const full = search(sort, true);
    const lazy = search(sort, false);
    expect(full.choicesTotal).toBeGreaterThan(8);
    expect(lazy.choicesTotal).toBeNull();
    expect(lazy.choices.map((c) => c.head.index)).toEqual(full.choices.map((c) => c.head.index));
    expect(lazy.placesByVerdict).toEqual(full.placesByVerdict);
  });

  test('each choice explained agrees with its place’s reading; best verdict and score first', () => {
    const r = search('verdict', true);
    let previous = { rank: -1, score: Infinity };
    for (const c of r.choices) {
      const rank = ['recommended', 'acceptable', 'discarded'].indexOf(c.explained.verdict);
      expect(rank).toBeGreaterThanOrEqual(previous.rank);
      if (rank === previous.rank) expect(c.explained.score).toBeLessThanOrEqual(previous.score);
      previous = { rank, score: c.explained.score };
      expect(c.explained.verdict).not.toBe('discarded');
    }
    expect(r.placesRead).toBe(3000);
  });

  test('the travel limits: a country', () => {
    const italy = searchMirata({ sky, natalCuspsDeg: natalCusps, rules: DISCEPOLO_RULE_SET, toRead: placesToRead(places, { airportsOnly: false, airportMaxKm: 40, countries: ['IT'] }), verdicts: [], choiceRadiusKm: 0, sort: 'population', limit: 5 });
    expect(italy.placesRead).toBe(1000);
    expect(italy.choicesTotal).toBe(1000);
    expect(italy.choices.map((c) => places[c.head.index]!.country)).toEqual(['IT', 'IT', 'IT', 'IT', 'IT']);
  });
});
