// ESLint (flat config): correctness rules for the app, the service, tests and scripts. Style is Prettier's
// job (eslint-config-prettier turns the overlapping rules off); layering is dependency-cruiser's
// (.dependency-cruiser.cjs).
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import prettier from 'eslint-config-prettier'
import globals from 'globals'

// Type-aware rules run on the shipped code only: with the tests too, ESLint's CPU time grows by half again (see
// docs/decisions.md, issue 36 point 5).
const TYPED = ['src/**/*.{ts,tsx}', 'server/src/**/*.ts', 'console/src/**/*.{ts,tsx}']

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.swc/**', 'var/**', 'coverage/**', 'e2e/output/**', 'patches/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Taro's config files and jest configs are CommonJS.
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: TYPED,
    // Each file is typed by its nearest tsconfig: tsconfig.json for the app, server/tsconfig.json for the service,
    // console/tsconfig.json for the operators' console.
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      // A default branch does not stand for the cases left out: a new member of a union is flagged at every
      // switch over it, and a partial switch says so in its own eslint-disable.
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: false }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, defineAppConfig: 'readonly', definePageConfig: 'readonly' } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The operators' console: plain React in the browser.
    files: ['console/src/**/*.{ts,tsx}', 'console/__tests__/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['console/__tests__/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
  },
  {
    files: [
      'console/vite.config.mts',
      'console/jest.project.js',
      'server/**/*.{ts,mjs}',
      'scripts/**/*.{js,mjs,ts}',
      'config/**/*.{ts,js}',
      'e2e/**/*.{js,mjs,ts}',
      '*.{js,cjs,mjs}',
      '__tests__/**/*.js',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['__tests__/**/*.{ts,tsx,js}', 'server/test/**/*.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.jest, ...globals.browser } },
    // Replies are untyped JSON in tests; asserting on them is the point.
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The icon wrapper sets how icons render on the mini-programs (a view, not NutUI's <i>).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/components/icon/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@nutui/icons-react-taro',
              message: "Import icons from '@/components/icon': it sets how they render on the mini-programs.",
            },
          ],
        },
      ],
    },
  },
  {
    // Configuration is parsed and typed once (loadConfig); everything else receives it.
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through loadConfig (server/src/config.ts).' },
      ],
    },
  },
  {
    // Kysely's documented idiom: migrations run against a schema-less Kysely<any>, since the typed schema
    // describes the latest version only.
    files: ['server/src/db/migrations/**/*.ts', 'server/src/db/migrate.ts', 'server/src/db/connect.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  prettier,
)
