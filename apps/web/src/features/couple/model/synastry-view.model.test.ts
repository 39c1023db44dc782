/** The Sinastria's views: the bi-wheel's charts either way round, the grid's closest aspect per pair, the rows' order, the overlays. */
import { describe, expect, test } from 'vitest';
import { decodeNatalChart, type NatalChartCodes, type TemaNataleResponse } from '@astrolabio/contract';
import { BODY_CODES, normalizeDegrees, SYNASTRY_POINT_CODES, type PointCode, type SynastryAspect } from '@astrolabio/core';
import roma from '../../../../test/fixtures/tema-natale-roma-1990.json';
import { biWheelCharts, cellOf, interAspectCells, interAspectRows, overlayRows, pointLongitude } from './synastry-view.ts';

const first = decodeNatalChart(roma as TemaNataleResponse);
/** Another chart: the first turned by 97° (only its shape matters here). */
const second: NatalChartCodes = {
  ...first,
  bodies: Object.fromEntries(BODY_CODES.map((b) => [b, { ...first.bodies[b], longitude: normalizeDegrees(first.bodies[b].longitude + 97), retrograde: !first.bodies[b].retrograde }])) as NatalChartCodes['bodies'],
  cusps: first.cusps.map((c) => normalizeDegrees(c + 97)),
  ascendant: normalizeDegrees(first.ascendant + 97),
  midheaven: normalizeDegrees(first.midheaven + 97),
};
const aspect = (firstPoint: PointCode, secondPoint: PointCode, a: SynastryAspect['aspect'], orbDeg: number): SynastryAspect => ({ firstPoint, secondPoint, aspect: a, orbDeg });
const aspects = [
  aspect('moon', 'sun', 'trine', 2.5),
  aspect('sun', 'ascendant', 'square', 1.25),
  aspect('sun', 'moon', 'sextile', 0.5),
  aspect('sun', 'moon', 'semisextile', 0.25),
  aspect('midheaven', 'pluto', 'opposition', 4),
];
const label = (lon: number) => `${lon.toFixed(0)}°`;

describe('biWheelCharts', () => {
  test('the first inside: its points inside, the second’s outside, the aspects as they are', () => {
    const w = biWheelCharts({ first, second, synastry: { aspects } }, 'first', label);
    expect(w.inner.ascendant).toBe(first.ascendant);
    expect(w.inner.cusps).toEqual(first.cusps);
    expect(w.outer.points.map((p) => p.code)).toEqual([...SYNASTRY_POINT_CODES]);
    expect(w.outer.points.find((p) => p.code === 'venus')!.longitude).toBe(second.bodies.venus.longitude);
    expect(w.outer.points.find((p) => p.code === 'venus')!.retrograde).toBe(second.bodies.venus.retrograde);
    expect(w.outer.points.find((p) => p.code === 'midheaven')).toMatchObject({ longitude: second.midheaven, retrograde: false, label: label(second.midheaven) });
    expect(w.aspects[0]).toEqual({ inner: 'moon', outer: 'sun', aspect: 'trine' });
  });

  test('the reverse: the second inside, its houses framing the wheel, every aspect turned round', () => {
    const w = biWheelCharts({ first, second, synastry: { aspects } }, 'second', label);
    expect(w.inner.ascendant).toBe(second.ascendant);
    expect(w.inner.cusps).toEqual(second.cusps);
    expect(w.outer.points.find((p) => p.code === 'sun')!.longitude).toBe(first.bodies.sun.longitude);
    expect(w.aspects.map((a) => `${a.inner}-${a.outer}`)).toEqual(['sun-moon', 'ascendant-sun', 'moon-sun', 'moon-sun', 'pluto-midheaven']);
  });
});

describe('the inter-aspect grid and list', () => {
  test('a pair with two aspects shows its closest in the grid; a pair without none; the grid is first × second, not symmetric', () => {
    const cells = interAspectCells(aspects);
    expect(cellOf(cells, 'sun', 'moon')).toMatchObject({ aspect: 'semisextile', orbDeg: 0.25 });
    expect(cellOf(cells, 'moon', 'sun')).toMatchObject({ aspect: 'trine' });
    expect(cellOf(cells, 'moon', 'moon')).toBeUndefined();
    expect(cellOf(cells, 'pluto', 'midheaven')).toBeUndefined();
  });

  test('rows by the first’s point, then the second’s, the closest first', () => {
    expect(interAspectRows(aspects).map((a) => `${a.firstPoint}-${a.secondPoint}-${a.aspect}`)).toEqual([
      'sun-moon-semisextile', 'sun-moon-sextile', 'sun-ascendant-square', 'moon-sun-trine', 'midheaven-pluto-opposition',
    ]);
  });
});

describe('overlayRows', () => {
  test('every point of one person with its longitude and the other’s house it falls in', () => {
    const houses = Object.fromEntries(SYNASTRY_POINT_CODES.map((p, i) => [p, (i % 12) + 1])) as Record<PointCode, number>;
    const rows = overlayRows(second, houses);
    expect(rows.map((r) => r.point)).toEqual([...SYNASTRY_POINT_CODES]);
    expect(rows[0]).toEqual({ point: 'sun', longitude: second.bodies.sun.longitude, house: 1 });
    expect(rows.at(-1)).toEqual({ point: 'midheaven', longitude: second.midheaven, house: 4 });
    expect(pointLongitude(second, 'ascendant')).toBe(second.ascendant);
  });
});
