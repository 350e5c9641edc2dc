// What `env` and `exports` from `cloudflare:workers` hold in the Worker's tests: the production
// bindings (worker/src/env.ts), the migrations vitest.config.ts hands to workerd, and the entry
// module whose handlers `exports` serves.
import type { D1Migration } from 'cloudflare:test';
import type { Env as WorkerEnv } from '../src/env.ts';
import type * as MainModule from '../src/index.ts';

declare global {
  // Merges into workers-types' global `Cloudflare` namespace: only a namespace can.
  namespace Cloudflare {
    interface Env extends WorkerEnv {
      /** Provided by vitest.config.ts to the Worker tests only. */
      TEST_MIGRATIONS: D1Migration[];
    }
    interface GlobalProps {
      mainModule: typeof MainModule;
    }
  }
}
