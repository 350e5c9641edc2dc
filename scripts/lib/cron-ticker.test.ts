import { describe, expect, it } from 'vitest';
import { configuredCrons, cronMatches } from './cron-ticker.ts';

const at = (iso: string) => new Date(iso);

describe('cron ticker', () => {
  it('reads the crons of wrangler.toml', () => {
    expect(configuredCrons()).toEqual(['* * * * *', '0 3 * * *']);
    expect(configuredCrons('[triggers]\ncrons = ["*/5 * * * *"]\n')).toEqual(['*/5 * * * *']);
  });

  it('matches cron expressions in UTC', () => {
    expect(cronMatches('* * * * *', at('2026-11-20T14:37:00Z'))).toBe(true);
    expect(cronMatches('0 3 * * *', at('2026-11-20T03:00:00Z'))).toBe(true);
    expect(cronMatches('0 3 * * *', at('2026-11-20T03:01:00Z'))).toBe(false);
    expect(cronMatches('0 3 * * *', at('2026-11-20T04:00:00Z'))).toBe(false);
    expect(cronMatches('*/15 * * * *', at('2026-11-20T04:45:00Z'))).toBe(true);
    expect(cronMatches('*/15 * * * *', at('2026-11-20T04:46:00Z'))).toBe(false);
    expect(cronMatches('0 9-17/4 * * 1-5', at('2026-11-20T13:00:00Z'))).toBe(true); // a Friday
    expect(cronMatches('0 9-17/4 * * 1-5', at('2026-11-21T13:00:00Z'))).toBe(false); // Saturday
    expect(cronMatches('30 1,13 1 * *', at('2026-12-01T13:30:00Z'))).toBe(true);
    expect(() => cronMatches('* * *', new Date())).toThrow('five-field');
  });
});
