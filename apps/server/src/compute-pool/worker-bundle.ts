/**
 * The compute worker as plain JavaScript, built ahead: one ES module (apps/server/dist/) with our
 * packages' TypeScript bundled in and the libraries left to Node. A thread that ran the worker's
 * TypeScript through tsx spent 0.8–1 s starting (tsx 380–520 ms, compiling our modules 383–447 ms)
 * before its first answer (issue 23). `npm run build` makes it (cli/build-compute-worker.ts); the
 * pool rebuilds it when it is missing or older than one of its sources, so a fresh clone, a test
 * run or a development server never runs stale worker code.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';

const SERVER_DIR = fileURLToPath(new URL('../../', import.meta.url));
const ENTRY = join(SERVER_DIR, 'src/compute-pool/worker.ts');
const BUILD_CLI = join(SERVER_DIR, 'src/cli/build-compute-worker.ts');
/** Where the task kinds are (task-registry.ts): the bundle takes every `*.task.ts` file there. */
const TASK_KINDS_DIR = join(SERVER_DIR, 'src/adapters');
/** Where the built worker is written, beside the source archive (git-ignored). */
export const COMPUTE_WORKER_BUNDLE = join(SERVER_DIR, 'dist/compute-worker.mjs');
/** Beside a bundle: the source files it was built from, to tell whether it is stale. */
const inputsFileOf = (bundle: string) => `${bundle}.inputs.json`;

/**
 * Left to Node, loaded from node_modules: sweph is a native addon, piscina must be the very module
 * the worker thread already runs, geo-tz reads its data beside its own files. Everything else, our
 * TypeScript and the plain JavaScript libraries (zod…), is bundled: one file to load
 * instead of hundreds (zod alone took 200 ms to load from its files on a busy machine).
 */
const EXTERNAL_PACKAGES = ['sweph', 'piscina', 'geo-tz'];

/** Bundled CommonJS libraries call `require` (of Node's own modules): an ES module has none, so the bundle makes one. */
const REQUIRE_IN_ESM = "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

/**
 * Source files find their data beside them (`new URL('../ephe', import.meta.url)`): in the bundle
 * `import.meta.url` is the bundle's, so each file's is rewritten to its own, relative to the bundle.
 */
function ownImportMetaUrl(bundleDir: string): Plugin {
  return {
    name: 'own-import-meta-url',
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, (args) => {
        const text = readFileSync(args.path, 'utf8');
        if (!text.includes('import.meta.url')) return undefined;
        const fromBundle = relative(bundleDir, args.path).split(sep).join('/');
        return { contents: text.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`), loader: 'ts' };
      });
    },
  };
}

/** Builds the worker bundle; returns the source files it holds. Written whole, then renamed: a reader never sees half a file. */
export async function buildComputeWorker(outFile: string = COMPUTE_WORKER_BUNDLE): Promise<string[]> {
  const bundleDir = dirname(outFile);
  // Loaded only to build: a server that starts with a fresh bundle never needs it.
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    metafile: true,
    outfile: outFile,
    external: EXTERNAL_PACKAGES.flatMap((name) => [name, `${name}/*`]),
    banner: { js: REQUIRE_IN_ESM },
    plugins: [ownImportMetaUrl(bundleDir)],
    logLevel: 'silent',
  });
  const inputs = Object.keys(result.metafile.inputs).map((p) => resolve(p));
  mkdirSync(bundleDir, { recursive: true });
  const temporary = `${outFile}.${process.pid}.tmp`;
  writeFileSync(temporary, result.outputFiles[0]!.contents);
  const inputsFile = inputsFileOf(outFile);
  writeFileSync(`${inputsFile}.${process.pid}.tmp`, JSON.stringify(inputs));
  renameSync(`${inputsFile}.${process.pid}.tmp`, inputsFile);
  renameSync(temporary, outFile);
  return inputs;
}

/**
 * Whether the bundle is missing, or one of its sources has changed (or gone) since it was built, or
 * a task kind was added since (a new `adapters/*.task.ts` file is not among the sources of a bundle
 * built before it).
 */
export function computeWorkerBundleIsStale(outFile: string = COMPUTE_WORKER_BUNDLE, taskKindsDir: string = TASK_KINDS_DIR): boolean {
  const inputsFile = inputsFileOf(outFile);
  if (!existsSync(outFile) || !existsSync(inputsFile)) return true;
  const builtMs = statSync(outFile).mtimeMs;
  const inputs = JSON.parse(readFileSync(inputsFile, 'utf8')) as string[];
  if (inputs.some((file) => !existsSync(file) || statSync(file).mtimeMs > builtMs)) return true;
  const known = new Set(inputs);
  return readdirSync(taskKindsDir).some((name) => name.endsWith('.task.ts') && !known.has(join(taskKindsDir, name)));
}

/**
 * The worker file the pool starts: the built bundle, rebuilt first when missing or stale (by the
 * build's own command in a child process, ~1 s: esbuild's plugins, which the bundle needs, have no
 * synchronous form, and the pool is made synchronously). A stale bundle that cannot be rewritten
 * (a read-only install) is used as it is, and `onStale` says so.
 */
export function computeWorkerFile(onStale: (reason: unknown) => void = () => {}): string {
  if (!computeWorkerBundleIsStale()) return COMPUTE_WORKER_BUNDLE;
  try {
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
    execFileSync(process.execPath, ['--import', tsx, BUILD_CLI], { stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (err) {
    if (!existsSync(COMPUTE_WORKER_BUNDLE)) throw err;
    onStale(err);
  }
  return COMPUTE_WORKER_BUNDLE;
}
