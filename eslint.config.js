// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

/** Import boundaries from STYLE.md: contracts -> domain/supply/store -> services -> routes; web -> contracts/domain only. */
const zones = [
  {
    target: './packages/contracts',
    from: ['./packages/domain', './packages/supply', './packages/store', './apps'],
  },
  { target: './packages/domain', from: ['./packages/supply', './packages/store', './apps'] },
  { target: './packages/supply', from: ['./packages/store', './apps'] },
  { target: './packages/store', from: ['./packages/supply', './apps'] },
  { target: './apps/web', from: ['./apps/api', './packages/store', './packages/supply'] },
  { target: './apps/api', from: ['./apps/web'] },
  { target: './apps/api/src/services', from: ['./apps/api/src/routes', './apps/api/src/plugins'] },
  { target: './apps/web/src/ui', from: ['./apps/web/src/features', './apps/web/src/routes'] },
  { target: './apps/web/src/features', from: ['./apps/web/src/routes'] },
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
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/no-extraneous-class': 'off',
      'import-x/no-restricted-paths': ['error', { zones }],
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
