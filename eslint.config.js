// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

/**
 * Import boundaries from STYLE.md, by import specifier: contracts -> domain/supply/store ->
 * services -> routes on the server; web -> contracts/domain only; within the web, ui -> features
 * -> routes never the other way.
 */
const SERVER_PACKAGES = ['@wayfare/store/*', '@wayfare/supply/*', '@wayfare/api/*'];
const restrict = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});
const boundaries = [
  {
    files: ['packages/contracts/**'],
    rules: restrict(
      ['@wayfare/domain/*', ...SERVER_PACKAGES, '@wayfare/web/*'],
      'contracts import nothing of ours.',
    ),
  },
  {
    files: ['packages/supply/**', 'packages/store/**'],
    rules: restrict(
      ['@wayfare/api/*', '@wayfare/web/*', '@wayfare/supply/*', '@wayfare/store/*'],
      'supply and store depend only on contracts and domain.',
    ),
  },
  {
    files: ['apps/web/**'],
    rules: restrict([...SERVER_PACKAGES, 'node:*'], 'The web never imports server code.'),
  },
  {
    files: ['apps/web/src/ui/**'],
    rules: restrict(
      ['**/features/**', '**/routes/**', ...SERVER_PACKAGES],
      'ui is the bottom layer of the web.',
    ),
  },
  {
    files: ['apps/web/src/features/**'],
    rules: restrict(['**/routes/**', ...SERVER_PACKAGES], 'features never import routes.'),
  },
  {
    files: ['apps/api/src/services/**'],
    rules: restrict(
      ['**/routes/**', '**/plugins/errors', '**/plugins/web', '@wayfare/web/*'],
      'services never import routes.',
    ),
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      '.cache/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/.artifacts/**',
      'packages/store/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/no-extraneous-class': 'off',
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read environment only in the env module (STYLE.md boundary 6).',
        },
      ],
    },
  },
  {
    files: [
      '**/env.ts',
      '**/testing/**',
      'scripts/**',
      'e2e/**',
      'bench/**',
      '**/*.config.ts',
      '**/*.config.js',
      '**/*.test.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  ...boundaries,
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'node:*',
                'pg',
                'drizzle-orm*',
                '@electric-sql/*',
                'fastify*',
                'fs',
                'http',
                'https',
                'net',
              ],
              message: 'The domain layer is pure: no I/O.',
            },
          ],
        },
      ],
    },
  },
);
