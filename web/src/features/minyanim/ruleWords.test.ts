import { describe, expect, it } from 'vitest';
import type { Locale } from '#domain/languages.ts';
import { loadCatalog } from '../../i18n/catalogs.ts';
import { formatters } from '../../i18n/format.ts';
import { ruleWords } from './ruleWords.ts';

const wordsIn = async (locale: Locale) => {
  const catalog = await loadCatalog(locale);
  return ruleWords((id, values) => catalog[id](values), formatters(locale), locale);
};

describe('a minyan rule in words', () => {
  it('keeps the English wording of days, zmanim and offsets', async () => {
    const en = await wordsIn('en');
    expect(en.days(['sun', 'mon', 'tue', 'wed', 'thu'])).toBe('Sun–Thu');
    expect(en.days(['mon', 'thu', 'rosh_chodesh'])).toBe('Mon, Thu, Rosh Chodesh');
    expect(en.days(['fri', 'sat'])).toBe('Fri, Sat');
    expect(en.time({ time: null, zman: 'sunset', offsetMinutes: -15 })).toBe('Sunset − 15 min');
    expect(en.time({ time: null, zman: 'plagHaMincha', offsetMinutes: 0 })).toBe('Plag HaMincha');
    expect(en.time({ time: '06:45', zman: null, offsetMinutes: 0 })).toBe('6:45 AM');
    expect(en.time({ time: null, zman: null, offsetMinutes: 0 })).toBe('No minyan');
  });

  it('writes days, zmanim, times and dates in Hebrew', async () => {
    const he = await wordsIn('he');
    expect(he.days(['sun', 'mon', 'tue', 'wed', 'thu'])).toBe('א׳–ה׳');
    expect(he.days(['shabbat'])).toBe('שבת');
    expect(he.time({ time: null, zman: 'sunset', offsetMinutes: -15 })).toBe('שקיעה פחות 15 דק׳');
    expect(he.time({ time: '06:45', zman: null, offsetMinutes: 0 })).toBe('06:45');
    expect(he.when({ date: '2026-11-03', days: [], validFrom: null, validUntil: null })).toMatch(/^רק ב־3 בנובמבר 2026$/);
  });

  it('says from and until when a rule is valid, in French and Russian', async () => {
    const fr = await wordsIn('fr');
    expect(fr.validity({ date: null, validFrom: '2026-11-03', validUntil: '2026-12-01' })).toBe('du 3 novembre 2026 au 1 décembre 2026');
    expect(fr.validity({ date: null, validFrom: null, validUntil: null })).toBe('');
    const ru = await wordsIn('ru');
    expect(ru.time({ time: null, zman: 'tzeit85deg', offsetMinutes: 10 })).toBe('Выход звёзд (8,5°) + 10 мин');
  });
});
