/**
 * The astrocartography lines against their definitions: on the Medio Coeli line the body's right
 * ascension equals the local sidereal time; on the rising and setting lines its hour angle solves
 * cos H = −tan φ · tan δ, east and west of the meridian; the lines stop where it no longer rises.
 */
import { describe, expect, test } from 'vitest';
import { normalizeDegrees, separationDegrees } from '../angles.ts';
import { rightAscensionDeg } from '../progressions/progressed-angles.ts';
import { astrocartographyLines, declinationDeg } from './astrocartography.ts';

const RAD = Math.PI / 180;
const EPS = 23.44;
const GST = 123.4;
const bodies = [
  { body: 'sun', longitudeDeg: 75, latitudeDeg: 0 },
  { body: 'moon', longitudeDeg: 280, latitudeDeg: -5.1 },
  { body: 'pluto', longitudeDeg: 300, latitudeDeg: -2 },
] as const;
const lines = astrocartographyLines(bodies, EPS, GST, { latitudeStepDeg: 5, maxLatitudeDeg: 80 });

describe('astrocartographyLines', () => {
  test('four lines per body', () => {
    expect(lines).toHaveLength(12);
  });

  test.each(bodies)('$body: MC line where RA = local sidereal time; IC opposite', (b) => {
    const ra = rightAscensionDeg(b.longitudeDeg, b.latitudeDeg, EPS);
    const mc = lines.find((l) => l.body === b.body && l.angle === 'midheaven')!.segments[0]![0]![0];
    const ic = lines.find((l) => l.body === b.body && l.angle === 'imumCoeli')!.segments[0]![0]![0];
    expect(separationDegrees(normalizeDegrees(GST + mc), ra)).toBeLessThan(1e-9);
    expect(separationDegrees(mc, ic)).toBeCloseTo(180, 9);
  });

  test.each(bodies)('$body: rising and setting lines solve cos H = −tan φ tan δ, rising east of the meridian', (b) => {
    const ra = rightAscensionDeg(b.longitudeDeg, b.latitudeDeg, EPS);
    const decl = declinationDeg(b.longitudeDeg, b.latitudeDeg, EPS);
    for (const [angle, sign] of [['ascendant', -1], ['descendant', 1]] as const) {
      const points = lines.find((l) => l.body === b.body && l.angle === angle)!.segments.flat();
      expect(points.length).toBeGreaterThan(20);
      for (const [lon, lat] of points) {
        const h = normalizeDegrees(GST + lon - ra);
        const signed = h > 180 ? h - 360 : h;
        expect(Math.sign(signed) || sign).toBe(sign);
        expect(Math.cos(signed * RAD)).toBeCloseTo(-Math.tan(lat * RAD) * Math.tan(decl * RAD), 9);
      }
    }
  });

  test('a body with declination δ rises no farther than 90° − |δ|, where its two lines meet', () => {
    const decl = declinationDeg(75, 0, EPS);
    const asc = lines.find((l) => l.body === 'sun' && l.angle === 'ascendant')!.segments.flat();
    const top = Math.max(...asc.map((p) => p[1]));
    expect(top).toBeCloseTo(90 - Math.abs(decl), 9);
  });

  test('no segment jumps across the antimeridian', () => {
    for (const l of lines) for (const seg of l.segments) for (let i = 1; i < seg.length; i++) expect(Math.abs(seg[i]![0] - seg[i - 1]![0])).toBeLessThan(180);
  });
});
