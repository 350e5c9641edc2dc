import { describe, expect, it } from 'vitest';
import { feedUrlIn, tripCalendarUrl } from './api.ts';

describe('a calendar feed’s address in the page’s language', () => {
  it('names the language in ?lang=, English unnamed', () => {
    const feed = 'https://shulfinder.example/api/kaddish/abc.ics';
    expect(feedUrlIn(feed, 'en')).toBe(feed);
    expect(feedUrlIn(feed, 'he')).toBe(`${feed}?lang=he`);
    expect(tripCalendarUrl('stop=1~a~b&stop=2~c~d', 'ru')).toBe('/api/trips/calendar.ics?stop=1~a~b&stop=2~c~d&lang=ru');
    expect(tripCalendarUrl('stop=1~a~b')).toBe('/api/trips/calendar.ics?stop=1~a~b');
  });
});
