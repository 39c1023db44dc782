/** Wheel geometry: angles, points, sectors, the fanning-out of crowded glyphs and the labels' layout (tolerance 1e-9 unless stated). */
import { describe, expect, test } from 'vitest';
import {
  boxesIntersect,
  houseNumberLongitudes,
  innerRings,
  labelWidthPx,
  layoutBodyLabels,
  midLongitude,
  pointAt,
  ringSectorPath,
  screenAngleDeg,
  segmentHitsBox,
  spreadLongitudes,
  spreadWithGaps,
  wheelFontSizes,
  type BodyLabelInput,
  type BodyLabelRing,
} from './wheel-geometry.ts';

const frame = { cx: 100, cy: 100, ascendantDeg: 0 };

describe('screenAngleDeg', () => {
  test.each([
    // longitude, ascendant, expected screen angle (counter-clockwise from 3 o'clock)
    [0, 0, 180],
    [90, 0, 270],
    [180, 0, 0],
    [270, 0, 90],
    [100, 100, 180],
    [10, 350, 200],
    [350, 10, 160],
  ])('longitude %d with ascendant %d → %d°', (lon, asc, expected) => {
    expect(screenAngleDeg(lon, asc)).toBeCloseTo(expected, 9);
  });
});

describe('pointAt', () => {
  test.each([
    // The ascendant is at 9 o'clock, +90° of longitude is at 6 o'clock (IC side), +180° at 3, +270° at 12.
    [0, { x: 50, y: 100 }],
    [90, { x: 100, y: 150 }],
    [180, { x: 150, y: 100 }],
    [270, { x: 100, y: 50 }],
    [45, { x: 100 - 50 * Math.SQRT1_2, y: 100 + 50 * Math.SQRT1_2 }],
  ])('longitude %d at radius 50', (lon, expected) => {
    const p = pointAt(lon, 50, frame);
    expect(p.x).toBeCloseTo(expected.x, 9);
    expect(p.y).toBeCloseTo(expected.y, 9);
  });
});

describe('midLongitude', () => {
  test.each([
    [0, 30, 15],
    [350, 20, 5],
    [300, 10, 335],
    [10, 10, 10],
  ])('between %d and %d → %d', (a, b, mid) => {
    expect(midLongitude(a, b)).toBeCloseTo(mid, 9);
  });
});

describe('houseNumberLongitudes', () => {
  test('halfway from each cusp to the next', () => {
    const cusps = [340, 10, 40, 70, 100, 130, 160, 190, 220, 250, 280, 310];
    expect(houseNumberLongitudes(cusps).map((x) => Math.round(x))).toEqual([355, 25, 55, 85, 115, 145, 175, 205, 235, 265, 295, 325]);
  });
  test('halfway back to the next cusp where the cusps run backwards (Regiomontanus at 70°N)', () => {
    const cusps = [31.46, 289.28, 270.23, 262.74, 256.55, 247.24, 211.46, 109.28, 90.23, 82.74, 76.55, 67.24];
    const mids = houseNumberLongitudes(cusps);
    expect(mids[0]).toBeCloseTo(340.37, 9); // house 1: from 31.46° back through 0° to 289.28°
    expect(mids[1]).toBeCloseTo(279.755, 9);
    expect(mids[11]).toBeCloseTo(49.35, 9);
  });
});

describe('ringSectorPath', () => {
  test('draws a 30° sector with two arcs, the small-arc flag and opposite sweeps', () => {
    expect(ringSectorPath(0, 30, 40, 50, frame)).toBe('M 50 100 A 50 50 0 0 0 56.699 125 L 65.359 120 A 40 40 0 0 1 60 100 Z');
  });
  test('uses the large-arc flag for spans over 180°', () => {
    expect(ringSectorPath(0, 200, 40, 50, frame)).toContain('A 50 50 0 1 0');
  });
});

describe('spreadLongitudes', () => {
  test.each([
    ['well separated bodies stay put', [10, 50, 200], 6, [10, 50, 200]],
    ['two close bodies fan out around their mean', [100, 102], 6, [98, 104]],
    ['the order of the input is kept', [102, 100], 6, [104, 98]],
    ['three bodies in a cluster', [100, 101, 102], 6, [95, 101, 107]],
    ['a cluster across 0° Aries', [359, 1], 6, [357, 3]],
    ['a cluster pushing into a neighbour merges with it', [100, 101, 108], 6, [97, 103, 109]],
    ['bodies exactly the gap apart stay put', [10, 16], 6, [10, 16]],
  ])('%s', (_name, input, gap, expected) => {
    const out = spreadLongitudes(input, gap);
    expect(out).toHaveLength(expected.length);
    out.forEach((v, i) => expect(v).toBeCloseTo(expected[i]!, 9));
  });

  test('no two glyphs of a crowded real chart end up closer than the gap (tolerance 1e-6°)', () => {
    // Sun, Mercury, Saturn, Uranus, Neptune near 280°–300° (January 1990) plus scattered bodies.
    const lons = [280.6, 286.4, 286.5, 282.1, 278.9, 95.9, 22.4, 296.3, 312.9, 0.5, 359.8, 150.2];
    const out = spreadLongitudes(lons, 7);
    const sorted = [...out].sort((a, b) => a - b);
    for (let i = 0; i < sorted.length; i++) {
      const next = i + 1 < sorted.length ? sorted[i + 1]! : sorted[0]! + 360;
      expect(next - sorted[i]!).toBeGreaterThanOrEqual(7 - 1e-6);
    }
  });
});

describe('spreadWithGaps', () => {
  test.each([
    ['well separated bodies stay put', [10, 50, 200], [6, 6, 6], [10, 50, 200]],
    ['two close bodies fan out around their mean', [100, 102], [6, 6], [98, 104]],
    ['a pair needing more room than the next one', [100, 101, 102], [10, 4, 6], [93, 103, 107]],
    ['a cluster across 0° Aries', [1, 359], [6, 6], [3, 357]],
    ['bodies exactly their gap apart stay put', [10, 16], [6, 6], [10, 16]],
    ['gaps summing to 360° or more: nothing moves', [10, 11], [200, 200], [10, 11]],
  ])('%s', (_name, input, gaps, expected) => {
    const out = spreadWithGaps(input, gaps);
    expect(out).toHaveLength(expected.length);
    out.forEach((v, i) => expect(v).toBeCloseTo(expected[i]!, 9));
  });

  test.each([
    // sorted longitudes, gaps, pinned, expected: a pinned item (an axis) never moves, its cluster is laid from it
    ['a body on a pinned axis steps off it to its own side', [99, 100], [3, 3], [false, true], [97, 100]],
    ['bodies either side of an axis keep their sides', [99, 100, 101], [3, 3, 3], [false, true, false], [97, 100, 103]],
    ['a cluster against an axis is pushed away from it, not centred', [96, 98, 100], [4, 4, 4], [false, false, true], [92, 96, 100]],
    ['an axis far from the bodies changes nothing', [10, 100, 200], [6, 6, 6], [false, true, false], [10, 100, 200]],
  ])('%s', (_name, input, gaps, pinned, expected) => {
    const out = spreadWithGaps(input, gaps, pinned);
    expect(out).toHaveLength(expected.length);
    out.forEach((v, i) => expect(v).toBeCloseTo(expected[i]!, 9));
  });
});

describe('labelWidthPx', () => {
  test.each([
    // text, font px, width px: digits 0.66 em, ° 0.5, ′ 0.36, a sign's glyph 1.05 (its U+FE0E nothing)
    ['4°♑\uFE0E37′', 10, 38.9],
    ['29°♑\uFE0E59′', 8, 36.4],
    ['℞', 10, 7],
    ['', 10, 0],
  ])('«%s» at %i px: %f px', (text, font, width) => {
    expect(labelWidthPx(text, font)).toBeCloseTo(width, 9);
  });
});

describe('boxesIntersect', () => {
  test.each([
    ['apart on x', { cx: 0, cy: 0, width: 10, height: 10 }, { cx: 11, cy: 0, width: 10, height: 10 }, false],
    ['touching edges', { cx: 0, cy: 0, width: 10, height: 10 }, { cx: 10, cy: 0, width: 10, height: 10 }, false],
    ['overlapping corners', { cx: 0, cy: 0, width: 10, height: 10 }, { cx: 9, cy: 9, width: 10, height: 10 }, true],
    ['apart on y only', { cx: 0, cy: 0, width: 10, height: 4 }, { cx: 2, cy: 5, width: 10, height: 4 }, false],
  ])('%s', (_name, a, b, expected) => {
    expect(boxesIntersect(a, b)).toBe(expected);
  });
});

describe('layoutBodyLabels', () => {
  const ring: BodyLabelRing = { glyphRadius: 153, glyphSizePx: 21, retrogradeWidthPx: 7, labelOuterRadius: 141, labelFontPx: 8, paddingPx: 1 };
  const label = (lon: number) => `${Math.floor(lon % 30)}°♑\uFE0E${String(Math.floor((lon % 1) * 60)).padStart(2, '0')}′`;
  const bodies = (lons: readonly number[], retro: readonly number[] = []): BodyLabelInput[] =>
    lons.map((longitude, i) => ({ longitude, label: label(longitude), retrograde: retro.includes(i) }));

  /**
   * Three crowded charts, Rome at noon, as POST /api/tema-natale answers them (longitudes to 0.1°, in
   * BODY_CODES order: Sun … Nodo Sud; retrograde bodies by index). The layout's input, not a reference.
   */
  const CHARTS = [
    // 1 January 1990: Sun, Saturn, Uranus, Neptune in Capricorn, Mercury ℞ beside them
    { name: 'Capricorno 1990', asc: 14.74, lons: [280.8, 332.7, 295.7, 306.2, 250.0, 95.2, 285.7, 275.8, 282.0, 227.1, 103.8, 216.5, 316.9, 136.9], retro: [2, 3, 5, 10] },
    // 4 February 1962: seven bodies and Nodo Sud in Aquarius
    { name: 'Acquario 1962', asc: 63.66, lons: [315.2, 307.5, 317.6, 317.1, 301.9, 318.5, 303.7, 149.1, 223.5, 159.4, 335.0, 160.9, 138.0, 318.0], retro: [2, 7, 9, 12, 13] },
    // 5 May 2000: six bodies in Taurus
    { name: 'Toro 2000', asc: 141.88, lons: [45.2, 62.8, 40.9, 35.3, 61.2, 47.2, 49.7, 320.7, 306.6, 252.2, 256.1, 277.3, 117.3, 297.3], retro: [9, 10, 12, 13] },
  ];

  test.each(CHARTS)('$name: no two boxes (glyphs, ℞, labels) meet, and each body\'s glyph and label apart', ({ asc, lons, retro }) => {
    const placed = layoutBodyLabels(bodies(lons, retro), ring, { cx: 250, cy: 250, ascendantDeg: asc });
    const boxes = placed.flatMap((p) => [p.glyph, p.label]);
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) expect(boxesIntersect(boxes[i]!, boxes[j]!), `${i} × ${j}`).toBe(false);
    }
  });

  test.each(CHARTS)('$name: the order along the rim is the bodies\' own, and none moves more than 40°', ({ asc, lons, retro }) => {
    const placed = layoutBodyLabels(bodies(lons, retro), ring, { cx: 250, cy: 250, ascendantDeg: asc });
    placed.forEach((p, i) => {
      const moved = Math.abs(((p.displayLongitude - lons[i]! + 540) % 360) - 180);
      expect(moved, `body ${i}`).toBeLessThan(40);
    });
    const byTrue = lons.map((_, i) => i).sort((a, b) => lons[a]! - lons[b]!);
    const shown = byTrue.map((i) => placed[i]!.displayLongitude);
    // Walking the bodies in their true order, the drawn ones turn once around the wheel, never back.
    const steps = shown.map((d, k) => (shown[(k + 1) % shown.length]! - d + 360) % 360);
    expect(steps.reduce((s, x) => s + x, 0)).toBeCloseTo(360, 6);
  });

  test('a lone body stays at its true longitude; its label is inwards of its glyph, on the same radius', () => {
    const [p] = layoutBodyLabels(bodies([100]), ring, { cx: 250, cy: 250, ascendantDeg: 10 });
    expect(p!.displayLongitude).toBe(100);
    const r = (b: { cx: number; cy: number }) => Math.hypot(b.cx - 250, b.cy - 250);
    expect(r(p!.glyph)).toBeCloseTo(153, 9);
    expect(r(p!.label)).toBeLessThan(141);
    const direction = (b: { cx: number; cy: number }) => Math.atan2(b.cy - 250, b.cx - 250);
    expect(direction(p!.label)).toBeCloseTo(direction(p!.glyph), 9);
  });
});

describe('segmentHitsBox', () => {
  const box = { cx: 10, cy: 10, width: 4, height: 4 };
  test.each([
    ['through the middle', { x: 0, y: 10 }, { x: 20, y: 10 }, 0, true],
    ['ending inside', { x: 0, y: 0 }, { x: 10, y: 10 }, 0, true],
    ['passing beside', { x: 0, y: 13 }, { x: 20, y: 13 }, 0, false],
    ['passing beside, within the margin', { x: 0, y: 13 }, { x: 20, y: 13 }, 1.5, true],
    ['stopping short', { x: 0, y: 10 }, { x: 7, y: 10 }, 0, false],
    ['a diagonal missing the corner', { x: 0, y: 4 }, { x: 8, y: 20 }, 0, false],
  ])('%s', (_name, a, b, margin, expected) => {
    expect(segmentHitsBox(a, b, box, margin)).toBe(expected);
  });
});

describe('wheelFontSizes', () => {
  test.each([
    // drawn width (px on screen), label font, house number font (px of the 500-px drawing)
    [1000, 8, 10],
    [560, 8, 10], // the chart screen at 1280 px: 9 px on screen
    [450, 10, 10],
    [343, 13, 13], // a 375-px phone: 8.9 px on screen
    [290, 13.5, 13.5], // the Rivoluzione Solare's two wheels side by side
    [0, 13.5, 13.5],
  ])('a wheel %d px wide writes places at %d and house numbers at %d', (width, label, house) => {
    expect(wheelFontSizes(width)).toEqual({ labelFontPx: label, houseFontPx: house });
  });
});

describe('innerRings', () => {
  const WIDEST = '29°♒\uFE0E59′';
  test.each([8, 10, 13, 13.5])('with places at %d px, the house numbers sit inside the widest place and the inner circle inside them, 3 px apart', (font) => {
    const { houseFontPx } = wheelFontSizes(500 * 9 / font);
    const { houseNumberRadius, innerRadius } = innerRings({ labelOuterRadius: 141, labelFontPx: font }, WIDEST, houseFontPx, 3);
    const labelInner = 141 - labelWidthPx(WIDEST, font);
    const houseHalf = Math.hypot(labelWidthPx('12', houseFontPx), houseFontPx * 1.3) / 2;
    expect(labelInner - (houseNumberRadius + houseHalf)).toBeCloseTo(3, 9);
    expect(houseNumberRadius - houseHalf - innerRadius).toBeCloseTo(3, 9);
    // Room left for the aspect lines, even on a phone.
    expect(innerRadius).toBeGreaterThan(45);
  });

  test('at 8 px the house numbers leave room that 95 px did not (issue 34: Nodo Sud\'s place touched «1»)', () => {
    const { houseNumberRadius } = innerRings({ labelOuterRadius: 141, labelFontPx: 8 }, WIDEST, 10, 3);
    expect(houseNumberRadius).toBeLessThan(95 - 2);
  });
});

describe('layoutBodyLabels with the axes', () => {
  const ring: BodyLabelRing = { glyphRadius: 153, glyphSizePx: 21, retrogradeWidthPx: 7, labelOuterRadius: 141, labelFontPx: 8, paddingPx: 1 };
  /**
   * 13/07/1985 14:30, Roma, as POST /api/tema-natale answers it (longitudes to 0.01°, BODY_CODES
   * order; retrograde by index): Pluto 0.3° before the Ascendant, Lilith 2.4° past the Descendant.
   * The layout's input, not a reference.
   */
  const lons = [111.05, 59.05, 137.58, 67.78, 112.44, 314.72, 231.59, 254.61, 271.72, 211.92, 72.11, 34.63, 46.2, 226.2];
  const retro = [5, 6, 7, 8, 12, 13];
  const cusps = [212.26, 240.57, 273.4, 308.88, 342.04, 9.79, 32.26, 60.57, 93.4, 128.88, 162.04, 189.79];
  const axes = [cusps[0]!, cusps[3]!, cusps[6]!, cusps[9]!];
  const frame = { cx: 250, cy: 250, ascendantDeg: cusps[0]! };
  const input = lons.map((longitude, i): BodyLabelInput => ({ longitude, label: `${Math.floor(longitude % 30)}°♏\uFE0E00′`, retrograde: retro.includes(i) }));

  test.each([8, 13])('at %d px no glyph or place crosses an axis line, and no two boxes meet', (font) => {
    const r = { ...ring, labelFontPx: font };
    const placed = layoutBodyLabels(input, r, frame, axes);
    const centre = { x: 250, y: 250 };
    for (const [i, p] of placed.entries()) {
      for (const axis of axes) {
        const rim = pointAt(axis, 200, frame);
        expect(segmentHitsBox(centre, rim, p.glyph), `body ${i} glyph × ${axis}`).toBe(false);
        expect(segmentHitsBox(centre, rim, p.label), `body ${i} label × ${axis}`).toBe(false);
      }
    }
    const boxes = placed.flatMap((p) => [p.glyph, p.label]);
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) expect(boxesIntersect(boxes[i]!, boxes[j]!), `${i} × ${j}`).toBe(false);
    }
  });

  test('Pluto stays before the Ascendant (in house 12) and Lilith past the Descendant (in house 7)', () => {
    const placed = layoutBodyLabels(input, ring, frame, axes);
    const pluto = placed[9]!.displayLongitude;
    const lilith = placed[11]!.displayLongitude;
    expect(pluto).toBeLessThan(cusps[0]!);
    expect(pluto).toBeGreaterThan(cusps[11]!);
    expect(lilith).toBeGreaterThan(cusps[6]!);
    expect(lilith).toBeLessThan(cusps[7]!);
  });

  test('without the axes Pluto\'s place sits on the Ascendant\'s line (what issue 34 saw)', () => {
    const [pluto] = layoutBodyLabels([input[9]!], ring, frame);
    expect(segmentHitsBox({ x: 250, y: 250 }, pointAt(cusps[0]!, 200, frame), pluto!.label)).toBe(true);
  });
});
