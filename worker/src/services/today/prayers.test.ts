import { describe, expect, it } from 'vitest';
import { diasporaRainStart, serviceAt, todaysPrayers } from './prayers.ts';

type Case = [name: string, date: string, il: boolean, time: string, jerusalem: boolean, hebrewDate: string, inserts: string[], omissions: string[], tachanun: boolean, omer: number | null];

// 5787, Israel (il) and diaspora. Each row was checked against the customs the rules encode
// (docs/domain.md: Prayers of the day); the dates are the civil dates the services are prayed on.
const CASES: Case[] = [
  ['Rosh Hashana', '2026-09-12', false, '09:00', false, '1st of Tishrei, 5787', ['morid_hatal', 'aseret_yemei_teshuva', 'yaaleh_veyavo', 'musaf'], [], false, null],
  ['Tzom Gedaliah', '2026-09-14', true, '08:00', false, '3rd of Tishrei, 5787', ['morid_hatal', 'aseret_yemei_teshuva', 'vten_bracha', 'aneinu', 'avinu_malkeinu'], [], true, null],
  ['Shabbat Shuva', '2026-09-19', false, '09:00', false, '8th of Tishrei, 5787', ['morid_hatal', 'aseret_yemei_teshuva', 'musaf'], [], false, null],
  ['Erev Yom Kippur Shacharit', '2026-09-20', false, '07:00', false, '9th of Tishrei, 5787', ['morid_hatal', 'aseret_yemei_teshuva', 'vten_bracha'], ['tachanun', 'lamenatzeach', 'avinu_malkeinu'], false, null],
  ['Erev Yom Kippur Mincha', '2026-09-20', false, '15:00', false, '9th of Tishrei, 5787', ['morid_hatal', 'aseret_yemei_teshuva', 'vten_bracha'], ['tachanun', 'avinu_malkeinu'], false, null],
  ['Erev Yom Kippur Mincha, Israel', '2026-09-20', true, '15:00', false, '9th of Tishrei, 5787', ['morid_hatal', 'aseret_yemei_teshuva', 'vten_bracha'], ['tachanun', 'avinu_malkeinu'], false, null],
  ['Yom Kippur', '2026-09-21', false, '10:00', false, '10th of Tishrei, 5787', ['morid_hatal', 'aseret_yemei_teshuva', 'yaaleh_veyavo', 'avinu_malkeinu', 'musaf'], [], false, null],
  ['Chol HaMoed Sukkot, Israel', '2026-09-28', true, '08:00', false, '17th of Tishrei, 5787', ['morid_hatal', 'vten_bracha', 'yaaleh_veyavo', 'hallel_full', 'musaf'], ['tachanun', 'lamenatzeach'], false, null],
  ['Shemini Atzeret Shacharit', '2026-10-03', true, '09:00', false, '22nd of Tishrei, 5787', ['morid_hatal', 'yaaleh_veyavo', 'musaf'], [], false, null],
  ['Shemini Atzeret Mincha', '2026-10-03', true, '16:00', false, '22nd of Tishrei, 5787', ['mashiv_haruach', 'yaaleh_veyavo'], [], false, null],
  ['Isru Chag, diaspora', '2026-10-05', false, '08:00', false, '24th of Tishrei, 5787', ['mashiv_haruach', 'vten_bracha'], ['tachanun', 'lamenatzeach'], false, null],
  ['First Ve-ten Tal U-Matar, Israel (Maariv of 7 Cheshvan)', '2026-10-17', true, '19:00', false, '7th of Cheshvan, 5787', ['mashiv_haruach', 'vten_tal_umatar'], [], false, null],
  ['Same evening, diaspora', '2026-10-17', false, '19:00', false, '7th of Cheshvan, 5787', ['mashiv_haruach', 'vten_bracha'], [], false, null],
  ['A plain weekday', '2026-11-24', false, '08:00', false, '14th of Kislev, 5787', ['mashiv_haruach', 'vten_bracha'], [], true, null],
  ['4 December is Friday night: Shabbat, no weekday Amidah', '2026-12-04', false, '19:00', false, '25th of Kislev, 5787', ['mashiv_haruach', 'al_hanissim'], [], false, null],
  ['First Ve-ten Tal U-Matar, diaspora (Motza’ei Shabbat 5 December)', '2026-12-05', false, '19:00', false, '26th of Kislev, 5787', ['mashiv_haruach', 'vten_tal_umatar', 'al_hanissim'], [], false, null],
  ['Chanukah weekday', '2026-12-07', false, '08:00', false, '27th of Kislev, 5787', ['mashiv_haruach', 'vten_tal_umatar', 'al_hanissim', 'hallel_full'], ['tachanun', 'lamenatzeach'], false, null],
  ['Rosh Chodesh Tevet in Chanukah', '2026-12-11', false, '08:00', false, '1st of Tevet, 5787', ['mashiv_haruach', 'vten_tal_umatar', 'yaaleh_veyavo', 'al_hanissim', 'hallel_full', 'musaf'], ['tachanun', 'lamenatzeach'], false, null],
  ['Rosh Chodesh Tevet in Chanukah, Israel', '2026-12-11', true, '08:00', false, '1st of Tevet, 5787', ['mashiv_haruach', 'vten_tal_umatar', 'yaaleh_veyavo', 'al_hanissim', 'hallel_full', 'musaf'], ['tachanun', 'lamenatzeach'], false, null],
  ['Asara B’Tevet', '2026-12-20', false, '08:00', false, '10th of Tevet, 5787', ['mashiv_haruach', 'vten_tal_umatar', 'aneinu', 'avinu_malkeinu'], [], true, null],
  ['Shabbat Rosh Chodesh Shevat', '2027-01-09', false, '09:00', false, '1st of Sh’vat, 5787', ['mashiv_haruach', 'yaaleh_veyavo', 'hallel_half', 'musaf'], [], false, null],
  ['Ta’anit Esther', '2027-03-22', false, '08:00', false, '13th of Adar II, 5787', ['mashiv_haruach', 'vten_tal_umatar', 'aneinu', 'avinu_malkeinu'], [], true, null],
  ['Mincha before Purim: no Tachanun, so no Avinu Malkeinu', '2027-03-22', false, '15:00', false, '13th of Adar II, 5787', ['mashiv_haruach', 'vten_tal_umatar', 'aneinu'], ['tachanun'], false, null],
  ['Purim', '2027-03-23', false, '08:00', false, '14th of Adar II, 5787', ['mashiv_haruach', 'vten_tal_umatar', 'al_hanissim'], ['tachanun', 'lamenatzeach'], false, null],
  ['Purim in Jerusalem (its Purim is tomorrow)', '2027-03-23', true, '08:00', true, '14th of Adar II, 5787', ['mashiv_haruach', 'vten_tal_umatar'], ['tachanun', 'lamenatzeach'], false, null],
  ['Shushan Purim in Jerusalem', '2027-03-24', true, '08:00', true, '15th of Adar II, 5787', ['mashiv_haruach', 'vten_tal_umatar', 'al_hanissim'], ['tachanun', 'lamenatzeach'], false, null],
  ['Erev Pesach (the Fast of the Firstborn is private)', '2027-04-21', false, '08:00', false, '14th of Nisan, 5787', ['mashiv_haruach', 'vten_tal_umatar'], ['tachanun', 'lamenatzeach'], false, null],
  ['Pesach I Shacharit', '2027-04-22', false, '09:00', false, '15th of Nisan, 5787', ['mashiv_haruach', 'yaaleh_veyavo', 'hallel_full', 'musaf'], [], false, 1],
  ['Pesach I Mincha', '2027-04-22', false, '16:00', false, '15th of Nisan, 5787', ['morid_hatal', 'yaaleh_veyavo'], [], false, 1],
  ['The Omer’s first night, diaspora (Yom Tov)', '2027-04-22', false, '20:30', false, '16th of Nisan, 5787', ['morid_hatal', 'yaaleh_veyavo', 'sefirat_haomer'], [], false, 1],
  ['The Omer’s first night, Israel (Chol HaMoed)', '2027-04-22', true, '20:30', false, '16th of Nisan, 5787', ['morid_hatal', 'vten_bracha', 'yaaleh_veyavo', 'sefirat_haomer'], [], false, 1],
  ['Chol HaMoed Pesach, Israel', '2027-04-23', true, '08:00', false, '16th of Nisan, 5787', ['morid_hatal', 'vten_bracha', 'yaaleh_veyavo', 'hallel_half', 'musaf'], ['tachanun', 'lamenatzeach'], false, 2],
  ['Lag BaOmer', '2027-05-25', false, '08:00', false, '18th of Iyyar, 5787', ['morid_hatal', 'vten_bracha'], ['tachanun', 'lamenatzeach'], false, 34],
  ['Tish’a B’Av Mincha', '2027-08-12', false, '15:00', false, '9th of Av, 5787', ['morid_hatal', 'vten_bracha', 'aneinu'], ['tachanun'], false, null],
  ['Rosh Chodesh Elul', '2027-09-02', false, '08:00', false, '30th of Av, 5787', ['morid_hatal', 'vten_bracha', 'yaaleh_veyavo', 'hallel_half', 'musaf'], ['tachanun', 'lamenatzeach'], false, null],
];

describe("today's prayers in 5787", () => {
  it.each(CASES)('%s (%s, il=%s, %s)', (_name, date, il, time, jerusalem, hebrewDate, inserts, omissions, tachanun, omer) => {
    const today = todaysPrayers(date, il, time, jerusalem ? { city: 'walled', name: 'Jerusalem' } : undefined);
    expect(today.hebrewDate).toBe(hebrewDate);
    expect(today.inserts.map((i) => i.key)).toEqual(inserts);
    expect(today.omissions.map((o) => o.key)).toEqual(omissions);
    expect(today.tachanun).toBe(tachanun);
    expect(today.omer).toBe(omer);
    for (const entry of [...today.inserts, ...today.omissions]) expect(entry.reason).not.toBe('');
  });

  it('names the reason of each change and counts the Omer in Hebrew and English', () => {
    const rc = todaysPrayers('2026-12-11', false, '08:00');
    expect(rc.inserts.find((i) => i.key === 'yaaleh_veyavo')?.reason).toBe('Rosh Chodesh Tevet');
    expect(rc.inserts.find((i) => i.key === 'al_hanissim')?.reason).toBe('Chanukah, day 7');
    const omer = todaysPrayers('2027-04-22', false, '20:30');
    expect(omer.omerText?.en).toMatch(/1 day of the Omer/);
    expect(omer.omerText?.he).toMatch(/[\u0590-\u05FF]/);
  });

  it('opens on the service of the hour', () => {
    expect(serviceAt(undefined)).toBe('shacharit');
    expect(serviceAt('11:59')).toBe('shacharit');
    expect(serviceAt('12:00')).toBe('mincha');
    expect(serviceAt('18:00')).toBe('maariv');
  });

  it('starts asking for rain outside Israel on 4 December, or 5 December before a civil leap year', () => {
    expect(diasporaRainStart(2026)).toBe('2026-12-04');
    expect(diasporaRainStart(2027)).toBe('2027-12-05');
  });
});
