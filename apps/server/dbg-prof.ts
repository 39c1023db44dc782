import { openSwissEphemeris } from '@astrolabio/ephemeris';
import { houseOf } from '@astrolabio/core';
import { scanPlaces } from './src/adapters/return-scan.ts';
const e = openSwissEphemeris();
const places = scanPlaces();
const jd = 2461406.94;
for (let r = 0; r < 3; r++) {
let t = performance.now();
const cs: number[][] = [];
for (const p of places) { const h = e.houses(jd, p.latitude, p.longitude, 'placidus') ?? e.houses(jd, p.latitude, p.longitude, 'porphyry'); cs.push(h!.cusps); }
const th = performance.now() - t;
t = performance.now();
let s = 0;
for (const c of cs) { s += houseOf(100, c) + houseOf(200, c) + houseOf(300, c) + houseOf(10, c) + houseOf(50, c); }
console.log('houses', th.toFixed(0), 'houseOf x5', (performance.now() - t).toFixed(0), s);
}
