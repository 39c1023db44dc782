/**
 * Builds the glyph font the web app ships (issue 15: the sextile drew as an empty box with the
 * system fonts): every astrological symbol of apps/web/src/lib/glyphs.ts, cut out of OFL/free fonts
 * from npm packages, a few kB per file. Each symbol comes from the first font that has it, in the
 * order of FONT_SOURCES. Writes the woff2 files and glyph-font.json (which file holds which code
 * points, read back from the written fonts) into apps/web/src/assets/fonts/.
 *
 *   apt-get install python3-fonttools python3-brotli
 *   node --import tsx scripts/fonts/glyph-font.ts
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GLYPH_FONT_CHARACTERS } from '../../apps/web/src/lib/glyphs.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const outDir = `${root}apps/web/src/assets/fonts/`;
/** Debian's python3 with fontTools (a pyenv python on PATH may lack it). */
const PYTHON = process.env.PYTHON ?? '/usr/bin/python3';

/** In order of preference: Noto Sans Symbols has most symbols, Symbols 2 the Sun, square and triangle, DejaVu Sans ℞. */
const FONT_SOURCES = [
  { id: 'noto-sans-symbols', file: 'node_modules/@fontsource/noto-sans-symbols/files/noto-sans-symbols-symbols-400-normal.woff2' },
  { id: 'noto-sans-symbols-2', file: 'node_modules/@fontsource/noto-sans-symbols-2/files/noto-sans-symbols-2-symbols-400-normal.woff2' },
  { id: 'dejavu-sans', file: 'node_modules/@fontsource/dejavu-sans/files/dejavu-sans-latin-400-normal.woff2' },
] as const;

function codePointsOf(fontFile: string): Set<number> {
  const out = execFileSync(PYTHON, ['-c', 'import sys, json\nfrom fontTools.ttLib import TTFont\nprint(json.dumps(sorted(TTFont(sys.argv[1]).getBestCmap().keys())))', fontFile], { encoding: 'utf8' });
  return new Set(JSON.parse(out) as number[]);
}

const wanted = [...new Set([...GLYPH_FONT_CHARACTERS].map((c) => c.codePointAt(0)!))].sort((a, b) => a - b);
let left = wanted;
const manifest: { file: string; source: string; codePoints: number[] }[] = [];
for (const source of FONT_SOURCES) {
  const has = codePointsOf(`${root}${source.file}`);
  const take = left.filter((cp) => has.has(cp));
  left = left.filter((cp) => !has.has(cp));
  if (take.length === 0) continue;
  const file = `astrolabio-simboli-${source.id}.woff2`;
  execFileSync(PYTHON, [
    '-m', 'fontTools.subset', `${root}${source.file}`,
    `--unicodes=${take.map((cp) => `U+${cp.toString(16).toUpperCase()}`).join(',')}`,
    '--flavor=woff2', '--layout-features=', '--no-hinting', '--desubroutinize', '--name-IDs=*', '--name-legacy',
    `--output-file=${outDir}${file}`,
  ]);
  manifest.push({ file, source: source.file.replace('node_modules/', ''), codePoints: [...codePointsOf(`${outDir}${file}`)].filter((cp) => wanted.includes(cp)) });
}
if (left.length > 0) throw new Error(`No source font has ${left.map((cp) => String.fromCodePoint(cp)).join(' ')}`);
writeFileSync(`${outDir}glyph-font.json`, `${JSON.stringify(manifest, null, 2)}\n`);
console.log(manifest.map((m) => `${m.file}: ${m.codePoints.map((cp) => String.fromCodePoint(cp)).join('')}`).join('\n'));
