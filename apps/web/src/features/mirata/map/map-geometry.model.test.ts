/** The «Mirata» map's geometry: the view and its projection, the field's runs, the lines, the place names. */
import { describe, expect, test } from 'vitest';
import { FIELD_VERDICT_SHIFT, MAX_FIELD_CELLS, MIRATA_VERDICTS, fieldShape } from '@astrolabio/core';
import { fieldRegionFor } from './field-request.ts';
import type { MirataLineCodes } from '@astrolabio/contract';
import { cellAt, fieldPaths, type FieldGridShape } from './field-paths.ts';
import { linePaths, spreadLabels } from './line-paths.ts';
import { placeLabels, textWidthPx, CITY_FONT_PX } from './label-placement.ts';
import labels from './map-labels.json';
import type { MapLabelsFile } from './map-labels-file.ts';
import { MAP_HEIGHT_PX, MAP_WIDTH_PX, mapFrame, normalizeView, onScreen, panView, viewAround, viewFitting, WORLD_VIEW, wrapLon, zoomView } from './map-view.ts';

const ROMA = { latitude: 41.9028, longitude: 12.4964 };
const close = (a: number, b: number, tol = 0.01) => Math.abs(a - b) <= tol;
const KM_PER_DEG_LAT = 111.2;

describe('map view and projection', () => {
  test.each([
    ['the world', WORLD_VIEW],
    ['around Rome', viewAround(ROMA, 1500)],
    ['the Pacific, across the antimeridian', { centerLon: 179, centerLat: -17, spanLonDeg: 40 }],
  ])('%s: the hand-written projection and d3’s agree to 0.01 px', (_label, view) => {
    const frame = mapFrame(view);
    for (const [lon, lat] of [[frame.view.centerLon, frame.view.centerLat], [frame.box.west + 1, frame.box.south + 1], [frame.box.east - 1, frame.box.north - 1]] as const) {
      const mine = frame.project(lon, lat);
      const d3 = frame.geo([lon, lat])!;
      expect(close(mine[0], d3[0]) && close(mine[1], d3[1]), `${lon},${lat}: ${mine} vs ${d3}`).toBe(true);
    }
  });

  test('the centre is in the middle; north is up and east is right', () => {
    const frame = mapFrame(viewAround(ROMA, 1500));
    const [x, y] = frame.project(ROMA.longitude, ROMA.latitude);
    expect(close(x, MAP_WIDTH_PX / 2) && close(y, MAP_HEIGHT_PX / 2)).toBe(true);
    expect(frame.project(ROMA.longitude, 50)[1]).toBeLessThan(y);
    expect(frame.project(20, ROMA.latitude)[0]).toBeGreaterThan(x);
  });

  test('1,500 km around Rome: the frame shows 1,500 km north and south of it, and not much more', () => {
    const frame = mapFrame(viewAround(ROMA, 1500));
    expect(frame.box.north - ROMA.latitude).toBeCloseTo(1500 / KM_PER_DEG_LAT, 1);
    expect(ROMA.latitude - frame.box.south).toBeCloseTo(1500 / KM_PER_DEG_LAT, 1);
  });

  test('the world view spans 360° and the poles clamp the centre', () => {
    const frame = mapFrame(WORLD_VIEW);
    expect(frame.box.east - frame.box.west).toBe(360);
    expect(normalizeView({ centerLon: 0, centerLat: 80, spanLonDeg: 360 }).centerLat).toBeLessThan(80);
  });

  test('zoom halves and doubles the span, within its limits; a pan moves a quarter of the frame', () => {
    const v = viewAround(ROMA, 1500);
    expect(zoomView(v, 'in').spanLonDeg).toBeCloseTo(v.spanLonDeg / 2);
    expect(zoomView(zoomView(v, 'out'), 'in').spanLonDeg).toBeCloseTo(v.spanLonDeg);
    expect(zoomView(WORLD_VIEW, 'out').spanLonDeg).toBe(360);
    expect(panView(v, 'east').centerLon - v.centerLon).toBeCloseTo(v.spanLonDeg / 4);
    expect(panView(v, 'north').centerLat).toBeGreaterThan(v.centerLat);
    expect(wrapLon(190)).toBe(-170);
  });

  test('viewFitting shows every point, also a set across the antimeridian', () => {
    const sets = [
      [ROMA, { latitude: 59.33, longitude: 18.07 }, { latitude: 38.72, longitude: -9.14 }],
      [{ latitude: -17.7, longitude: 178.0 }, { latitude: -14.3, longitude: -170.7 }],
    ];
    for (const points of sets) {
      const frame = mapFrame(viewFitting(points));
      for (const p of points) expect(onScreen(frame.project(p.longitude, p.latitude)), `${p.latitude},${p.longitude}`).toBe(true);
      expect(frame.view.spanLonDeg).toBeLessThan(90);
    }
  });
});

/** A grid whose cell byte is given by `byte(row, column)`. */
function grid(shape: FieldGridShape, byte: (r: number, c: number) => number): Uint8Array {
  const cells = new Uint8Array(shape.rows * shape.columns);
  for (let r = 0; r < shape.rows; r++) for (let c = 0; c < shape.columns; c++) cells[r * shape.columns + c] = byte(r, c);
  return cells;
}
const VETO = MIRATA_VERDICTS.indexOf('discarded') << FIELD_VERDICT_SHIFT;
/** The rectangles of a path: [x0, y0, x1, y1] each. */
const rects = (d: string) => [...d.matchAll(/M([\d.-]+) ([\d.-]+)H([\d.-]+)V([\d.-]+)/g)].map((m) => m.slice(1, 5).map(Number));

describe('fieldPaths', () => {
  const world: FieldGridShape = { south: -90, north: 90, west: -180, east: 180, stepDeg: 10, rows: 18, columns: 36 };

  test('one house everywhere: one rectangle per row, covering the whole width with no gap at the antimeridian', () => {
    const paths = fieldPaths(world, grid(world, () => 7), mapFrame(WORLD_VIEW));
    expect(paths.houses.filter((d) => d !== '').length).toBe(1);
    const rows = rects(paths.houses[6]!);
    expect(rows.length).toBe(world.rows);
    for (const [x0, , x1] of rows) expect([x0, x1]).toEqual([0, MAP_WIDTH_PX]);
    expect(paths.vetoed).toBe('');
  });

  test('a house per half and a veto strip: the runs end where the value changes', () => {
    const cells = grid(world, (_r, c) => (c < 18 ? 1 : 12) | (c >= 30 ? VETO : 0));
    const paths = fieldPaths(world, cells, mapFrame(WORLD_VIEW));
    const [first] = rects(paths.houses[0]!);
    const [last] = rects(paths.houses[11]!);
    expect(first![2]).toBeCloseTo(MAP_WIDTH_PX / 2, 0);
    expect(last![0]).toBeCloseTo(MAP_WIDTH_PX / 2, 0);
    const [veto] = rects(paths.vetoed);
    expect(veto![0]).toBeCloseTo((MAP_WIDTH_PX * 30) / 36, 0);
    expect(veto![2]).toBe(MAP_WIDTH_PX);
  });

  test('a view across the seam cuts a run there; cells off the frame are not drawn', () => {
    const frame = mapFrame({ centerLon: 180, centerLat: 0, spanLonDeg: 90 });
    const paths = fieldPaths(world, grid(world, () => 3), frame);
    const rows = rects(paths.houses[2]!);
    // Each visible row: one run west of the antimeridian (ending at the centre) and one east of it.
    expect(rows.some(([x0, , x1]) => x0 === 0 && close(x1!, MAP_WIDTH_PX / 2, 0.1))).toBe(true);
    expect(rows.some(([x0, , x1]) => close(x0!, MAP_WIDTH_PX / 2, 0.1) && x1 === MAP_WIDTH_PX)).toBe(true);
    expect(paths.cellsDrawn).toBeLessThan(world.rows * world.columns / 2);
  });

  test('cellAt finds the byte under a point, across the antimeridian too', () => {
    const pacific: FieldGridShape = { south: -20, north: 0, west: 170, east: -170, stepDeg: 10, rows: 2, columns: 2 };
    const cells = grid(pacific, (r, c) => 1 + r * 2 + c);
    expect(cellAt(pacific, cells, 175, -5)).toBe(1);
    expect(cellAt(pacific, cells, -175, -15)).toBe(4);
    expect(cellAt(pacific, cells, 0, -5)).toBeNull();
  });
});

describe('linePaths', () => {
  const mc: MirataLineCodes = { chart: 'return', body: 'jupiter', angle: 'midheaven', segments: [[[10, -80], [10, 0], [10, 80]]] };
  test('a meridian line is drawn where its longitude is, named at the top of the frame', () => {
    const frame = mapFrame(viewAround(ROMA, 1500));
    const [line] = linePaths([mc], frame);
    expect(line!.d).toMatch(/^M/);
    const x = frame.project(10, 0)[0];
    expect(line!.label![0]).toBeCloseTo(x, 1);
    expect(line!.label![1]).toBeLessThan(MAP_HEIGHT_PX / 2);
  });
  test('a line off the frame has no label', () => {
    const [line] = linePaths([{ ...mc, segments: [[[-120, 10], [-120, 20]]] }], mapFrame(viewAround(ROMA, 500)));
    expect(line!.label).toBeNull();
  });
});

describe('placeLabels', () => {
  const file = labels as MapLabelsFile;
  const boxOf = (l: { text: string; x: number; y: number }) => ({ x0: l.x - 3, x1: l.x + 5 + textWidthPx(l.text, CITY_FONT_PX), y0: l.y - 7.5, y1: l.y + 7.5 });
  test('the world names the largest countries and the largest cities, none overlapping', () => {
    const placed = placeLabels(file, mapFrame(WORLD_VIEW));
    expect(placed.countries.map((c) => c.text)).toEqual(expect.arrayContaining(['Russia', 'Brasile', 'Australia']));
    expect(placed.countries.map((c) => c.text)).not.toContain('San Marino');
    const boxes = placed.cities.map(boxOf);
    for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) {
      const [a, b] = [boxes[i]!, boxes[j]!];
      expect(a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1, `${placed.cities[i]!.text} / ${placed.cities[j]!.text}`).toBe(false);
    }
  });
  test('zooming in on Rome brings the smaller towns around it', () => {
    const wide = placeLabels(file, mapFrame(viewAround(ROMA, 1500))).cities.map((c) => c.text);
    const near = placeLabels(file, mapFrame(viewAround(ROMA, 60))).cities.map((c) => c.text);
    expect(wide).toContain('Roma');
    expect(wide).not.toContain('Latina');
    expect(near).toEqual(expect.arrayContaining(['Roma', 'Latina']));
  });
  test('a reserved box keeps names off it', () => {
    const frame = mapFrame(viewAround(ROMA, 1500));
    const [x, y] = frame.project(ROMA.longitude, ROMA.latitude);
    const placed = placeLabels(file, frame, [{ x0: x - 30, y0: y - 30, x1: x + 30, y1: y + 30 }]);
    expect(placed.cities.map((c) => c.text)).not.toContain('Roma');
  });
});

describe('fieldRegionFor', () => {
  test.each([
    ['the world at 0.5°', WORLD_VIEW, undefined, 0.5],
    ['1,500 km around Rome at 0.1°', viewAround(ROMA, 1500), { sud: 28.45, nord: 55.35 }, 0.1],
  ])('%s', (_label, view, lat, step) => {
    const region = fieldRegionFor(mapFrame(view));
    expect(region.passoGradi).toBe(step);
    if (!lat) expect(region.regione).toBeUndefined();
    else {
      expect(region.regione!.sud).toBeLessThanOrEqual(lat.sud);
      expect(region.regione!.nord).toBeGreaterThanOrEqual(lat.nord);
      const { rows, columns } = fieldShape({ south: region.regione!.sud, north: region.regione!.nord, west: region.regione!.ovest, east: region.regione!.est, stepDeg: step });
      expect(rows * columns).toBeLessThanOrEqual(MAX_FIELD_CELLS);
    }
  });
  test('a view across the antimeridian asks for a region whose west is east of its east', () => {
    const region = fieldRegionFor(mapFrame({ centerLon: 180, centerLat: -15, spanLonDeg: 40 }));
    expect(region.regione!.ovest).toBeGreaterThan(region.regione!.est);
  });
});

describe('spreadLabels', () => {
  test('labels at the same place move apart, one line each; a label far away stays', () => {
    const at = (x: number, y: number) => ({ key: `${x}${y}`, chart: 'return' as const, body: 'sun' as const, angle: 'midheaven' as const, d: 'M0 0', label: [x, y] as [number, number] });
    const spread = spreadLabels([at(100, 12), at(110, 12), at(300, 12)]);
    expect(spread.map((l) => l.label)).toEqual([[100, 12], [110, 25], [300, 12]]);
  });
});
