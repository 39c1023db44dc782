// Lint rules: typescript-eslint's recommended set, React's hook rules, plus the one-way imports of
// ARCHITECTURE.md (core imports nothing of ours; only the ephemeris package imports sweph; web
// features stay apart and share only through lib/, i18n/ and components/).
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';

const WEB_SRC = './apps/web/src';
/** One zone per feature folder: it may import itself, never a sibling. Read from disk so a new feature is covered. */
const webFeatures = readdirSync(new URL(`${WEB_SRC}/features`, import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'coverage/**', 'test-results/**', 'data/**/*.json'] },
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['packages/ephemeris/**'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [{ name: 'sweph', message: 'Only @astrolabio/ephemeris imports sweph.' }],
      }],
    },
  },
  {
    files: ['packages/core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['@astrolabio/*', 'sweph', 'node:*', 'fs', 'path'], message: 'core is pure: no I/O, no native code, no other package of ours.' }],
      }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', {
        basePath: import.meta.dirname,
        zones: [
          ...webFeatures.map((feature) => ({
            target: `${WEB_SRC}/features/${feature}`,
            from: `${WEB_SRC}/features`,
            except: [`./${feature}`],
            message: 'Web features do not import each other: compose them in app/, share through lib/, i18n/ or components/.',
          })),
          {
            target: [`${WEB_SRC}/lib`, `${WEB_SRC}/i18n`, `${WEB_SRC}/components`, `${WEB_SRC}/features`],
            from: `${WEB_SRC}/app`,
            message: 'Only app/ composes the app: nothing imports from it.',
          },
          {
            target: [`${WEB_SRC}/lib`, `${WEB_SRC}/i18n`, `${WEB_SRC}/components`],
            from: `${WEB_SRC}/features`,
            message: 'Shared code (lib/, i18n/, components/) does not depend on a feature.',
          },
        ],
      }],
    },
  },
);
