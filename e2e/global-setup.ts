// Browser tests run against the real app (scripts/lib/app-server.ts): the built SPA and the
// Worker under `wrangler dev`, on a fresh local database with the sample data, and external
// services replaced by the recorded upstream server. Everything listens on loopback only.
import type { TestProject } from 'vitest/node';
import { TEST_ADMIN_EMAIL, startTestApp } from '../scripts/lib/app-server.ts';

export const E2E_ADMIN_EMAIL = TEST_ADMIN_EMAIL;

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    assetsDir: string;
  }
}

export default async function setup(project: TestProject) {
  const app = await startTestApp();
  project.provide('baseURL', app.baseURL);
  project.provide('assetsDir', app.assetsDir);
  return app.stop;
}
