/**
 * Size of the web app's production bundle: builds it, then measures what index.html makes the
 * browser download for the first page (entry JS, preloaded chunks, CSS), gzip and brotli, the
 * chart screen's chunks that follow, and the /testing pages loaded on demand. Sizes in kB (1000 bytes).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { BenchRow } from './types.ts';
import { fmt } from './timing.ts';

export const title = 'Web app: peso della prima pagina (build di produzione)';

const root = fileURLToPath(new URL('../../', import.meta.url));
const dist = join(root, 'apps/web/dist');

interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

function sizes(files: readonly string[]): Sizes {
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const f of files) {
    const bytes = readFileSync(join(dist, f));
    total.raw += bytes.length;
    total.gzip += gzipSync(bytes, { level: 9 }).length;
    total.brotli += brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return total;
}

/** The files index.html loads: module scripts, modulepreload links, stylesheets (paths relative to dist). */
function firstPageAssets(indexHtml: string): { js: string[]; css: string[] } {
  const attr = (re: RegExp) => [...indexHtml.matchAll(re)].map((m) => m[1]!.replace(/^\//, ''));
  return {
    js: [...attr(/<script[^>]+type="module"[^>]+src="([^"]+)"/g), ...attr(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)],
    css: attr(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g),
  };
}

const kb = (n: number) => `${fmt(n / 1000, 1)} kB`;

export async function run(): Promise<BenchRow[]> {
  execFileSync('npm', ['run', 'build', '-w', '@astrolabio/web'], { cwd: root, stdio: 'ignore' });
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const { js, css } = firstPageAssets(html);
  const first = sizes(['index.html', ...js, ...css]);
  const jsSizes = sizes(js);
  const cssSizes = sizes(css);
  // The build's own compressed copies (.br, .gz) are the same files again.
  const later = readdirSync(join(dist, 'assets')).filter((f) => !/\.(br|gz)$/.test(f)).map((f) => `assets/${f}`).filter((f) => !js.includes(f) && !css.includes(f));
  // The /testing pages loaded on demand (app/routes/*TestPage.tsx) are their own chunks: not the chart screen's.
  const testPages = later.filter((f) => /TestPage-[\w-]+\.js$/.test(f));
  const chartScreen = later.filter((f) => !testPages.includes(f));
  const rest = sizes(chartScreen);
  const testing = sizes(testPages);
  return [
    { label: 'prima pagina (HTML + JS + CSS), gzip -9', value: kb(first.gzip) },
    { label: '  di cui JavaScript, gzip -9', value: `${kb(jsSizes.gzip)} (${kb(jsSizes.raw)} non compresso)` },
    { label: '  di cui CSS, gzip -9', value: `${kb(cssSizes.gzip)} (${kb(cssSizes.raw)} non compresso)` },
    { label: 'prima pagina, brotli 11', value: kb(first.brotli) },
    { label: 'schermata del tema (chunk successivi), gzip -9', value: `${kb(rest.gzip)} (${chartScreen.length} file)` },
    { label: 'pagine di prova caricate a parte, gzip -9', value: `${kb(testing.gzip)} (${testPages.length} file)` },
  ];
}
