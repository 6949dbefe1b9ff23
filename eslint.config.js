// One lint config for every workspace.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Paths below are from the repository root, wherever ESLint runs from (web/'s tests lint too).
const root = fileURLToPath(new URL('.', import.meta.url));
// The web app's features, one folder each (web/src/features/README.md).
const webFeatures = readdirSync(`${root}web/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/test-results/**', '**/playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // config/env.ts is the only reader of process.env on the server (docs/style.md#layers-and-boundaries).
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/config/env.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration from config/env.ts.' },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The web app's layers (docs/decisions/0007-web-feature-boundary.md): app/ composes features; a
    // feature imports components/, lib/ and config/, never another feature or app/; the shared layers
    // import no feature. Imports are resolved (the `@/` alias and relative paths alike) before checking.
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${root}web/tsconfig.json` })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            ...webFeatures.map((feature) => ({
              target: `web/src/features/${feature}`,
              from: 'web/src/features',
              except: [`./${feature}`],
              message:
                'A feature may not import another feature: move shared data to lib/queries, or compose both in an app/ route.',
            })),
            {
              target: 'web/src/features',
              from: 'web/src/app',
              message: 'A feature may not import app/: the route passes what the feature needs.',
            },
            {
              target: ['web/src/components', 'web/src/lib', 'web/src/config', 'web/src/testing'],
              from: ['web/src/features', 'web/src/app'],
              message: 'Shared code may not import a feature or app/.',
            },
            {
              target: ['web/src/lib', 'web/src/config'],
              from: 'web/src/components',
              message: 'lib/ and config/ hold no UI: they may not import components/.',
            },
          ],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
);
