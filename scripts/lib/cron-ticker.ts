// `wrangler dev` never fires cron triggers by itself. This fires the Worker's crons (those of
// wrangler.toml [triggers]) at their times against a local server, through the trigger path
// wrangler 4 serves: /cdn-cgi/local/scheduled?cron=… (the older /cdn-cgi/handler/scheduled
// and /__scheduled of --test-scheduled reach the same handler). Cron times are UTC.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ROOT } from './wrangler.ts';

/** The `crons = [...]` of wrangler.toml. */
export function configuredCrons(toml = readFileSync(resolve(ROOT, 'wrangler.toml'), 'utf8')): string[] {
  const list = /^crons\s*=\s*\[([^\]]*)\]/m.exec(toml)?.[1] ?? '';
  return [...list.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
}

/** One cron field (a star, '5', '1,15', '1-5', a step such as every 10th, '1-10/3') against a value. */
function fieldMatches(field: string, value: number): boolean {
  return field.split(',').some((part) => {
    const [range = '', stepText] = part.split('/');
    const step = stepText === undefined ? 1 : Number(stepText);
    let lo: number;
    let hi: number;
    if (range === '*') [lo, hi] = [0, Infinity];
    else if (range.includes('-')) [lo = NaN, hi = NaN] = range.split('-').map(Number);
    else [lo, hi] = [Number(range), stepText === undefined ? Number(range) : Infinity];
    return value >= lo && value <= hi && (value - lo) % step === 0;
  });
}

/** Whether a five-field cron expression fires at `date`'s minute (UTC). */
export function cronMatches(cron: string, date: Date): boolean {
  const fields = cron.trim().split(/\s+/);
  if (fields.length !== 5) throw new Error(`Not a five-field cron expression: ${cron}`);
  const [minute, hour, day, month, weekday] = fields as [string, string, string, string, string];
  return (
    fieldMatches(minute, date.getUTCMinutes()) &&
    fieldMatches(hour, date.getUTCHours()) &&
    fieldMatches(day, date.getUTCDate()) &&
    fieldMatches(month, date.getUTCMonth() + 1) &&
    fieldMatches(weekday, date.getUTCDay())
  );
}

/** Fires `crons` against `origin` at the start of each minute they match; returns a stop function. */
export function tickCrons(origin: string, crons = configuredCrons()): () => void {
  let timer: NodeJS.Timeout;
  const fire = async (minute: Date) => {
    for (const cron of crons.filter((c) => cronMatches(c, minute))) {
      const url = `${origin}/cdn-cgi/local/scheduled?cron=${encodeURIComponent(cron)}&time=${minute.getTime()}`;
      try {
        const res = await fetch(url);
        if (!res.ok) console.warn(`cron ${cron}: the Worker answered ${res.status}`);
      } catch {
        // The server is starting or restarting: the next minute tries again.
      }
    }
  };
  const schedule = () => {
    const next = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 60_000);
    timer = setTimeout(() => {
      void fire(next);
      schedule();
    }, next.getTime() - Date.now());
  };
  schedule();
  return () => clearTimeout(timer);
}
