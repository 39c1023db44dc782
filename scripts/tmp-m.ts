import { computeNatalChart, DISCEPOLO_RULE_SET, explainPlace, mirataSkyAt, readPlaces, solarReturnJd, HOUSE_SYSTEM_CODES, MIRATA_VERDICTS, mirataField, WORLD_GRID } from '@astrolabio/core';
import { openSwissEphemeris } from '@astrolabio/ephemeris';
const eph = openSwissEphemeris();
const natalJd = 2447965.875;
const natal = computeNatalChart({ jdUt: natalJd, latitude: 41.9, longitude: 12.5 }, eph);
const jd = solarReturnJd({ natalJdUt: natalJd, year: 2027, birthYear: 1990 }, eph);
let seed = 1; const rnd = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
const places = Array.from({ length: 20000 }, () => ({ latitude: rnd() * 140 - 70, longitude: rnd() * 360 - 180 }));
for (const sys of HOUSE_SYSTEM_CODES) {
  const sky = mirataSkyAt(jd, sys, eph);
  let t = performance.now();
  const r = readPlaces(sky, natal.cusps, DISCEPOLO_RULE_SET, places);
  const ms = performance.now() - t;
  let bad = 0; const counts = [0,0,0];
  for (let i = 0; i < 3000; i++) {
    const e = explainPlace(sky, natal.cusps, DISCEPOLO_RULE_SET, places[i]!);
    counts[r.verdict[i]!]!++;
    if (MIRATA_VERDICTS[r.verdict[i]!] !== e.verdict || r.score[i] !== e.score || r.ascendantNatalHouse[i] !== e.ascendantNatalHouse) { bad++; if (bad < 4) console.log('mismatch', sys, places[i], MIRATA_VERDICTS[r.verdict[i]!], e.verdict, r.score[i], e.score); }
  }
  t = performance.now();
  const r2 = readPlaces(sky, natal.cusps, DISCEPOLO_RULE_SET, places, { stopAtVeto: true });
  const ms2 = performance.now() - t;
  console.log(sys, 'us/place', (ms * 1000 / places.length).toFixed(2), 'stopAtVeto', (ms2 * 1000 / places.length).toFixed(2), 'mismatches', bad, counts);
}
const sky = mirataSkyAt(jd, 'placidus', eph);
let t = performance.now();
const f = mirataField(sky, natal.cusps, DISCEPOLO_RULE_SET, { ...WORLD_GRID, stepDeg: 0.5 });
console.log('field', f.length, (performance.now() - t).toFixed(0), 'ms');
