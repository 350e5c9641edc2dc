import { describe, expect, it } from 'vitest';
import type { CalendarItem } from '#contract/calendar.ts';
import {
  addMonths,
  formatTime,
  hebrewDayAndMonth,
  isTorahReading,
  itemsByDay,
  listDate,
  monthHeading,
  orderForList,
  parseYearMonth,
  weekdayNames,
} from './dates.ts';

describe('calendar dates', () => {
  it("formats times as 'h:mm a' in the place's time zone, not the browser's", () => {
    expect(formatTime('2026-11-06T16:28:00-05:00', 'America/New_York')).toBe('4:28 PM');
    expect(formatTime('2026-11-06T16:05:00+02:00', 'Asia/Jerusalem')).toBe('4:05 PM');
    // The same instant read in New York.
    expect(formatTime('2026-11-06T16:05:00+02:00', 'America/New_York')).toBe('9:05 AM');
  });

  it("titles the month 'MMMM yyyy' and moves across years", () => {
    expect(monthHeading({ year: 2026, month: 11 })).toBe('November 2026');
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(parseYearMonth('2026-11')).toEqual({ year: 2026, month: 11 });
    expect(parseYearMonth('2026-13')).toBeNull();
    expect(parseYearMonth(null)).toBeNull();
  });

  it('orders the narrow list: today, then upcoming ascending, then past descending', () => {
    const days = ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05'];
    expect(orderForList(days, '2026-11-03')).toEqual(['2026-11-03', '2026-11-04', '2026-11-05', '2026-11-02', '2026-11-01']);
    expect(orderForList(days, '2026-12-15')).toEqual([...days].reverse());
    expect(orderForList(days, '2026-10-15')).toEqual(days);
  });

  it('groups items by their local day, candle lighting and havdalah apart', () => {
    const items: CalendarItem[] = [
      { date: '2026-11-06T16:28:00-05:00', title: 'Candle lighting', category: 'candles', hdate: '26 Cheshvan 5787' },
      { date: '2026-11-07', title: 'Parashat Chayei Sara', category: 'parashat', hdate: '27 Cheshvan 5787' },
      { date: '2026-11-07T17:28:00-05:00', title: 'Havdalah', category: 'havdalah', hdate: '27 Cheshvan 5787' },
    ];
    const days = itemsByDay(items);
    expect(days.get('2026-11-06')?.candles?.title).toBe('Candle lighting');
    expect(days.get('2026-11-07')).toMatchObject({ havdalah: items[2], events: [items[1]], all: [items[1], items[2]] });
  });

  it('gives the parasha a scroll and everything else a wine cup, whatever the language', () => {
    expect(isTorahReading({ title: 'Parashat Vayetzei', category: 'parashat' })).toBe(true);
    expect(isTorahReading({ title: 'Parsha summary', category: 'holiday' })).toBe(true);
    expect(isTorahReading({ title: 'פרשת ויצא', category: 'parashat' })).toBe(true);
    expect(isTorahReading({ title: 'Rosh Chodesh Kislev', category: 'roshchodesh' })).toBe(false);
  });

  it('writes times on a 24-hour clock and dates in the language of the page', () => {
    expect(formatTime('2026-11-06T16:28:00-05:00', 'America/New_York', 'fr')).toBe('16:28');
    expect(formatTime('2026-11-06T16:05:00+02:00', 'Asia/Jerusalem', 'he')).toBe('16:05');
    expect(monthHeading({ year: 2026, month: 11 }, 'fr')).toBe('novembre 2026');
    expect(monthHeading({ year: 2026, month: 11 }, 'he')).toBe('נובמבר 2026');
    expect(listDate('2026-11-06', 'es')).toBe('viernes, 6 de noviembre');
  });

  it('names the grid’s columns Sunday to Saturday in the language of the page', () => {
    expect(weekdayNames()).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(weekdayNames('ru')).toEqual(['вс', 'пн', 'вт', 'ср', 'чт', 'пт', 'сб']);
    expect(weekdayNames('he').at(-1)).toBe('שבת');
  });

  it('keeps the Hebrew day and month of a date in Hebrew letters, without the year', () => {
    expect(hebrewDayAndMonth('י״א כסלו תשפ״ז')).toBe('י״א כסלו');
    expect(hebrewDayAndMonth('כ״ט אדר ב׳ תשפ״ז')).toBe('כ״ט אדר ב׳');
  });
});
