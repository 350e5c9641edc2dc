// `npm start`: serve the whole app locally on 127.0.0.1:${PORT:-8787} (the SPA is built first
// by the npm script). Passes ADMIN_EMAILS from the environment to the Worker when set.
// Fires the cron triggers each minute (wrangler dev does not), so import and geocoding jobs advance.
import { prepareLocal } from './prepare-local.ts';
import { tickCrons } from './lib/cron-ticker.ts';
import { startDevServer } from './lib/wrangler.ts';

const port = Number(process.env.PORT ?? 8787);
prepareLocal();

const vars: Record<string, string> = { PUBLIC_ORIGIN: `http://127.0.0.1:${port}` };
if (process.env.ADMIN_EMAILS) vars.ADMIN_EMAILS = process.env.ADMIN_EMAILS;

const child = startDevServer({ port, vars });
console.log(`Shul Finder: http://127.0.0.1:${port}/`);
tickCrons(`http://127.0.0.1:${port}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
