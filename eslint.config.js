import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Boundaries of the three sides (DESIGN.md): web never imports server; domain imports neither. */
const noImport = (...groups) => ({
  'no-restricted-imports': ['error', { patterns: groups.map((g) => ({ group: g.patterns, message: g.message })) }],
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
);
