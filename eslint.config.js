// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/**
 * Import boundaries from STYLE.md rule 7, by resolved file path (import-x/no-restricted-paths, so
 * relative imports, package subpaths and type-only imports all count): contracts -> domain ->
 * supply/store -> services -> routes on the server; the web takes contracts and domain only, and
 * inside it shared layers (ui, components, format, model, session) -> features -> routes/app, no
 * feature importing another.
 */
const WEB = 'apps/web/src';
const WEB_FEATURES = readdirSync(new URL(`${WEB}/features`, import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const WEB_SHARED = ['components', 'format', 'model', 'session'].map((dir) => `${WEB}/${dir}`);
const WEB_TOP = [`${WEB}/routes`, `${WEB}/app`, `${WEB}/main.tsx`];
const SERVER = ['packages/store', 'packages/supply', 'apps/api'];
const zone = (target, from, message, except) => ({
  target,
  from,
  message,
  ...(except ? { except } : {}),
});
const BOUNDARY_ZONES = [
  zone(
    'packages/contracts',
    ['packages/domain', ...SERVER, 'apps/web'],
    'contracts import nothing of ours.',
  ),
  zone('packages/domain', [...SERVER, 'apps/web'], 'domain imports only contracts.'),
  zone(
    ['packages/supply', 'packages/store'],
    ['apps/api', 'apps/web'],
    'supply and store depend only on contracts and domain.',
  ),
  zone('packages/supply', 'packages/store', 'supply depends only on contracts and domain.'),
  zone('packages/store', 'packages/supply', 'store depends only on contracts and domain.'),
  zone(
    'apps/api/src/services',
    ['apps/api/src/routes', 'apps/web'],
    'services never import routes.',
  ),
  zone(
    'apps/api/src/services',
    'apps/api/src/plugins',
    'services never import plugins.',
    // The request's auth context type is the one thing services take from the request pipeline.
    ['./request-context.ts'],
  ),
  zone(
    'apps/api/src/services',
    'apps/api/src/sandbox',
    'services never import the sandbox decorators; the app composes them at start.',
  ),
  zone('apps/web', SERVER, 'The web never imports server code.'),
  zone(
    `${WEB}/ui`,
    [`${WEB}/features`, ...WEB_TOP, ...WEB_SHARED],
    'ui is the bottom layer of the web.',
  ),
  zone(
    WEB_SHARED,
    [`${WEB}/features`, ...WEB_TOP],
    'Shared web layers never import features or routes.',
  ),
  zone(`${WEB}/features`, WEB_TOP, 'features never import routes.'),
  ...WEB_FEATURES.map((feature) =>
    zone(
      `${WEB}/features/${feature}`,
      `${WEB}/features`,
      'A web feature never imports another: move the shared piece down (components, format, model, session, ui) or compose the two in routes.',
      [`./${feature}`],
    ),
  ),
];
/** What a path cannot say: the web runs in the browser, so no Node built-ins. */
const boundaries = [
  {
    files: ['apps/web/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*'], message: 'The web runs in the browser: no Node built-ins.' },
          ],
        },
      ],
    },
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
      'bench/.tmp/**',
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
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'tsconfig.json'],
        }),
        createNodeResolver(),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: BOUNDARY_ZONES }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
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
  // Price prediction (issue 19) reads only what the portal observed: the model, its features, its
  // training and the observed histories it trains and is backtested on never import the sandbox's
  // fare generator (its parameters or hash functions). The bench's bound may; these may not.
  ...[
    {
      files: [
        'packages/domain/src/price-prediction*.ts',
        'packages/domain/src/price-model/**/*.ts',
      ],
      extra: [
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
    {
      files: ['bench/train-price-model.ts', 'bench/price-paths.ts', 'bench/price-backtest.ts'],
      extra: [],
    },
  ].map(({ files, extra }) => ({
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@wayfare/supply/random/prng',
              importNames: ['hashString', 'mixHash', 'hash3', 'hash4', 'toUnit'],
              message: "Price prediction never reads the fare generator's hash functions.",
            },
          ],
          patterns: [
            {
              group: [
                '**/flights/fare-dynamics*',
                '**/flights/market-dynamics*',
                '**/flights/fare-pricing*',
                '**/flights/fare-products*',
                '**/flights/fare-calendar*',
              ],
              message:
                'Price prediction reads only observed prices, never the fare generator (docs/price-prediction.md).',
            },
            ...extra,
          ],
        },
      ],
    },
  })),
);
