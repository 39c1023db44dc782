import { computeNatalChart, DISCEPOLO_RULE_SET, mirataSkyAt, readPlaces, solarReturnJd } from '@astrolabio/core';
import { openSwissEphemeris } from '@astrolabio/ephemeris';
const eph = openSwissEphemeris();
const natalJd = 2447965.875;
const natal = computeNatalChart({ jdUt: natalJd, latitude: 41.9, longitude: 12.5 }, eph);
const jd = solarReturnJd({ natalJdUt: natalJd, year: 2027, birthYear: 1990 }, eph);
let seed = 1; const rnd = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
const places = Array.from({ length: 50000 }, () => ({ latitude: rnd() * 120 - 60, longitude: rnd() * 360 - 180 }));
const sky = mirataSkyAt(jd, 'placidus', eph);
for (let k = 0; k < 5; k++) { const t = performance.now(); readPlaces(sky, natal.cusps, DISCEPOLO_RULE_SET, places); const c = process.cpuUsage(); console.log(((performance.now() - t) * 1000 / places.length).toFixed(2)); }
