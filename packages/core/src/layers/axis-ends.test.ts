import { describe, expect, it } from 'vitest';
import type { AspectSideDeg } from '../aspects.ts';
import type { PointCode } from '../bodies.ts';
import type { NatalPoints } from '../natal-points.ts';
import { natalAxes, oneRowPerAxis } from './axis-ends.ts';

/** Nodo Nord at 100°, Nodo Sud opposite; the Ascendant at 15°, cusp VII opposite; cusps II and VIII 41.5° and 221.5°. */
const natal: NatalPoints = {
  longitudes: { northNode: 100, southNode: 280, sun: 10, ascendant: 15, midheaven: 280.5 },
  cusps: [15, 41.5, 70, 100.5, 130, 160, 195, 221.5, 250, 280.5, 310, 340],
};

const rec = (moving: string, natalPoint: PointCode, angleDeg: AspectSideDeg, startMs = 0, endMs = 10) => ({ moving, natalPoint, angleDeg, startMs, endMs });
const kept = (records: ReturnType<typeof rec>[]) => oneRowPerAxis(records, natal, (r) => r.moving).map((r) => `${r.moving} ${r.angleDeg} ${r.natalPoint}`);

describe('natalAxes', () => {
  it('pairs the points exactly opposite: the node\'s ends, the Ascendant and cusp VII, the Medio Coeli and cusp IV, cusps II and VIII', () => {
    const axes = natalAxes(natal);
    expect(axes.get('northNode')).toBe('southNode');
    expect(axes.get('ascendant')).toBe('cusp7');
    expect(axes.get('midheaven')).toBe('cusp4');
    expect(axes.get('cusp2')).toBe('cusp8');
    expect(axes.get('cusp8')).toBe('cusp2');
    expect(axes.has('sun')).toBe(false);
  });
});

describe('oneRowPerAxis', () => {
  it.each([
    { name: 'conjunct Nodo Sud = opposite Nodo Nord: the conjunction stays', records: [rec('mars', 'northNode', 180), rec('mars', 'southNode', 0)], expected: ['mars 0 southNode'] },
    { name: 'conjunct Nodo Nord = opposite Nodo Sud: the conjunction stays', records: [rec('mars', 'northNode', 0), rec('mars', 'southNode', 180)], expected: ['mars 0 northNode'] },
    { name: 'a square to both ends: the one to Nodo Nord', records: [rec('mars', 'southNode', 270), rec('mars', 'northNode', 90)], expected: ['mars 90 northNode'] },
    { name: 'trine Nodo Nord = sextile Nodo Sud: the one to Nodo Nord', records: [rec('mars', 'northNode', 120), rec('mars', 'southNode', 300)], expected: ['mars 120 northNode'] },
    { name: 'sextile cusp II = trine cusp VIII: the one to cusp II', records: [rec('saturn', 'cusp8', 240), rec('saturn', 'cusp2', 60)], expected: ['saturn 60 cusp2'] },
    { name: 'cusp VII and the Ascendant: conjunct cusp VII stays, opposite the Ascendant goes', records: [rec('sun', 'ascendant', 180), rec('sun', 'cusp7', 0)], expected: ['sun 0 cusp7'] },
  ])('$name', ({ records, expected }) => {
    expect(kept(records)).toEqual(expected);
  });

  it('keeps a record whose twin is absent, belongs to another moving point, or is another stretch', () => {
    expect(kept([rec('mars', 'southNode', 270)])).toEqual(['mars 270 southNode']);
    expect(kept([rec('mars', 'northNode', 90), rec('venus', 'southNode', 270)])).toEqual(['mars 90 northNode', 'venus 270 southNode']);
    expect(kept([rec('mars', 'northNode', 90, 0, 10), rec('mars', 'southNode', 270, 20, 30)])).toEqual(['mars 90 northNode', 'mars 270 southNode']);
  });

  it('leaves points on no axis alone', () => {
    expect(kept([rec('mars', 'sun', 0), rec('mars', 'sun', 180)])).toEqual(['mars 0 sun', 'mars 180 sun']);
  });
});
