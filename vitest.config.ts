import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { localeParts } from './vite.config.js';

export default defineConfig({
  // The language files' parts as in the build (src/web/lib/i18n.ts).
  plugins: [react(), localeParts()],
  test: {
    globals: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/domain/**/*.test.ts', 'src/locales/**/*.test.ts', 'src/web/**/*.test.{ts,tsx}'],
          environment: 'node',
          // A jsdom screen test shares two cores with the API tests' database: 5 s was once not enough on CI
          // (the sign-in page's locked-account test, which passes in 0.3 s alone).
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['src/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/pg-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
