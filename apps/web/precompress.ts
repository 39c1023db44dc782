/**
 * A Vite plugin that writes, beside every text file of the build (JS, CSS, HTML, SVG, JSON), its
 * brotli (quality 11) and gzip (level 9) copies: the server sends those (@fastify/static's
 * `preCompressed`) instead of compressing each answer again at brotli 4 (issue 23). The smallest
 * levels cost seconds once, at build; a visitor's browser decompresses them as fast as any other.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;
/** Below this the server compresses nothing either (COMPRESSION_THRESHOLD_BYTES): not worth a file. */
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]));
}

/** Writes `file.br` and `file.gz` beside each compressible file under `dir`. */
export function precompressFiles(dir: string): void {
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
    const bytes = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
    }));
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }));
  }
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'astrolabio-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressFiles(outDir);
    },
  };
}
