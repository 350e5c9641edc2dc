// Browser journeys of minyan times: an admin adds a Mincha that follows sunset, a visitor sees it
// on the listing page at the right time, and 'Minyan now' finds it with a faked clock and position.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './a11y.ts';
import { DESKTOP, MOBILE, baseURL, launchBrowser, newPage } from './browser.ts';
import { call, signInAsAdmin } from './session.ts';

const TZID = 'America/New_York';
// Albany, NY: 208 km from the nearest sample listing. In Manhattan the sample schedules' Minchas
// of Friday (sunset − 18) and Shabbat (sunset − 40) fall in the half hour before this one, and on
// those days the nine sample shuls within 10 km filled the 8 places 'Minyan now' shows.
const PLACE = { latitude: 42.6526, longitude: -73.7562 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const todayInNewYork = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: TZID, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
const clockInNewYork = (t: Date) => t.toLocaleTimeString('en-US', { timeZone: TZID, hour: 'numeric', minute: '2-digit' });

describe('minyan times that follow the calendar', () => {
  it('an admin adds sunset − 15 Mincha; visitors see it on /shul/:id and in Minyan now', async () => {
    // The admin creates a listing and, on its page, a Mincha 15 minutes before sunset every day.
    const admin = await newPage(browser, DESKTOP);
    await signInAsAdmin(admin.page);
    const name = `E2E Minyan Shul ${Date.now()}`;
    const created = await call<{ id: number }>(admin.page, 'POST', '/api/synagogues', {
      name,
      address: '1 Test Way',
      city: 'Albany',
      state: 'NY',
      ...PLACE,
    });
    expect(created.status).toBe(201);
    const id = created.json.id;
    await admin.page.goto(`/shul/${id}`);
    await admin.page.getByRole('heading', { name: 'Edit minyan times' }).waitFor();
    const form = admin.page.getByRole('form', { name: 'Add a minyan time' });
    await form.getByRole('combobox', { name: 'Tefillah' }).selectOption('mincha');
    await form.getByRole('combobox', { name: 'Zman' }).selectOption('sunset');
    await form.getByLabel('Minutes after (negative: before)').fill('-15');
    for (const day of ['Fri', 'Sat']) await form.getByRole('checkbox', { name: day, exact: true }).check({ force: true });
    await form.getByRole('button', { name: 'Add minyan time' }).click();
    await admin.page.getByText('Minyan time added', { exact: true }).first().waitFor();
    await admin.page.getByText('Sunset − 15 min').first().waitFor();
    await admin.context.close();

    // The right time: the zmanim API's sunset today, minus 15 minutes, to the nearest minute.
    const today = todayInNewYork();
    const zmanim = (await (
      await fetch(`${baseURL()}/api/zmanim?date=${today}&latitude=${PLACE.latitude}&longitude=${PLACE.longitude}&tzid=${TZID}`)
    ).json()) as { zmanim: { sunset: string } };
    const mincha = new Date(Math.round((Date.parse(zmanim.zmanim.sunset) - 15 * 60_000) / 60_000) * 60_000);
    const expected = clockInNewYork(mincha);

    // A visitor on a phone sees it under Today, can subscribe, and confirms the times.
    const visitor = await newPage(browser, MOBILE, { bypassCSP: true });
    await visitor.page.goto(`/shul/${id}`);
    await visitor.page.getByRole('heading', { name, level: 1 }).waitFor();
    expect(await visitor.page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(MOBILE.width);
    expect(await seriousA11yViolations(visitor.page)).toEqual([]);
    const todays = visitor.page.getByRole('list', { name: "Today's minyanim" });
    await todays.waitFor();
    const todayText = await todays.textContent();
    expect(todayText).toContain(expected);
    expect(todayText).toContain('Mincha');
    const feed = visitor.page.getByRole('link', { name: 'Add to calendar' });
    expect(await feed.getAttribute('href')).toBe(`/api/synagogues/${id}/calendar.ics`);
    const ics = await (await fetch(`${baseURL()}/api/synagogues/${id}/calendar.ics`)).text();
    expect(ics).toContain(`DTSTART;TZID=${TZID}:`);
    await visitor.page.getByRole('button', { name: 'These times are right' }).click();
    await visitor.page.getByText('You confirmed these times are right.').waitFor();
    expect(await visitor.page.getByTestId('times-confirmed').textContent()).toMatch(/^Confirmed by .+ on \d{1,2} [A-Z][a-z]{2} \d{4}$/);
    await visitor.context.close();

    // 'Minyan now' on the home page, half an hour before that Mincha, standing next to the shul.
    const nearby = await newPage(browser, MOBILE, { geolocation: PLACE, permissions: ['geolocation'] });
    await nearby.page.clock.setFixedTime(new Date(mincha.getTime() - 30 * 60_000));
    await nearby.page.goto('/');
    await nearby.page.getByRole('link', { name: 'Find a minyan near me' }).click();
    const soon = nearby.page.getByRole('list', { name: 'Minyanim starting soon near you' });
    await soon.waitFor();
    const item = soon.getByRole('listitem').filter({ hasText: name });
    await item.waitFor();
    const text = await item.textContent();
    expect(text).toContain(`Mincha ${expected}`);
    expect(text).toContain('in 30 min');
    expect(await item.getByRole('link', { name: 'Directions' }).getAttribute('href')).toMatch(/42\.6526,-73\.7562/);
    await item.getByRole('link', { name }).click();
    await nearby.page.waitForURL((url) => url.pathname === `/shul/${id}`);
    await nearby.context.close();
  });

  it('a visitor reports a problem (it reaches Location Requests) and opens "Suggest an edit" prefilled', async () => {
    const visitor = await newPage(browser, MOBILE);
    await visitor.page.goto('/');
    const listings = await call<{ id: number; name: string }[]>(visitor.page, 'GET', '/api/synagogues?limit=1');
    const { id, name } = listings.json[0]!;
    await visitor.page.goto(`/shul/${id}`);
    await visitor.page.getByRole('heading', { name, level: 1 }).waitFor();

    await visitor.page.getByRole('button', { name: 'Report a problem' }).click();
    const dialog = visitor.page.getByRole('dialog', { name: 'Report a problem' });
    // The choice's visible text, as a person clicks it: Playwright waits until the opening dialog
    // stands still (forcing the hidden input failed while it was still moving in).
    await dialog.getByText('Something else', { exact: true }).click();
    await expect.poll(() => dialog.getByRole('radio', { name: 'Something else' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.getByText('Please describe the problem').first().waitFor();
    const problem = `Mincha moved to 1:45 PM (${Date.now()})`;
    await dialog.getByRole('textbox', { name: 'What is wrong?' }).fill(problem);
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await visitor.page.getByText('Report sent', { exact: true }).first().waitFor();

    await visitor.page.getByRole('button', { name: 'Suggest an edit' }).click();
    await visitor.page.getByRole('heading', { name: 'Add or Update a Location' }).waitFor();
    expect(await visitor.page.getByRole('combobox', { name: 'Request type' }).inputValue()).toBe('edit');
    expect(await visitor.page.getByRole('textbox', { name: 'Synagogue name' }).inputValue()).toBe(name);
    await visitor.page.getByRole('button', { name: 'Cancel' }).click();
    await visitor.page.getByRole('heading', { name, level: 1 }).waitFor();
    await visitor.context.close();

    const admin = await newPage(browser, DESKTOP);
    await signInAsAdmin(admin.page);
    const pending = await call<{ type: string; synagogueId: number; notes: string }[]>(
      admin.page,
      'GET',
      '/api/submissions?status=pending',
    );
    expect(pending.json.find((s) => s.notes?.includes(problem))).toMatchObject({ type: 'edit', synagogueId: id });
    await admin.context.close();
  });
});
