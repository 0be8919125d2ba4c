import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const remotes = ['mf-lottery', 'mf-member', 'mf-ecommerce', 'mf-pray', 'mf-truck', 'mf-quest', 'mf-campaign'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  // A remote never imports another remote, nor the shell; they meet only in the shared kernel.
  ...remotes.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...remotes
              .filter((r) => r !== remote)
              .map((r) => ({
                group: [`**/${r}/**`, `@chokdee/${r}*`],
                message: 'A remote never imports another remote: go through the shared kernel.',
              })),
            { group: ['**/shell/**', '@chokdee/shell*'], message: 'A remote never imports the shell.' },
          ],
        },
      ],
    },
  })),
  {
    files: ['shared-kernel/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm*', 'fastify*', 'pg', '@electric-sql/*'],
              message: 'The kernel is loaded by browsers: keep server code in api/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs', 'scripts/**', 'bench/**', 'e2e/**', 'api/src/**'],
    rules: { 'no-console': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs', globals: globals.node } },
);
