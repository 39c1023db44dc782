/** The bi-wheel's geometry: rings in order at every size, both charts on their own rings, nothing overlapping, aspect lines where their points are (tolerance 1e-6 px unless stated). */
import { describe, expect, test } from 'vitest';
import { BODY_CODES, type PointCode } from '@astrolabio/core';
import { BI_WHEEL_VIEW_PX, biWheelFonts, biWheelLayout, biWheelRadii, type BiWheelChart, type PlacedPoint, type Point } from './bi-wheel-geometry.ts';

const C = BI_WHEEL_VIEW_PX / 2;
const DEG = Math.PI / 180;

/** A label as the wheel writes it: degrees and minutes in the sign. */
const labelOf = (lon: number) => `${Math.floor(lon % 30)}°${String(Math.floor((lon % 1) * 60)).padStart(2, '0')}′`;

/** A chart whose bodies are at `longitudes` (BODY_CODES order), its cusps 30° apart from the Ascendant (cusp 10 the Medio Coeli). */
function chart(longitudes: readonly number[], ascendant: number): BiWheelChart {
  const cusps = Array.from({ length: 12 }, (_, i) => (ascendant + 30 * i) % 360);
  const midheaven = cusps[9]!;
  return {
    points: [
      ...BODY_CODES.map((code, i) => ({ code: code as PointCode, longitude: longitudes[i]!, retrograde: i % 4 === 3, label: labelOf(longitudes[i]!) })),
      { code: 'ascendant' as const, longitude: ascendant, retrograde: false, label: labelOf(ascendant) },
      { code: 'midheaven' as const, longitude: midheaven, retrograde: false, label: labelOf(midheaven) },
    ],
    cusps,
    ascendant,
    midheaven,
  };
}

/** Spread over the zodiac, and a stellium: ten bodies within 20° of Scorpione. */
const SPREAD = [10, 47, 95, 130, 170, 200, 222, 260, 290, 330, 15, 100, 75, 255];
const STELLIUM = [210, 212, 214, 215, 217, 219, 221, 224, 226, 229, 15, 100, 75, 255];

const radiusOf = (p: Point) => Math.hypot(p.x - C, p.y - C);
/** The distances from the centre to a box's nearest point and its farthest corner. */
function radialSpan(box: { cx: number; cy: number; width: number; height: number }): [number, number] {
  const dx = Math.abs(box.cx - C);
  const dy = Math.abs(box.cy - C);
  const near = Math.hypot(Math.max(dx - box.width / 2, 0), Math.max(dy - box.height / 2, 0));
  return [near, Math.hypot(dx + box.width / 2, dy + box.height / 2)];
}
const overlap = (a: PlacedPoint['glyph'], b: PlacedPoint['glyph']) => Math.abs(a.cx - b.cx) * 2 < a.width + b.width && Math.abs(a.cy - b.cy) * 2 < a.height + b.height;

describe('fonts and rings', () => {
  test.each([280, 340, 500, 540, 640, 900])('drawn %d px wide: the rings run outside in, none empty', (width) => {
    const r = biWheelRadii(biWheelFonts(width));
    const order = [C, r.axisLabel, r.outerRim, r.outerGlyph, r.zodiacOuter, r.signGlyph, r.zodiacInner, r.innerGlyph, r.houseNumber, r.aspectCircle, 0];
    for (let i = 1; i < order.length; i++) expect(order[i]!, `ring ${i}`).toBeLessThan(order[i - 1]!);
    // The aspects' circle keeps room to draw in, even on a phone.
    expect(r.aspectCircle).toBeGreaterThan(40);
  });

  test('text is written larger in the drawing where the drawing is small, within its range; the outer places not on a phone', () => {
    const phone = biWheelFonts(340);
    const wide = biWheelFonts(640);
    expect(phone.labelPx).toBeGreaterThan(wide.labelPx);
    expect(phone.glyphPx).toBeGreaterThan(wide.glyphPx);
    expect(biWheelFonts(100)).toEqual(biWheelFonts(50)); // clamped
    expect(wide.labelPx * (640 / BI_WHEEL_VIEW_PX)).toBeGreaterThanOrEqual(9);
    expect([phone.outerLabels, wide.outerLabels]).toEqual([false, true]);
  });
});

describe('biWheelLayout', () => {
  const inner = chart(SPREAD, 100);
  const outer = chart(STELLIUM, 250);

  test.each([340, 640])('the inner Ascendente at 9 o’clock and its Medio Coeli where its longitude says (drawn %d px)', (width) => {
    const layout = biWheelLayout(inner, outer, [], width);
    const ac = layout.axes.find((a) => a.angle === 'ascendant')!;
    expect(ac.to.y).toBeCloseTo(C, 6);
    expect(ac.to.x).toBeLessThan(C);
    expect(radiusOf(ac.to)).toBeCloseTo(layout.radii.outerRim + 4, 6);
    const mc = layout.axes.find((a) => a.angle === 'midheaven')!;
    // Medio Coeli 270° after the Ascendente: 12 o'clock.
    expect(mc.to.x).toBeCloseTo(C, 6);
    expect(mc.to.y).toBeLessThan(C);
  });

  test.each([340, 640, 900])('each chart on its own ring, its labels clear of the band (drawn %d px)', (width) => {
    const layout = biWheelLayout(inner, outer, [], width);
    const r = layout.radii;
    expect(layout.inner.map((p) => p.code)).toEqual([...BODY_CODES]);
    expect(layout.outer.map((p) => p.code)).toEqual([...BODY_CODES, 'ascendant', 'midheaven']);
    expect(layout.outer.every((p) => p.labelBox !== null)).toBe(width >= 540);
    for (const p of layout.outer) {
      if (p.labelBox) {
        const [near, far] = radialSpan(p.labelBox);
        expect(near, `${p.code}'s label`).toBeGreaterThanOrEqual(r.zodiacOuter);
        expect(far).toBeLessThanOrEqual(r.outerRim);
      }
      // The glyph itself (its box is padded) inside the rim, clear of the band.
      const glyphAt = radiusOf({ x: p.glyph.cx, y: p.glyph.cy });
      expect(glyphAt + layout.fonts.glyphPx / 2, p.code).toBeLessThanOrEqual(r.outerRim);
      expect(glyphAt - layout.fonts.glyphPx / 2).toBeGreaterThan(r.zodiacOuter);
      expect(radiusOf(p.tick[0])).toBeCloseTo(r.zodiacOuter, 6);
    }
    for (const p of layout.inner) {
      const [near, far] = radialSpan(p.labelBox!);
      expect(far, `${p.code}'s label`).toBeLessThanOrEqual(r.zodiacInner);
      expect(near).toBeGreaterThan(r.aspectCircle);
      expect(radiusOf(p.tick[0])).toBeCloseTo(r.zodiacInner, 6);
    }
  });

  test.each([
    ['inner', STELLIUM, SPREAD],
    ['outer', SPREAD, STELLIUM],
  ] as const)('a stellium on the %s ring is fanned out: no glyph or label meets another', (_ring, innerLons, outerLons) => {
    for (const width of [340, 640]) {
      const layout = biWheelLayout(chart(innerLons, 100), chart(outerLons, 250), [], width);
      for (const ring of [layout.inner, layout.outer]) {
        const boxes = ring.flatMap((p) => [p.glyph, p.labelBox ?? p.glyph]);
        for (let i = 0; i < boxes.length; i++) {
          for (let j = i + 1; j < boxes.length; j++) {
            if (Math.floor(i / 2) === Math.floor(j / 2)) continue; // a point's own glyph and label
            expect(overlap(boxes[i]!, boxes[j]!), `boxes ${i} and ${j} at ${width} px`).toBe(false);
          }
        }
      }
    }
  });

  test('each point keeps its tick at its true longitude, wherever its glyph went', () => {
    const layout = biWheelLayout(chart(STELLIUM, 100), chart(STELLIUM, 250), [], 640);
    for (const p of [...layout.inner, ...layout.outer]) {
      const a = Math.atan2(-(p.tick[0].y - C), p.tick[0].x - C) / DEG;
      const expected = 180 + p.longitude - 100;
      expect(((a - expected) % 360 + 540) % 360 - 180, p.code).toBeCloseTo(0, 6);
    }
  });

  test('an aspect line joins the inner point to the outer one on the aspects’ circle; conjunctions have none', () => {
    const layout = biWheelLayout(inner, outer, [
      { inner: 'sun', outer: 'moon', aspect: 'trine' },
      { inner: 'moon', outer: 'ascendant', aspect: 'square' },
      { inner: 'ascendant', outer: 'sun', aspect: 'opposition' },
      { inner: 'venus', outer: 'mars', aspect: 'conjunction' },
    ], 640);
    expect(layout.aspects.map((a) => `${a.inner}-${a.outer}`)).toEqual(['sun-moon', 'moon-ascendant', 'ascendant-sun']);
    const at = (lon: number) => ({ x: C + layout.radii.aspectCircle * Math.cos((180 + lon - 100) * DEG), y: C - layout.radii.aspectCircle * Math.sin((180 + lon - 100) * DEG) });
    const expectAt = (p: Point, lon: number) => {
      expect(p.x).toBeCloseTo(at(lon).x, 6);
      expect(p.y).toBeCloseTo(at(lon).y, 6);
    };
    expectAt(layout.aspects[0]!.from, SPREAD[0]!);
    expectAt(layout.aspects[0]!.to, STELLIUM[1]!);
    expectAt(layout.aspects[1]!.to, 250); // the outer chart's Ascendente
    expectAt(layout.aspects[2]!.from, 100); // the inner chart's
  });

  test('the band holds the twelve signs in order, Ariete’s glyph at 15°; twelve cusps, the axes heavier, each number in its house', () => {
    const layout = biWheelLayout(inner, outer, [], 640);
    expect(layout.signs.map((s) => s.sign)).toEqual(['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces']);
    const aries = layout.signs[0]!.glyphAt;
    expect(Math.atan2(-(aries.y - C), aries.x - C) / DEG).toBeCloseTo(180 + 15 - 100, 6);
    expect(layout.cusps.filter((c) => c.axis).map((c) => c.house)).toEqual([1, 4, 7, 10]);
    for (const c of layout.cusps) {
      expect(radiusOf(c.numberAt)).toBeCloseTo(layout.radii.houseNumber, 6);
      expect(radiusOf(c.from)).toBeCloseTo(layout.radii.aspectCircle, 6);
      expect(radiusOf(c.to)).toBeCloseTo(layout.radii.zodiacInner, 6);
    }
  });

  test('no outer cusps unless asked; asked, the outer chart’s twelve cusps run from the aspects’ circle to the rim, at their longitudes, numbered on the outer ring between them; the outer glyphs keep off them', () => {
    expect(biWheelLayout(inner, outer, [], 640).outerCusps).toEqual([]);
    // A return's houses, unequal (Placidus-like), over the natal wheel.
    const returnCusps = [250, 281, 309, 333, 356, 22, 70, 101, 129, 153, 176, 202];
    const layout = biWheelLayout(inner, { ...outer, cusps: returnCusps }, [], 640, { outerCusps: true });
    const r = layout.radii;
    const angleOf = (p: Point) => Math.atan2(-(p.y - C), p.x - C) / DEG;
    const offBy = (a: number, lon: number) => ((a - (180 + lon - 100)) % 360 + 540) % 360 - 180;
    expect(layout.outerCusps.map((c) => c.house)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(layout.outerCusps.filter((c) => c.axis).map((c) => c.house)).toEqual([1, 4, 7, 10]);
    layout.outerCusps.forEach((c, i) => {
      expect(radiusOf(c.from)).toBeCloseTo(r.aspectCircle, 6);
      expect(radiusOf(c.to)).toBeCloseTo(r.outerRim, 6);
      expect(offBy(angleOf(c.from), returnCusps[i]!), `cusp ${i + 1}`).toBeCloseTo(0, 6);
      expect(offBy(angleOf(c.to), returnCusps[i]!)).toBeCloseTo(0, 6);
      // The number midway between this cusp and the next, on the outer points' ring.
      const next = returnCusps[(i + 1) % 12]!;
      const mid = returnCusps[i]! + (((next - returnCusps[i]!) % 360 + 360) % 360) / 2;
      expect(radiusOf(c.numberAt)).toBeCloseTo(r.outerGlyph, 6);
      expect(offBy(angleOf(c.numberAt), mid), `number ${i + 1}`).toBeCloseTo(0, 6);
    });
    // The outer Ascendente sits on the return's first cusp: its glyph is moved off that line, its tick stays.
    const ac = layout.outer.find((p) => p.code === 'ascendant')!;
    expect(Math.abs(offBy(angleOf({ x: ac.glyph.cx, y: ac.glyph.cy }), 250))).toBeGreaterThan(1);
    expect(offBy(angleOf(ac.tick[0]), 250)).toBeCloseTo(0, 6);
  });
});
