import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
);
