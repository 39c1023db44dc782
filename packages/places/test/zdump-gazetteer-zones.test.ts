/**
 * The tz data the server reads (data/tzdata) against Debian's tzdata through `zdump -i`
 * (fixtures/zdump/gazetteer-zones.txt) for every zone the gazetteer's places lie in: the offset and
 * summer-time flag on the 1st and the 15th of every month from 1850 to 2030, and on both sides of
 * every transition. Tolerance: none (whole seconds, equal flags).
 */
import { describe, expect, it } from 'vitest';
import { isDaylightSavingAt, utcOffsetSecondsAt } from '../src/utc-offset.ts';
import { GAZETTEER_ZONES_YEARS, gazetteerZones } from '../../../test-support/zdump.ts';
import { zdumpTypeAt, type ZdumpZone } from '../../../test-support/zdump-intervals.ts';
import { gazetteerZonesFixture } from './zdump-intervals-fixture.ts';

const fixture = gazetteerZonesFixture();

/** Noon of the 15th and midnight of the 1st of every month, UT, in seconds. */
function monthlyProbes(): number[] {
  const out: number[] = [];
  for (let y = GAZETTEER_ZONES_YEARS.from; y < GAZETTEER_ZONES_YEARS.to; y++) {
    for (let m = 0; m < 12; m++) {
      if (y > GAZETTEER_ZONES_YEARS.from || m > 0) out.push(Date.UTC(y, m, 1) / 1000);
      out.push(Date.UTC(y, m, 15, 12) / 1000);
    }
  }
  return out;
}
const PROBES = monthlyProbes();

function differences(z: ZdumpZone, seconds: readonly number[]): string[] {
  const out: string[] = [];
  for (const s of seconds) {
    const expected = zdumpTypeAt(z, s);
    const offset = utcOffsetSecondsAt(z.zone, s * 1000);
    const dst = isDaylightSavingAt(z.zone, s * 1000);
    if (offset !== expected.offsetSeconds || dst !== expected.isDst) {
      out.push(`${new Date(s * 1000).toISOString()}: ours ${offset} s dst ${dst}, zdump ${expected.offsetSeconds} s dst ${expected.isDst}`);
    }
  }
  return out;
}

describe('every zone of the gazetteer against zdump, 1850–2030', () => {
  it('the fixture holds exactly the zones geo-tz gives the gazetteer\'s places', () => {
    expect(fixture.map((z) => z.zone)).toEqual(gazetteerZones());
    expect(fixture.length).toBeGreaterThan(300);
  }, 60_000); // geo-tz for 36,281 places: seconds on a busy machine

  it.each(fixture.map((z) => [z.zone, z] as const))('%s: 1st and 15th of every month, and both sides of every transition', (_zone, z) => {
    expect(differences(z, PROBES)).toEqual([]);
    expect(differences(z, z.transitions.flatMap((t) => [t.atSeconds - 1, t.atSeconds]))).toEqual([]);
  });
});
