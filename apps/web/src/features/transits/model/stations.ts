/**
 * Which transiting bodies' stations the views mark (decision 0057): the planets', not the lunar
 * node's. The true node turns back and forth every few weeks (the Sun's pull on the Moon's orbit),
 * the mean node never turns; astrologers read neither as a station. The answer keeps every station
 * (applying / separating still turns at them); only the marks, tooltips and event lists leave
 * the node's out.
 */
import type { TransitBodyCode, TransitStationRecord } from '@astrolabio/core';

export function marksStations(body: TransitBodyCode): boolean {
  return body !== 'northNode';
}

/**
 * The stations of a body's transits, each once: every transit of one body carries the same
 * stations of its track (Plutone quadratura three natal points: one station, not three).
 */
export function distinctStations(body: TransitBodyCode, stations: readonly TransitStationRecord[]): TransitStationRecord[] {
  if (!marksStations(body)) return [];
  const seen = new Set<string>();
  return [...stations]
    .sort((a, b) => a.timeMs - b.timeMs)
    .filter((s) => {
      const key = `${s.kind}${s.timeMs}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
