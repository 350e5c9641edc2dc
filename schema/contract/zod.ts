// Every schema module takes `z` from here, so this setting is in force before any schema parses,
// in the browser and in the Worker alike, and costs nothing on pages that load no schema.
import { z } from 'zod';

// zod 4 probes `new Function` for a faster parse path. The site's Content-Security-Policy has
// no 'unsafe-eval' (and Workers forbid eval), so the probe would only raise a CSP violation.
z.config({ jitless: true });

export { z };
