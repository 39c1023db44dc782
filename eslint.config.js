// Lint rules: typescript-eslint's recommended set, React's hook rules, and the one-way imports of
// ARCHITECTURE.md as one table (import-x/no-restricted-paths): what each package, app, tool and
// test folder may import of the repository. Package names resolve to their folders, so a rule holds
// for `@astrolabio/places` and `../../places/src/index.ts` alike. scripts/eslint-boundaries.test.ts
// probes every row.
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';

/** The folders under `dir` (read from disk, so a new package, app or feature is covered). */
const foldersOf = (dir) => readdirSync(new URL(dir, import.meta.url), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

/** What each package may import of the other packages: core nothing, the rest core (the contract also names-it). */
const PACKAGE_IMPORTS = {
  core: [],
  'names-it': ['core'],
  ephemeris: ['core'],
  places: ['core'],
  contract: ['core', 'names-it'],
};
/** What each app may import of the packages: the browser only what runs in a browser. */
const APP_IMPORTS = {
  web: ['core', 'names-it', 'contract'],
  server: Object.keys(PACKAGE_IMPORTS),
};
const PACKAGES = foldersOf('./packages');
const APPS = foldersOf('./apps');
for (const p of PACKAGES) if (!(p in PACKAGE_IMPORTS)) throw new Error(`eslint.config.js: say what packages/${p} may import (PACKAGE_IMPORTS)`);
for (const a of APPS) if (!(a in APP_IMPORTS)) throw new Error(`eslint.config.js: say what apps/${a} may import (APP_IMPORTS)`);

/**
 * The web features one feature composes (issue 35: the couple's second birth is entered with the
 * birth form, its place search and profiles; its charts drawn with the chart's tables and geometry;
 * its transits shown by Tabella Transiti; issue 34: the Rivoluzione Solare draws its houses over the
 * natal wheel with the couple's bi-wheel). Each only through that feature's public index.ts, and the
 * table is one way: a feature listed here imports none of those that name it (no circles).
 */
const FEATURE_IMPORTS = {
  couple: ['birth-form', 'place-search', 'profiles', 'chart', 'transits'],
  'solar-return': ['couple'],
};

const pkg = (p) => `./packages/${p}`;
for (const [feature, others] of Object.entries(FEATURE_IMPORTS)) {
  for (const other of others) {
    if ((FEATURE_IMPORTS[other] ?? []).includes(feature)) throw new Error(`eslint.config.js: features/${feature} and features/${other} would import each other (FEATURE_IMPORTS)`);
  }
}
const WORKSPACES = [...PACKAGES.map(pkg), ...APPS.map((a) => `./apps/${a}`)];
/** Tools on top of the workspaces: benchmarks and fixture scripts, browser tests, what tests and tools share. */
const TOOLS = ['./scripts', './e2e', './test-support'];

const WEB_SRC = './apps/web/src';
const webFeatures = foldersOf(`${WEB_SRC}/features`);

const boundaryZones = [
  // Packages: each imports only the packages its row names, never an app or a tool.
  ...PACKAGES.map((p) => ({
    target: pkg(p),
    from: [...PACKAGES.filter((q) => q !== p && !PACKAGE_IMPORTS[p].includes(q)).map(pkg)],
    message: p === 'core'
      ? 'core imports nothing else of the repository.'
      : `packages/${p} imports only ${PACKAGE_IMPORTS[p].map((q) => `@astrolabio/${q}`).join(' and ')} of our packages.`,
  })).filter((zone) => zone.from.length > 0),
  { target: './packages', from: './apps', message: 'Packages never import apps.' },
  { target: pkg('core'), from: ['./scripts', './e2e'], message: 'core imports nothing else of the repository.' },
  // Apps: the web app only what a browser runs; neither app imports the other.
  ...APPS.map((a) => ({
    target: `./apps/${a}`,
    from: [...PACKAGES.filter((p) => !APP_IMPORTS[a].includes(p)).map(pkg), ...APPS.filter((b) => b !== a).map((b) => `./apps/${b}`)],
    message: `apps/${a} imports only ${APP_IMPORTS[a].map((p) => `@astrolabio/${p}`).join(', ')} of the packages, and no other app.`,
  })).filter((zone) => zone.from.length > 0),
  // Tools sit on top: no workspace imports them; nothing under src/ imports test support.
  { target: [...WORKSPACES.filter((w) => w !== pkg('core'))], from: ['./scripts', './e2e'], message: 'Packages and apps never import scripts/ or e2e/.' },
  { target: './test-support', from: ['./apps', './scripts', './e2e'], message: 'test-support/ imports packages only.' },
  { target: ['./scripts', './test-support'], from: './e2e', message: 'e2e/ is imported by nothing: move what others need to test-support/.' },
  // A workspace's test folder is its own: what others need goes to test-support/.
  ...WORKSPACES.map((w) => ({
    target: [...WORKSPACES.filter((x) => x !== w), ...TOOLS],
    from: `${w}/test`,
    message: `${w.slice(2)}/test is private to ${w.slice(2)}: move what others need to test-support/.`,
  })),
  // Issue 32: the server names no technique outside its task kind's file. The compute pool imports no
  // adapter; the app, the routes and the plugins import no task kind: the registry finds a kind by its
  // name (compute-pool/task-registry.ts), so adding one edits none of them.
  { target: './apps/server/src/compute-pool', from: ['./apps/server/src/adapters/*'], message: 'The compute pool knows no technique: task kinds are found by name (compute-pool/task-registry.ts).' },
  {
    target: ['./apps/server/src/app.ts', './apps/server/src/routes', './apps/server/src/plugins'],
    from: ['./apps/server/src/adapters/*.task.ts'],
    message: 'Only the task registry finds a task kind, by its name: the app, the routes and the plugins import none.',
  },
  // Web features: apart from each other (only app/ composes them), but for the few FEATURE_IMPORTS
  // names, each through its public index.ts.
  ...webFeatures.map((feature) => ({
    target: `${WEB_SRC}/features/${feature}`,
    from: `${WEB_SRC}/features`,
    except: [`./${feature}`, ...(FEATURE_IMPORTS[feature] ?? []).map((other) => `./${other}/index.ts`)],
    message: 'Web features do not import each other: compose them in app/, share through lib/, i18n/ or components/ '
      + '(or name the feature in FEATURE_IMPORTS, then import its index.ts only).',
  })),
  // app/ sees a feature through its public index.ts only (its tab spec, tab.ts(x), is found by
  // app/result-tabs.ts's import.meta.glob, which is no import statement).
  {
    target: `${WEB_SRC}/app`,
    from: `${WEB_SRC}/features`,
    except: webFeatures.map((feature) => `./${feature}/index.ts`),
    message: 'app/ imports a feature only through its public index.ts (features/<feature>/index.ts).',
  },
  {
    target: [`${WEB_SRC}/lib`, `${WEB_SRC}/i18n`, `${WEB_SRC}/components`, `${WEB_SRC}/birth-data`, `${WEB_SRC}/result-tabs`, `${WEB_SRC}/features`],
    from: `${WEB_SRC}/app`,
    message: 'Only app/ composes the app: nothing imports from it.',
  },
  {
    target: [`${WEB_SRC}/lib`, `${WEB_SRC}/i18n`, `${WEB_SRC}/components`, `${WEB_SRC}/birth-data`, `${WEB_SRC}/result-tabs`],
    from: `${WEB_SRC}/features`,
    message: 'Shared code (lib/, i18n/, components/, birth-data/, result-tabs/) does not depend on a feature.',
  },
  // result-tabs/: what a result tab is (its spec, its share-link keys, its lazy panel), shared by
  // the features that add tabs and by app/, which mounts them; the layers below it know no tab.
  {
    target: [`${WEB_SRC}/lib`, `${WEB_SRC}/i18n`, `${WEB_SRC}/components`, `${WEB_SRC}/birth-data`],
    from: `${WEB_SRC}/result-tabs`,
    message: 'result-tabs/ is used by features and app/ only: lib/, i18n/, components/ and birth-data/ do not import it.',
  },
  // birth-data/: the birth form's values and rules (fields, coordinates typed as people write them,
  // the place fix), shared by the features that handle a birth and by app/; the generic layers
  // below it do not know about a birth.
  {
    target: [`${WEB_SRC}/lib`, `${WEB_SRC}/i18n`, `${WEB_SRC}/components`],
    from: `${WEB_SRC}/birth-data`,
    message: 'birth-data/ is used by features and app/ only: lib/, i18n/ and components/ do not import it.',
  },
];

/**
 * test-support/ is for tests: code under src/ never imports it, while a test beside that code
 * (`*.test.ts`, e.g. core's engine and technique tests on the synthetic ephemeris) may.
 */
const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx'];
const testSupportZones = [
  { target: pkg('core'), from: './test-support', message: 'core imports nothing else of the repository.' },
  { target: WORKSPACES.map((w) => `${w}/src`), from: './test-support', message: 'Only tests, benchmarks and scripts import test-support/, never code under src/.' },
];

const ONLY_EPHEMERIS_IMPORTS_SWEPH = { name: 'sweph', message: 'Only @astrolabio/ephemeris imports sweph.' };

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'coverage/**', 'test-results/**', 'data/**/*.json'] },
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver()] },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: [...boundaryZones, ...testSupportZones] }],
    },
  },
  {
    files: TEST_FILES,
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: boundaryZones }],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['packages/ephemeris/**'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [ONLY_EPHEMERIS_IMPORTS_SWEPH],
      }],
    },
  },
  {
    files: ['packages/core/**/*.ts', 'packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['sweph', 'node:*', 'fs', 'path', 'url', 'child_process'], message: 'core and the contract run in a browser too: no I/O, no Node module, no native code.' }],
      }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // The welcome gate's first page (issue 23, decision 0014): a module it loads that imports the
    // contract's barrel makes the bundler put every route's schemas in the gate's chunks, so these
    // import the contract's modules by path ('@astrolabio/contract/spec-texts.ts').
    files: [
      'apps/web/src/i18n/**/*.ts',
      'apps/web/src/lib/{api-client,api-error,query-client,site-config}.ts',
      'apps/web/src/features/gate/**/*.{ts,tsx}',
    ],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [
          // A later block's options replace an earlier one's: the sweph rule is named again.
          ONLY_EPHEMERIS_IMPORTS_SWEPH,
          { name: '@astrolabio/contract', message: 'On the first page: import the contract module by path (@astrolabio/contract/<file>.ts), not its barrel (decision 0014).' },
        ],
      }],
    },
  },
);
