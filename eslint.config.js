import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The SPA's feature folders: each may import the shared layers, never another feature. */
const spaFeatures = readdirSync('management/src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  { ignores: ['**/node_modules/', '**/dist/', '.data/', 'cdk.out/', 'site/.astro/', 'tests/perf/results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through the env module of this runtime.',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^zod(/|$)',
              message:
                "Import zod from '#contract/zod': zod/mini with its English messages (classic zod does not tree-shake).",
            },
          ],
        },
      ],
    },
  },
  {
    // The one module that imports zod itself.
    files: ['functions/contract/zod.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Imports are resolved as TypeScript does: explicit .ts extensions and the package.json aliases
    // (#contract/*, #functions/*).
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
  },
  {
    // functions/: the layers of docs/architecture, each importing only those below it. From the bottom:
    //   contract  schemas, messages, job payloads (shared with the SPA; imports nothing else of functions)
    //   platform  env, secrets, observability, errors, passwords, edge, the SES and jobs-queue senders
    //   data      one module per entity, the only code that knows key shapes (with table.ts)
    //   domain    the hostel's rules, functions/domain/<area>/, one file per use case
    //   api | jobs  HTTP and WebSocket operations (with routes.ts) | queue and schedule work;
    //               each calls the domain and neither imports the other.
    files: ['functions/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './functions/contract',
              from: './functions',
              except: ['./contract'],
              message: 'contract is the bottom layer: it imports nothing else of functions/.',
            },
            {
              target: './functions/platform',
              from: './functions',
              except: ['./contract', './platform'],
              message: 'platform imports only contract.',
            },
            {
              target: ['./functions/data', './functions/table.ts'],
              from: './functions',
              except: ['./contract', './platform', './data', './table.ts'],
              message: 'data imports only contract and platform.',
            },
            {
              target: './functions/domain',
              from: './functions',
              except: ['./contract', './platform', './data', './table.ts', './domain'],
              message:
                'domain imports only contract, platform and data: api and jobs call it, not the reverse.',
            },
            {
              target: ['./functions/api', './functions/routes.ts'],
              from: './functions/jobs',
              message: 'api hands work to the queue (platform/job-queue.ts), never to the worker.',
            },
            {
              target: './functions/jobs',
              from: ['./functions/api', './functions/routes.ts'],
              message: 'a job calls the domain function its API operation calls, never the operation.',
            },
          ],
        },
      ],
    },
  },
  {
    // No import circle anywhere in the tree.
    files: [
      'functions/**/*.ts',
      'infra/**/*.ts',
      'tests/**/*.{ts,tsx}',
      'management/src/**/*.{ts,tsx}',
      'site/src/**/*.{ts,tsx}',
    ],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['**/*.tsx', 'management/**/*.ts', 'site/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // CommonJS on purpose (infra/cdk/lambda-shims says why).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The env modules are the one place allowed to read process.env; tests and the local stack set it.
    files: ['**/env.ts', '**/*.config.ts', 'tests/**', 'infra/local/**', 'infra/cdk/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // The unit-infra project's files share one module graph per worker (vitest.config.ts): a module
    // mock there would reach the files after it.
    files: ['tests/unit/infra/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'unmock', 'doUnmock', 'hoisted'].map((property) => ({
          object: 'vi',
          property,
          message: 'The unit-infra tests share their modules: mock in a unit test (tests/unit/), not here.',
        })),
      ],
    },
  },
  {
    // An integration test's functions read vitest's fake Date in-process, and their mail line and jobs
    // worker book moments on it: the clock moves only through tests/support/clock.ts, which keeps it
    // going forward.
    files: ['tests/integration/**'],
    ignores: ['tests/integration/setup.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...[
          'useFakeTimers',
          'useRealTimers',
          'setSystemTime',
          'advanceTimersByTime',
          'advanceTimersByTimeAsync',
        ].map((property) => ({
          object: 'vi',
          property,
          message:
            "Move the functions' clock with clockAt or clockOn (tests/support/clock.ts): it only goes forward, as the mail line needs.",
        })),
      ],
    },
  },
  // ── Management SPA layers (bulletproof-react's set-up): app composes features; a feature imports
  // components/, lib/, config/ and types/ but no other feature; the shared layers import no feature
  // and not the app.
  {
    files: ['management/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...spaFeatures.map((feature) => ({
              target: `./management/src/features/${feature}`,
              from: './management/src/features',
              except: [`./${feature}`],
              message:
                'A feature never imports another: move the shared piece to components/, lib/ or config/, or compose them in app/.',
            })),
            {
              target: './management/src/features',
              from: './management/src/app',
              message: 'Features never import the app shell; the app composes features.',
            },
            {
              target: [
                './management/src/components',
                './management/src/lib',
                './management/src/config',
                './management/src/types',
              ],
              from: ['./management/src/features', './management/src/app'],
              message: 'Shared layers (components, lib, config, types) never import features or the app.',
            },
          ],
        },
      ],
    },
  },
);
