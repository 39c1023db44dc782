/**
 * The import boundaries of eslint.config.js (the paths table, and the Node and sweph bans) really
 * fire, and only where they should: each row lints a probe file at a path in the repository and
 * expects the rule's message (or none).
 */
import { describe, expect, test } from 'vitest';
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths' || m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

/** A probe module importing `from` (a path relative to the probe, or a package name). */
const importing = (from: string) => `import * as probed from '${from}';\nexport const x = probed;`;

describe('import boundaries', () => {
  test.each([
    // core imports nothing of ours, by package name or by path.
    ['core importing the server by relative path', 'packages/core/src/probe.ts', '../../../apps/server/src/app.ts', 'Packages never import apps.'],
    ['core importing @astrolabio/places', 'packages/core/src/probe.ts', '@astrolabio/places', 'core imports nothing else'],
    ['core importing names-it by relative path', 'packages/core/src/probe.ts', '../../names-it/src/index.ts', 'core imports nothing else'],
    ['core importing @astrolabio/contract', 'packages/core/src/probe.ts', '@astrolabio/contract', 'core imports nothing else'],
    ['core importing test support', 'packages/core/src/probe.ts', '../../../test-support/sample-births.ts', 'core imports nothing else'],
    ['core importing a script', 'packages/core/src/probe.test.ts', '../../../scripts/fixtures/zdump.ts', 'core imports nothing else'],
    ['core importing a Node module', 'packages/core/src/probe.ts', 'node:fs', 'no Node module'],
    ['the contract importing a Node module', 'packages/contract/src/probe.ts', 'node:url', 'no Node module'],
    ['the server importing sweph', 'apps/server/src/probe.ts', 'sweph', 'Only @astrolabio/ephemeris imports sweph.'],
    // The other packages import core (the contract also names-it), never an app.
    ['names-it importing @astrolabio/places', 'packages/names-it/src/probe.ts', '@astrolabio/places', 'packages/names-it imports only @astrolabio/core'],
    ['the contract importing @astrolabio/places', 'packages/contract/src/probe.ts', '@astrolabio/places', 'packages/contract imports only @astrolabio/core and @astrolabio/names-it'],
    ['the contract importing @astrolabio/ephemeris', 'packages/contract/src/probe.ts', '@astrolabio/ephemeris', 'packages/contract imports only'],
    ['places importing the contract by relative path', 'packages/places/src/probe.ts', '../../contract/src/index.ts', 'packages/places imports only @astrolabio/core'],
    ['ephemeris importing @astrolabio/server', 'packages/ephemeris/src/probe.ts', '@astrolabio/server', 'Packages never import apps.'],
    ['a package test importing the web app', 'packages/places/test/probe.ts', '../../../apps/web/src/lib/format.ts', 'Packages never import apps.'],
    // The web app imports only core, names-it and the contract; the apps do not import each other.
    ['the web importing @astrolabio/ephemeris', 'apps/web/src/lib/probe.ts', '@astrolabio/ephemeris', 'apps/web imports only @astrolabio/core, @astrolabio/names-it, @astrolabio/contract'],
    ['the web importing @astrolabio/places', 'apps/web/src/features/place-search/probe.ts', '@astrolabio/places', 'apps/web imports only'],
    ['the web importing the server by relative path', 'apps/web/src/app/probe.ts', '../../../server/src/messages.ts', 'apps/web imports only'],
    ['the server importing the web app', 'apps/server/src/probe.ts', '../../web/src/i18n/it.ts', 'apps/server imports only'],
    // Tools on top, test folders private, test support outside src/.
    ['a package test importing a fixture script', 'packages/places/test/probe.ts', '../../../scripts/fixtures/zdump.ts', 'never import scripts/ or e2e/'],
    ['the server importing a browser test', 'apps/server/test/probe.ts', '../../../e2e/browser.ts', 'never import scripts/ or e2e/'],
    ['a server test importing ephemeris test code', 'apps/server/test/probe.ts', '../../../packages/ephemeris/test/supported-range.test.ts', 'packages/ephemeris/test is private'],
    ['a bench importing server test helpers', 'scripts/bench/probe.ts', '../../apps/server/test/helpers.ts', 'apps/server/test is private'],
    ['a bench importing browser-test code', 'scripts/bench/probe.ts', '../../e2e/browser.ts', 'e2e/ is imported by nothing'],
    ['the compute pool importing an adapter', 'apps/server/src/compute-pool/probe.ts', '../adapters/transits.ts', 'The compute pool knows no technique'],
    ['a server route importing a task kind', 'apps/server/src/routes/probe.ts', '../adapters/transits.task.ts', 'Only the task registry finds a task kind'],
    ['server code importing test support', 'apps/server/src/probe.ts', '../../../test-support/sample-births.ts', 'never code under src/'],
    ['web code importing test support', 'apps/web/src/lib/probe.ts', '../../../../test-support/chromium.ts', 'never code under src/'],
    ['test support importing an app', 'test-support/probe.ts', '../apps/server/src/app.ts', 'test-support/ imports packages only'],
    // Web features stay apart; only app/ composes them.
    ['a feature importing a sibling feature', 'apps/web/src/features/chart/probe.ts', '../profiles/profile.ts', 'Web features do not import each other'],
    ['a feature importing a sibling\'s index it does not name', 'apps/web/src/features/chart/probe.ts', '../profiles/index.ts', 'Web features do not import each other'],
    ['the couple importing a named feature\'s inner module', 'apps/web/src/features/couple/probe.ts', '../birth-form/form-rules.ts', 'Web features do not import each other'],
    ['a feature the couple composes importing the couple', 'apps/web/src/features/transits/probe.ts', '../couple/index.ts', 'Web features do not import each other'],
    ['the Rivoluzione Solare importing the couple\'s bi-wheel module', 'apps/web/src/features/solar-return/components/probe.ts', '../../couple/components/BiWheel.tsx', 'Web features do not import each other'],
    ['lib importing a feature', 'apps/web/src/lib/probe.ts', '../features/chart/chart-view.ts', 'does not depend on a feature'],
    ['a feature importing app/', 'apps/web/src/features/gate/probe.ts', '../../app/theme.ts', 'Only app/ composes the app'],
    ['app/ importing a feature\'s inner module', 'apps/web/src/app/routes/probe.ts', '../../features/chart/chart-view.ts', 'app/ imports a feature only through its public index.ts'],
    ['app/ importing a feature\'s tab module', 'apps/web/src/app/probe.ts', '../features/transits/tab.tsx', 'app/ imports a feature only through its public index.ts'],
    ['result-tabs importing a feature', 'apps/web/src/result-tabs/probe.ts', '../features/chart/index.ts', 'does not depend on a feature'],
    ['result-tabs importing app/', 'apps/web/src/result-tabs/probe.ts', '../app/result-tabs.ts', 'Only app/ composes the app'],
    ['lib importing result-tabs', 'apps/web/src/lib/probe.ts', '../result-tabs/tab-spec.ts', 'result-tabs/ is used by features and app/ only'],
    ['birth-data importing result-tabs', 'apps/web/src/birth-data/probe.ts', '../result-tabs/link-keys.ts', 'result-tabs/ is used by features and app/ only'],
    ['birth-data importing a feature', 'apps/web/src/birth-data/probe.ts', '../features/chart/chart-view.ts', 'does not depend on a feature'],
    ['birth-data importing app/', 'apps/web/src/birth-data/probe.ts', '../app/theme.ts', 'Only app/ composes the app'],
    ['lib importing birth-data', 'apps/web/src/lib/probe.ts', '../birth-data/place-fix.ts', 'birth-data/ is used by features and app/ only'],
    ['components importing birth-data', 'apps/web/src/components/probe.ts', '../birth-data/birth-form-values.ts', 'birth-data/ is used by features and app/ only'],
  ])('flags %s', async (_name, file, from, message) => {
    expect(await restrictedImports(file, importing(from))).toContainEqual(expect.stringContaining(message));
  }, 30_000);

  test.each([
    ['the web importing the contract', 'apps/web/src/lib/probe.ts', '@astrolabio/contract'],
    ['the web importing core and names-it', 'apps/web/src/features/chart/probe.ts', '@astrolabio/names-it'],
    ['the contract importing names-it', 'packages/contract/src/probe.ts', '@astrolabio/names-it'],
    ['places importing core', 'packages/places/src/probe.ts', '@astrolabio/core'],
    ['the server importing ephemeris, places and the contract', 'apps/server/src/probe.ts', '@astrolabio/places'],
    ['a server test importing test support', 'apps/server/test/probe.ts', '../../../test-support/swetest-transits.ts'],
    ['a package test importing test support', 'packages/places/test/probe.ts', '../../../test-support/zdump.ts'],
    ['a core test beside its code importing test support', 'packages/core/src/transits/probe.test.ts', '../../../../test-support/synthetic-ephemeris.ts'],
    ['a bench importing the server app', 'scripts/bench/probe.ts', '../../apps/server/src/app.ts'],
    ['a browser test importing test support', 'e2e/probe.ts', '../test-support/chromium.ts'],
    ['a web test importing the web test helpers', 'apps/web/src/app/probe.test.tsx', '../../test/render.tsx'],
    ['a feature importing its own files', 'apps/web/src/features/chart/probe.ts', './chart-view.ts'],
    ['the couple importing the birth form\'s index (FEATURE_IMPORTS)', 'apps/web/src/features/couple/components/probe.ts', '../../birth-form/index.ts'],
    ['the Rivoluzione Solare importing the couple\'s index (FEATURE_IMPORTS)', 'apps/web/src/features/solar-return/components/probe.ts', '../../couple/index.ts'],
    ['a feature importing lib and i18n', 'apps/web/src/features/chart/components/probe.ts', '../../../lib/format.ts'],
    ['app/ composing features through their index.ts', 'apps/web/src/app/probe.ts', '../features/chart/index.ts'],
    ['a feature importing result-tabs', 'apps/web/src/features/transits/probe.ts', '../../result-tabs/tab-spec.ts'],
    ['app/ importing result-tabs', 'apps/web/src/app/probe.ts', '../result-tabs/tab-spec.ts'],
    ['a feature importing birth-data', 'apps/web/src/features/birth-form/probe.ts', '../../birth-data/place-fix.ts'],
    ['app/ importing birth-data', 'apps/web/src/app/routes/probe.ts', '../../birth-data/birth-form-values.ts'],
    ['birth-data importing lib', 'apps/web/src/birth-data/probe.ts', '../lib/format.ts'],
  ])('allows %s', async (_name, file, from) => {
    expect(await restrictedImports(file, importing(from))).toEqual([]);
  }, 30_000);
});
