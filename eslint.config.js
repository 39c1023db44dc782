// Lint rules: typescript-eslint's recommended set, plus the one-way imports of ARCHITECTURE.md
// (core imports nothing of ours; only the ephemeris package imports sweph; features stay apart).
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';

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
    files: ['packages/core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['@astrolabio/*', 'sweph', 'node:*', 'fs', 'path'], message: 'core is pure: no I/O, no native code, no other package of ours.' }],
      }],
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
    files: ['apps/web/src/features/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', {
        zones: [{ target: './apps/web/src/features/*/**', from: './apps/web/src/features/*/**', except: ['./'], message: 'Web features do not import each other: share through lib/ or components/.' }],
      }],
    },
  },
);
