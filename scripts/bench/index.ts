/**
 * `npm run bench`: runs every `*.bench.ts` module in this folder, in name order, and prints each
 * one's figures side by side with the baseline its issue names. Figures only: nothing here fails.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';
import type { BenchModule } from './types.ts';

const dir = fileURLToPath(new URL('.', import.meta.url));
const only = process.argv[2];
const files = readdirSync(dir).filter((f) => f.endsWith('.bench.ts') && (!only || f.includes(only))).sort();

for (const file of files) {
  const mod = (await import(pathToFileURL(join(dir, file)).href)) as BenchModule;
  console.log(`\n## ${mod.title}`);
  const rows = await mod.run();
  const width = Math.max(...rows.map((r) => r.label.length));
  for (const r of rows) console.log(`  ${r.label.padEnd(width)}  ${r.value}`);
}
