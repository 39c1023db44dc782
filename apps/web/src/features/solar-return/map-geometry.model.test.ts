/** The «Mirata» map: the projection fits home and the places found inside the drawing, and the land outline is drawn. */
import { describe, expect, test } from 'vitest';
import { landPath, MAP_HEIGHT, MAP_WIDTH, mapProjection, projectPoint } from './map-geometry.ts';

const ROMA = { latitude: 41.9028, longitude: 12.4964 };
const inside = ([x, y]: [number, number]) => x >= 0 && x <= MAP_WIDTH && y >= 0 && y <= MAP_HEIGHT;

describe('mapProjection', () => {
  test.each([
    ['nearby places (the span widened to a few degrees)', [ROMA, { latitude: 41.8, longitude: 12.6 }]],
    ['Europe', [ROMA, { latitude: 59.33, longitude: 18.07 }, { latitude: 38.72, longitude: -9.14 }]],
    ['the whole world', [ROMA, { latitude: 67.28, longitude: 14.4 }, { latitude: -33.87, longitude: 151.21 }, { latitude: 21.31, longitude: -157.86 }]],
  ])('%s: every point inside the map', (_label, points) => {
    const projection = mapProjection(points);
    for (const p of points) {
      const xy = projectPoint(projection, p);
      expect(xy, `${p.latitude}, ${p.longitude}`).not.toBeNull();
      expect(inside(xy!)).toBe(true);
    }
  });
  test('a point west of a European map is off it (null), not drawn at the edge', () => {
    const projection = mapProjection([ROMA, { latitude: 52.52, longitude: 13.4 }]);
    expect(projectPoint(projection, { latitude: 40.71, longitude: -74.0 })).toBeNull();
  });
  test('north is up and east is right', () => {
    const projection = mapProjection([ROMA, { latitude: 52.52, longitude: 13.4 }, { latitude: 48.86, longitude: 2.35 }]);
    const roma = projectPoint(projection, ROMA)!;
    const berlino = projectPoint(projection, { latitude: 52.52, longitude: 13.4 })!;
    const parigi = projectPoint(projection, { latitude: 48.86, longitude: 2.35 })!;
    expect(berlino[1]).toBeLessThan(roma[1]);
    expect(parigi[0]).toBeLessThan(berlino[0]);
  });
  test('the land outline is one non-empty path', () => {
    expect(landPath(mapProjection([ROMA])).length).toBeGreaterThan(1000);
  });
});
