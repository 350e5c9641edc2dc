import { defineConfig } from 'vitest/config';

// Browser journeys (Playwright driving Debian's Chromium) against `wrangler dev` with the
// built SPA; run with `npm run test:e2e` after `npm run build`.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
