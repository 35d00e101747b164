import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Boundaries of the three sides (DESIGN.md): web never imports server; domain imports neither. */
const noImport = (...groups) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: groups.map((g) => (g.regex ? { regex: g.regex, message: g.message } : { group: g.patterns, message: g.message })),
    },
  ],
});

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      '.tmp/**',
      'test-results/**',
      'playwright-report/**',
      'src/server/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { console: 'readonly', process: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...noImport({ patterns: ['**/server/**', '**/server'], message: 'web never imports server' }),
    },
  },
  // Layers inside the web app (issue 12): lib and components at the bottom, the features above them, app (router,
  // providers, shell) on top. A feature uses another feature only through that feature's index.ts.
  {
    files: ['src/web/lib/**/*.{ts,tsx}', 'src/web/components/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: noImport(
      { patterns: ['**/server/**', '**/server'], message: 'web never imports server' },
      {
        regex: '^\\.\\./(?!lib/|components/|\\.\\./)[^/]+/',
        message: 'lib and components import only lib, components, domain and locales',
      },
      {
        regex: '^\\.\\./\\.\\./(?!lib/|components/|domain/|locales/|\\.\\./)',
        message: 'lib and components import only lib, components, domain and locales',
      },
    ),
  },
  {
    files: ['src/web/*/**/*.{ts,tsx}'],
    ignores: ['src/web/lib/**', 'src/web/components/**', 'src/web/app/**', 'src/web/test/**', '**/*.test.{ts,tsx}'],
    rules: noImport(
      { patterns: ['**/server/**', '**/server'], message: 'web never imports server' },
      { regex: '^\\.\\./app(/|$)', message: 'a feature does not import the app layer (router, providers, shell)' },
      {
        regex: '^\\.\\./(?!lib/|components/|test/|\\.\\./)[^/]+/(?!index$)',
        message: 'a feature uses another feature only through its index.ts, not its internals',
      },
    ),
  },
  // Query keys come from a key factory (issue 12): a feature's `*-keys.ts` or `*-api.ts`, or lib/shared-keys.ts for the
  // workbench's counts and the lookups; invalidation goes through the same factory.
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/web/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression",
          message: "a query key comes from the feature's key factory (or lib/shared-keys.ts), not an inline array",
        },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: noImport(
      { patterns: ['**/server/**', '**/server', '**/web/**', '**/web'], message: 'domain imports neither web nor server' },
      { patterns: ['node:*', 'pg', 'drizzle-orm*', 'fastify*', 'react*'], message: 'domain is pure TypeScript with no I/O' },
    ),
  },
  {
    files: ['src/server/**/*.ts'],
    rules: noImport({ patterns: ['**/web/**', '**/web'], message: 'server does not import web' }),
  },
  // A route file declares the HTTP shape and calls its feature's service; the service runs the SQL (issue 12).
  {
    files: ['src/server/**/*.routes.ts'],
    rules: {
      ...noImport(
        { patterns: ['**/web/**', '**/web'], message: 'server does not import web' },
        {
          patterns: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema'],
          message: 'a route file does not run SQL: its service does',
        },
      ),
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(query|execute|transaction)$/]',
          message: 'a route file does not run SQL: its service does',
        },
      ],
    },
  },
);
