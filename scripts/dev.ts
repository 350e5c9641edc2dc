// `npm run dev`: the Worker (`wrangler dev` on WORKER_PORT, default 8787) plus Vite's dev
// server with hot reload, which proxies /api and /objects to it.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { prepareLocal } from './prepare-local.ts';
import { ROOT, startDevServer } from './lib/wrangler.ts';

const workerPort = Number(process.env.WORKER_PORT ?? 8787);
prepareLocal();
const vars: Record<string, string> = { PUBLIC_ORIGIN: 'http://127.0.0.1:5173' };
if (process.env.ADMIN_EMAILS) vars.ADMIN_EMAILS = process.env.ADMIN_EMAILS;

const worker = startDevServer({ port: workerPort, vars });
const vite = spawn(resolve(ROOT, 'node_modules/.bin/vite'), ['--port', '5173', '--strictPort'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, WORKER_PORT: String(workerPort) },
});
const stop = () => {
  worker.kill('SIGTERM');
  vite.kill('SIGTERM');
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, stop);
worker.on('exit', stop);
vite.on('exit', stop);
