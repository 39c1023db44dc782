/** One entry per distinct choice: grouping by key and radius around the largest place, then the orders. */
import { describe, expect, test } from 'vitest';
import { groupChoices, sortChoices, type ChoiceCandidate } from './choices.ts';

const place = (latitude: number, longitude: number, population: number, choice = 'a', extra: Partial<ChoiceCandidate> = {}): ChoiceCandidate => ({
  latitude, longitude, population, choice, verdict: 1, score: 0, distanceKm: null, ...extra,
});

describe('groupChoices', () => {
  // Rome and three of its districts (same choice), Fiumicino (27 km away), a district with another choice.
  const candidates = [
    place(41.85, 12.55, 60_000), // 0 district, 7 km from the centre
    place(41.9028, 12.4964, 2_800_000), // 1 Rome
    place(41.93, 12.45, 40_000), // 2 district
    place(41.77, 12.24, 80_000), // 3 Fiumicino, ~26 km
    place(41.88, 12.52, 30_000, 'b'), // 4 district, another choice
    place(41.95, 12.5, 20_000), // 5 district
  ];

  test('the largest heads the choice and takes the same choice within the radius, nearest first', () => {
    const groups = groupChoices(candidates, 15);
    expect(groups[0]).toEqual({ head: 1, members: [2, 5, 0] });
    expect(groups.map((g) => g.head).sort()).toEqual([1, 3, 4]);
  });

  test('a radius of 0 leaves every place its own choice; a wide one takes Fiumicino too', () => {
    expect(groupChoices(candidates, 0)).toHaveLength(6);
    expect(groupChoices(candidates, 40).find((g) => g.head === 1)!.members).toContain(3);
  });

  test('a comune\'s places are one choice however far from its centre (Ostia, 25 km, is Rome)', () => {
    const rome = [place(41.9028, 12.4964, 2_800_000, 'a', { comune: '058091' }), place(41.73, 12.28, 85_000, 'a', { comune: '058091' }), place(41.73, 12.28, 10_000, 'a')];
    expect(groupChoices(rome, 15)).toEqual([{ head: 0, members: [1] }, { head: 2, members: [] }]);
  });

  test('far places never group', () => {
    const far = [place(60, 10, 10), place(60, 10.5, 5), place(-33, 151, 100)];
    expect(groupChoices(far, 30).map((g) => g.members.length).sort()).toEqual([0, 1]);
  });
});

describe('sortChoices', () => {
  const c = [
    place(0, 0, 10, 'a', { verdict: 1, score: 0, distanceKm: 100 }),
    place(0, 1, 50, 'b', { verdict: 0, score: 3, distanceKm: 900 }),
    place(0, 2, 30, 'c', { verdict: 0, score: 5, distanceKm: 500 }),
    place(0, 3, 20, 'd', { verdict: 2, score: 9, distanceKm: 10 }),
  ];
  const order = (sort: Parameters<typeof sortChoices>[2]) => sortChoices(c.map((_, i) => ({ head: i, members: [] })), c, sort).map((g) => g.head);

  test.each([
    ['verdict', [2, 1, 0, 3]],
    ['score', [3, 2, 1, 0]],
    ['distance', [3, 0, 2, 1]],
    ['population', [1, 2, 3, 0]],
  ] as const)('%s', (sort, expected) => {
    expect(order(sort)).toEqual(expected);
  });
});
