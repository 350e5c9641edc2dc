import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` diffs schema/db/tables.ts against the last snapshot and writes a
// flat `migrations/NNNN_name.sql` file that `wrangler d1 migrations apply` understands.
export default defineConfig({
  dialect: 'sqlite',
  schema: './schema/db/tables.ts',
  out: './migrations',
  casing: 'snake_case',
  migrations: { prefix: 'index' },
});
