/**
 * Measures the compression choices for the POST /api/transiti answer (one natal chart, one calendar
 * year, every body, target and aspect at 3°, as the transit bench asks): for gzip and brotli at a
 * few levels, the size, the time to compress and to decompress (one call each, median of runs), and
 * what the three add up to at a few link speeds. The figures behind the levels chosen in
 * apps/server/src/routes/transiti.ts (docs/decisions/0013-transit-answer-speed.md).
 *
 * Run: node --import tsx scripts/measure/compression-levels.ts
 */
import zlib from 'node:zlib';
import { createPathCache } from '@astrolabio/core';
import { openSwissEphemeris } from '@astrolabio/ephemeris';
import { runTransits } from '../../apps/server/src/adapters/transits.ts';
import { transitiResponseJson } from '../../apps/server/src/adapters/transits-json.ts';
import { transitiBodySchema } from '@astrolabio/contract';
import { BIRTH } from '../bench/inputs.ts';
import { medianMs } from '../bench/timing.ts';

const RUNS = 15;
const request = transitiBodySchema.parse({ natal: BIRTH, startDate: '2025-01-01', endDate: '2025-12-31' });
const json = transitiResponseJson(runTransits(request, openSwissEphemeris(), createPathCache()));

const brotli = (quality: number) => ({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } });
const codecs = [
  ...[1, 3, 6].map((level) => ({ name: `gzip ${level}`, pack: () => zlib.gzipSync(json, { level }), unpack: (b: Buffer) => zlib.gunzipSync(b) })),
  ...[1, 4, 5].map((q) => ({ name: `br ${q}`, pack: () => zlib.brotliCompressSync(json, brotli(q)), unpack: (b: Buffer) => zlib.brotliDecompressSync(b) })),
];
/** Link speeds in megabits per second: slow mobile, ordinary broadband, a fast LAN. */
const LINKS_MBIT = [5, 50, 1000];

console.log(`answer: ${(json.length / 1024).toFixed(0)} kB of JSON; times are medians of ${RUNS} runs`);
console.log(`codec    size(kB)  ratio  compress(ms)  decompress(ms)  ${LINKS_MBIT.map((m) => `total@${m}Mbit/s(ms)`).join('  ')}`);
for (const c of codecs) {
  c.pack(); // warm-up
  const packed = c.pack();
  const packMs = await medianMs(c.pack, RUNS);
  const unpackMs = await medianMs(() => c.unpack(packed), RUNS);
  const totals = LINKS_MBIT.map((m) => (packMs + (packed.length * 8) / (m * 1000) + unpackMs).toFixed(1).padStart(18));
  console.log(`${c.name.padEnd(7)} ${(packed.length / 1024).toFixed(0).padStart(8)}  ${(json.length / packed.length).toFixed(1).padStart(5)}  ${packMs.toFixed(2).padStart(12)}  ${unpackMs.toFixed(2).padStart(14)}  ${totals.join('  ')}`);
}
