import { describe, expect, it } from 'vitest';
import type { NatalPoints } from '../natal-points.ts';
import { julianDayToEpochMs } from '../time.ts';
import { BIRTH_INSTANT_WINDOW_DAYS, withoutBirthInstant } from './birth-instant.ts';
import type { AspectTimingRecord } from './timing-record.ts';

const natalJd = 2446260.0208;
const natal: NatalPoints = {
  longitudes: { sun: 111.2, moon: 21.25, northNode: 51.5, southNode: 231.5, mercury: 130 },
  cusps: Array.from({ length: 12 }, (_, i) => i * 30),
};
const ms = (daysAfterBirth: number) => julianDayToEpochMs(natalJd + daysAfterBirth);

function rec(movingPoint: AspectTimingRecord['movingPoint'], natalPoint: AspectTimingRecord['natalPoint'], angleDeg: AspectTimingRecord['angleDeg'], exactDays: number[]): AspectTimingRecord {
  const exactMs = exactDays.map(ms);
  return {
    layer: 'directions', movingPoint, natalPoint, aspect: angleDeg === 0 ? 'conjunction' : angleDeg === 180 ? 'opposition' : 'square', angleDeg,
    startMs: ms(-0.5), endMs: ms(400), clippedStart: true, clippedEnd: false, exactMs,
    peak: { timeMs: exactMs[0] ?? ms(-0.5), orbDeg: 0 }, house: 4,
  };
}

describe('nothing is exact at birth', () => {
  it('leaves out a point on its own place and the node axis, exact only at birth', () => {
    const out = withoutBirthInstant([
      rec('sun', 'sun', 0, [0]),
      rec('northNode', 'southNode', 180, [0.001]),
      rec('southNode', 'northNode', 180, [-0.001]),
      rec('mercury', 'mercury', 0, []),
    ], natal, natalJd);
    expect(out).toEqual([]);
  });

  it('keeps a point back on its own place later (a retrograde loop, the Moon\'s cycle), without the birth instant', () => {
    const [r] = withoutBirthInstant([rec('mercury', 'mercury', 0, [0, 200, 300])], natal, natalJd);
    expect(r!.exactMs).toEqual([ms(200), ms(300)]);
    expect(r!.peak).toEqual({ timeMs: ms(200), orbDeg: 0 });
  });

  it('keeps a natal aspect carried on (Sun square Moon exact at birth by chance), with no exact instant', () => {
    const squareAtBirth = rec('sun', 'moon', 90, [0.0001]);
    const [r] = withoutBirthInstant([squareAtBirth, rec('sun', 'mercury', 0, [150])], natal, natalJd);
    expect(r!.exactMs).toEqual([]);
    expect(r!.peak).toEqual(squareAtBirth.peak);
  });

  it('counts an hour either side as the birth instant, and no more', () => {
    const inside = BIRTH_INSTANT_WINDOW_DAYS * 0.99;
    const outside = BIRTH_INSTANT_WINDOW_DAYS * 1.01;
    expect(withoutBirthInstant([rec('sun', 'moon', 90, [inside])], natal, natalJd)[0]!.exactMs).toEqual([]);
    expect(withoutBirthInstant([rec('sun', 'moon', 90, [outside])], natal, natalJd)[0]!.exactMs).toEqual([ms(outside)]);
  });
});
