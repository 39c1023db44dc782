/** Reads fixtures/zdump/gazetteer-zones.txt (verbatim `zdump -i`) once: every zone of the gazetteer, 1850–2030. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GAZETTEER_ZONES_FIXTURE } from '../../../test-support/zdump.ts';
import { parseZdumpIntervals, zdumpTypeAt, type ZdumpZone } from '../../../test-support/zdump-intervals.ts';
import type { TzType } from '../src/tz/posix-tz.ts';

let zones: ZdumpZone[] | undefined;

export function gazetteerZonesFixture(): ZdumpZone[] {
  zones ??= parseZdumpIntervals(readFileSync(fileURLToPath(new URL(`../../../fixtures/zdump/${GAZETTEER_ZONES_FIXTURE}`, import.meta.url)), 'utf8'));
  return zones;
}

/** zdump's type for a zone at an instant (ms, UT); throws when the fixture lacks the zone. */
export function zdumpTypeAtMs(zone: string, epochMs: number): TzType {
  const z = gazetteerZonesFixture().find((f) => f.zone === zone);
  if (!z) throw new Error(`${zone} is not in ${GAZETTEER_ZONES_FIXTURE}`);
  return zdumpTypeAt(z, Math.floor(epochMs / 1000));
}
