import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { messageformatCatalogs } from './scripts/vite/messageformat-catalogs.ts';

// Two projects: the Worker's tests run inside workerd with real local D1/KV/R2 bindings
// (storage isolated per test file); the web app's and shared schema's tests run in Node/jsdom.
// Browser journeys (e2e/) have their own config: vitest.e2e.config.ts.
export default defineConfig(async () => {
  const migrations = await readD1Migrations('migrations');
  return {
    test: {
      projects: [
        {
          plugins: [
            cloudflareTest({
              wrangler: { configPath: './wrangler.toml' },
              miniflare: {
                bindings: {
                  TEST_MIGRATIONS: migrations,
                  PUBLIC_ORIGIN: 'http://localhost',
                  ADMIN_EMAILS: 'admin@example.com',
                  ADMIN_REQUIRE_PASSKEY: 'off',
                },
              },
            }),
          ],
          test: {
            name: 'worker',
            include: ['worker/**/*.test.ts'],
            // The Worker's pure modules whose tests need a DOM (parsing the XML they write) run in jsdom.
            exclude: ['worker/**/*.dom.test.ts'],
            globalSetup: ['worker/test/compile-catalogs.ts'],
            setupFiles: ['worker/test/setup.ts'],
          },
        },
        {
          // The message catalogs compile as in the build (virtual:catalog/<language>).
          plugins: [messageformatCatalogs(), react()],
          test: {
            name: 'web',
            environment: 'jsdom',
            include: ['web/**/*.test.{ts,tsx}', 'schema/**/*.test.ts', 'scripts/**/*.test.ts', 'worker/**/*.dom.test.ts'],
          },
        },
      ],
    },
  };
});
