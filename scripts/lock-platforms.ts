// `npm run lock:platforms`, after any change to package-lock.json.
// The registry mirror this project installs from carries workerd's Linux binaries only, so
// npm leaves workerd's macOS/Windows optional dependencies out of the lock, and `npm ci` then
// refuses the lock as out of sync. This adds those entries back, marked optional and
// os/cpu-specific: npm ci skips them on Linux without fetching, and installs them elsewhere.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const PLATFORMS: Record<string, { os: string; cpu: string }> = {
  'darwin-64': { os: 'darwin', cpu: 'x64' },
  'darwin-arm64': { os: 'darwin', cpu: 'arm64' },
  'windows-64': { os: 'win32', cpu: 'x64' },
  'linux-64': { os: 'linux', cpu: 'x64' },
  'linux-arm64': { os: 'linux', cpu: 'arm64' },
};

interface LockEntry {
  version?: string;
  optionalDependencies?: Record<string, string>;
  [key: string]: unknown;
}

const file = resolve(import.meta.dirname, '..', 'package-lock.json');
const lock = JSON.parse(readFileSync(file, 'utf8')) as { packages: Record<string, LockEntry> };
let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  if (!path.endsWith('node_modules/workerd')) continue;
  const parent = path.slice(0, -'workerd'.length);
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const target = `${parent}${dep}`;
    const platform = PLATFORMS[dep.replace('@cloudflare/workerd-', '')];
    if (!platform || lock.packages[target]) continue;
    lock.packages[target] = {
      version,
      cpu: [platform.cpu],
      dev: true,
      license: 'Apache-2.0',
      optional: true,
      os: [platform.os],
      engines: { node: '>=16' },
    };
    added += 1;
  }
}
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lock:platforms: added ${added} optional platform entries`);
