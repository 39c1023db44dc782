/** The lint rule that keeps web features apart really fires (and only where it should). */
import { describe, expect, test } from 'vitest';
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('web import boundaries', () => {
  test.each([
    ['a feature importing a sibling feature', 'apps/web/src/features/chart/probe.ts', "import { profileKey } from '../profiles/profile.ts';\nexport const x = profileKey;"],
    ['lib importing a feature', 'apps/web/src/lib/probe.ts', "import { chartView } from '../features/chart/chart-view.ts';\nexport const x = chartView;"],
    ['a feature importing app/', 'apps/web/src/features/gate/probe.ts', "import { theme } from '../../app/theme.ts';\nexport const x = theme;"],
  ])('flags %s', async (_name, file, code) => {
    expect(await restrictedImports(file, code)).toHaveLength(1);
  }, 30_000);

  test.each([
    ['a feature importing its own files', 'apps/web/src/features/chart/probe.ts', "import { chartView } from './chart-view.ts';\nexport const x = chartView;"],
    ['a feature importing lib and i18n', 'apps/web/src/features/chart/components/probe.ts', "import { formatOrb } from '../../../lib/format.ts';\nimport { it } from '../../../i18n/it.ts';\nexport const x = [formatOrb, it];"],
    ['app/ composing features', 'apps/web/src/app/probe.ts', "import { chartView } from '../features/chart/chart-view.ts';\nexport const x = chartView;"],
  ])('allows %s', async (_name, file, code) => {
    expect(await restrictedImports(file, code)).toEqual([]);
  }, 30_000);
});
