// Every control of the home, search, sponsor and sign-in pages, the header's mobile menu and the location
// request form works when clicked at first sight: on a CPU slowed down 4×, the journey acts as
// soon as the control shows, without waiting for the app, and succeeds in 5 runs of 5. Text typed
// before the app starts is still there once it has. The personal data of a form never reaches the
// address bar.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, expectToast, launchBrowser } from './browser.ts';
import { locationBox } from './calendarPage.ts';
import { locationForm, sendLocationRequest } from './locationForm.ts';
import { signInAsAdmin, unique } from './session.ts';
import {
  FIRST_SIGHT_TRIALS,
  appStarted,
  describeResult,
  openAtFirstSight,
  repeatAtFirstSight,
  type FirstSightResult,
} from './firstSight.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const sectionLink = (name: string) => (page: Page) => page.getByRole('group', { name: 'Siddur section' }).getByRole('link', { name });

describe('first sight, 4x CPU slowdown', () => {
  // /siddur is prerendered without an address, so until the app has started the section links name
  // no nusach; the page they open takes the nusach of the siddur page it came from (its referrer)
  // and puts it back in the address.
  it('the siddur: a section chosen at once keeps the nusach of the address', async () => {
    const result = await repeatAtFirstSight(browser, MOBILE, async (page, atFirstSight) => {
      await openAtFirstSight(page, '/siddur?nusach=sefard');
      await atFirstSight(sectionLink('Mincha')(page), (link) => link.click());
      await page.waitForURL((url) => url.searchParams.get('section') === 'mincha' && url.searchParams.get('nusach') === 'sefard');
      await expect
        .poll(() => page.getByRole('group', { name: 'Nusach' }).getByRole('link', { name: 'Sefard' }).getAttribute('aria-current'), {
          timeout: 20_000,
        })
        .toBe('page');
    });
    console.log(describeResult('siddur section with nusach', result));
    expect(result.succeeded).toBe(FIRST_SIGHT_TRIALS);
  }, 240_000);

  it('the siddur: a nusach chosen at once is the one shown', async () => {
    const result = await repeatAtFirstSight(browser, MOBILE, async (page, atFirstSight) => {
      await openAtFirstSight(page, '/siddur');
      await atFirstSight(page.getByRole('group', { name: 'Nusach' }).getByRole('link', { name: 'Sefard' }), (link) => link.click());
      await page.waitForURL((url) => url.searchParams.get('nusach') === 'sefard');
      await expect
        .poll(() => page.getByRole('group', { name: 'Nusach' }).getByRole('link', { name: 'Sefard' }).getAttribute('aria-current'), {
          timeout: 20_000,
        })
        .toBe('page');
    });
    console.log(describeResult('siddur nusach', result));
    expect(result.succeeded).toBe(FIRST_SIGHT_TRIALS);
  }, 240_000);

  it.each([
    ['/manage', 'My shuls'],
    ['/admin', 'Admin Panel'],
  ])(
    '%s signed out: Go to Sign In, at once, comes back here after',
    async (path) => {
      const result = await repeatAtFirstSight(browser, MOBILE, async (page, atFirstSight) => {
        await openAtFirstSight(page, path);
        await atFirstSight(page.getByRole('link', { name: 'Go to Sign In' }), (link) => link.click());
        await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('next') === path);
      });
      console.log(describeResult(`${path} sign-in`, result));
      expect(result.succeeded).toBe(FIRST_SIGHT_TRIALS);
    },
    240_000,
  );
});

const MIDTOWN = { latitude: 40.7527, longitude: -73.9772 };
/** Five journeys of many steps on a slowed CPU. */
const JOURNEY_TIMEOUT = 240_000;

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search synagogues' });

function expectAll(name: string, result: FirstSightResult) {
  console.log(describeResult(name, result));
  expect(result.failures).toEqual([]);
  expect(result.succeeded).toBe(FIRST_SIGHT_TRIALS);
}

/** Fails the journey if any request carried these form fields in its address. */
function watchAddresses(page: Page, fields: string[]) {
  const leaked: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (fields.some((f) => url.searchParams.has(f))) leaked.push(r.url());
  });
  return leaked;
}

describe('the sign-in page at first sight', () => {
  // /auth is not prerendered: its controls show once the app has drawn the page, and are used then.
  it(
    'signs in with what was typed at once (a wrong password: the error, the email kept), by post',
    async () => {
      const result = await repeatAtFirstSight(browser, MOBILE, async (page, atFirstSight) => {
        const leaked = watchAddresses(page, ['email', 'password']);
        await openAtFirstSight(page, '/auth');
        const form = page.getByRole('form', { name: 'Sign In' });
        await atFirstSight(form.getByLabel('Email'), (field) => field.fill('nobody@example.com'));
        await form.getByRole('textbox', { name: 'Password', exact: true }).fill('not the password');
        await form.getByRole('button', { name: 'Sign In', exact: true }).click();
        await page.getByText('Invalid email or password').waitFor();
        expect(await form.getByLabel('Email').inputValue()).toBe('nobody@example.com');
        expect(leaked).toEqual([]);
        expect(new URL(page.url()).search).toBe('');
      });
      expectAll('sign-in form', result);
    },
    JOURNEY_TIMEOUT,
  );

  it(
    "opens the registration form from 'Create one'",
    async () => {
      const result = await repeatAtFirstSight(browser, MOBILE, async (page, atFirstSight) => {
        await openAtFirstSight(page, '/auth');
        await atFirstSight(page.getByRole('link', { name: 'Create one' }), (link) => link.click());
        await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('mode') === 'register');
        await page.getByRole('form', { name: 'Create Account' }).waitFor();
      });
      expectAll('create account link', result);
    },
    JOURNEY_TIMEOUT,
  );
});

describe('the home page at first sight', () => {
  it(
    'searches from the search box',
    async () => {
      const result = await repeatAtFirstSight(browser, DESKTOP, async (page, atFirstSight) => {
        await openAtFirstSight(page, '/');
        await atFirstSight(searchBox(page), (box) => box.fill('Brooklyn'));
        await page.getByRole('button', { name: 'Search', exact: true }).click();
        await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'Brooklyn');
        await page.getByText('Search results for:').filter({ hasText: 'Brooklyn' }).waitFor();
      });
      expectAll('home search', result);
    },
    JOURNEY_TIMEOUT,
  );

  it(
    'keeps what was typed before the app started',
    async () => {
      const result = await repeatAtFirstSight(browser, MOBILE, async (page, atFirstSight) => {
        await openAtFirstSight(page, '/');
        await atFirstSight(searchBox(page), (box) => box.fill('Paris'));
        await expect.poll(() => appStarted(page), { timeout: 20_000 }).toBe(true);
        // A moment for anything the start-up renders again.
        await page.waitForTimeout(500);
        expect(await searchBox(page).inputValue()).toBe('Paris');
        await page.getByRole('button', { name: 'Search', exact: true }).click();
        await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'Paris');
      });
      expectAll('home search box keeps typed text', result);
    },
    JOURNEY_TIMEOUT,
  );

  it(
    "finds a minyan near me ('Minyan now')",
    async () => {
      const result = await repeatAtFirstSight(
        browser,
        DESKTOP,
        async (page, atFirstSight) => {
          await openAtFirstSight(page, '/');
          await atFirstSight(page.getByRole('link', { name: 'Find a minyan near me' }), (link) => link.click());
          await page.waitForURL((url) => url.searchParams.get('minyan') === 'near-me');
          // Done: the card offers to search again.
          await page.getByRole('link', { name: 'Refresh' }).waitFor();
        },
        { context: { geolocation: MIDTOWN, permissions: ['geolocation'] } },
      );
      expectAll("home 'Find a minyan near me'", result);
    },
    JOURNEY_TIMEOUT,
  );

  it(
    "opens the location request form from 'Get in touch', which posts, and sends a request filled in at once",
    async () => {
      const result = await repeatAtFirstSight(browser, DESKTOP, async (page, atFirstSight) => {
        const leaked = watchAddresses(page, ['email', 'phone', 'synagogueName', 'submitterEmail', 'submitterPhone']);
        await openAtFirstSight(page, '/');
        await atFirstSight(page.getByRole('link', { name: 'Get in touch' }), (link) => link.click());
        await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('request') === 'location');
        const form = locationForm(page);
        await form.waitFor();
        expect(await form.locator('form').getAttribute('method')).toBe('post');
        await sendLocationRequest(form, 'First Sight Shul');
        await expectToast(page, 'Submission Received');
        expect(leaked).toEqual([]);
      });
      expectAll("'Get in touch'", result);
    },
    JOURNEY_TIMEOUT,
  );
});

describe('the admin dashboard at first sight', () => {
  it(
    'opens the ads tab at once, adds an ad with a run, and lists the run as the days chosen',
    async () => {
      // A year of its own for each run's ad, so the run it lists can only be this one's.
      let year = 2040;
      const result = await repeatAtFirstSight(
        browser,
        DESKTOP,
        async (page, atFirstSight) => {
          year += 1;
          await signInAsAdmin(page);
          await openAtFirstSight(page, '/admin');
          await atFirstSight(page.getByRole('tab', { name: 'Advertisements' }), (tab) => tab.click());
          const form = page.getByRole('form', { name: 'Add Ad' });
          const title = `First Sight Ad ${unique()}`;
          await form.getByLabel('Title').fill(title);
          await form.getByLabel('Start Date').fill(`${year}-11-21`);
          await form.getByLabel('End Date').fill(`${year}-11-30`);
          await form.getByRole('button', { name: 'Add Ad' }).click();
          await expectToast(page, 'Ad created');
          await page.getByText(title).waitFor();
          // The run in the list: the days typed, not the day before in the browser's time zone.
          await page.getByText(`November 21, ${year} – November 30, ${year}`).waitFor();
          // The figures in the app's English grouping.
          expect(await page.getByText(/^\d{1,3}(,\d{3})*$/).count()).toBeGreaterThan(0);
        },
        { context: { timezoneId: 'America/Los_Angeles' } },
      );
      expectAll('admin ads tab', result);
    },
    JOURNEY_TIMEOUT,
  );
});

describe('the header at first sight', () => {
  it(
    'opens the mobile menu and follows a link',
    async () => {
      const result = await repeatAtFirstSight(browser, MOBILE, async (page, atFirstSight) => {
        await openAtFirstSight(page, '/');
        await atFirstSight(page.getByRole('button', { name: 'Open menu' }), (button) => button.click());
        const nav = page.getByRole('navigation', { name: 'Mobile' });
        await nav.waitFor();
        await nav.getByRole('link', { name: 'Calendar' }).click();
        await page.waitForURL((url) => url.pathname === '/calendar');
        await nav.waitFor({ state: 'hidden' });
      });
      expectAll('mobile menu', result);
    },
    JOURNEY_TIMEOUT,
  );
});

describe('the search page at first sight', () => {
  it(
    'searches from its search box',
    async () => {
      const result = await repeatAtFirstSight(browser, MOBILE, async (page, atFirstSight) => {
        await openAtFirstSight(page, '/search');
        await atFirstSight(searchBox(page), (box) => box.fill('London'));
        await searchBox(page).press('Enter');
        await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'London');
        await page.getByText('Search results for:').filter({ hasText: 'London' }).waitFor();
        await page.getByText('2 synagogues found').waitFor();
      });
      expectAll('search page search', result);
    },
    JOURNEY_TIMEOUT,
  );
});

describe('the sponsor page at first sight', () => {
  it(
    'keeps what was typed before the app started and sends the inquiry by post',
    async () => {
      const result = await repeatAtFirstSight(browser, MOBILE, async (page, atFirstSight) => {
        const leaked = watchAddresses(page, ['companyName', 'email', 'phone', 'contactName']);
        await openAtFirstSight(page, '/sponsor');
        const form = page.getByRole('form', { name: 'Sponsorship Inquiry' });
        await atFirstSight(form.getByLabel('Company Name'), (field) => field.fill('Kosher Bakery'));
        await form.getByLabel('Contact Name').fill('Dana Levi');
        await form.getByLabel('Email').fill('dana@example.com');
        await form.getByLabel('Phone').fill('+1 212 555 0199');
        await form.getByLabel('About Your Business').fill('A bakery that would like to reach local shuls.');
        // The button is disabled until the app can send the inquiry; a click waits for it.
        await form.getByRole('button', { name: 'Submit Inquiry' }).click();
        await page.getByRole('heading', { name: 'Thank You' }).waitFor();
        expect(leaked).toEqual([]);
        expect(new URL(page.url()).search).toBe('');
      });
      expectAll('sponsor inquiry', result);
    },
    JOURNEY_TIMEOUT,
  );
});

describe('the calendar at first sight', () => {
  it(
    'opens Jerusalem from its quick-pick',
    async () => {
      const result = await repeatAtFirstSight(browser, MOBILE, async (page, atFirstSight) => {
        await openAtFirstSight(page, '/calendar');
        const picks = page.getByRole('group', { name: 'Popular cities' });
        await atFirstSight(picks.getByRole('link', { name: 'Jerusalem' }), (link) => link.click());
        await expect.poll(() => locationBox(page).innerText(), { timeout: 20_000 }).toContain('Jerusalem, Israel');
      });
      expectAll('calendar quick-pick', result);
    },
    JOURNEY_TIMEOUT,
  );

  it(
    'searches a place typed before the app started',
    async () => {
      const result = await repeatAtFirstSight(browser, DESKTOP, async (page, atFirstSight) => {
        await openAtFirstSight(page, '/calendar');
        const form = page.getByRole('search');
        await atFirstSight(form.getByLabel('City or ZIP code'), (box) => box.fill('London'));
        await form.getByRole('button', { name: 'Search' }).click();
        await expect.poll(() => locationBox(page).innerText(), { timeout: 20_000 }).toContain('London');
      });
      expectAll('calendar search', result);
    },
    JOURNEY_TIMEOUT,
  );

  it(
    'finds the visitor with Near Me',
    async () => {
      const result = await repeatAtFirstSight(
        browser,
        MOBILE,
        async (page, atFirstSight) => {
          await openAtFirstSight(page, '/calendar');
          await atFirstSight(page.getByRole('button', { name: 'Near Me' }), (button) => button.click());
          await expect.poll(() => locationBox(page).innerText(), { timeout: 20_000 }).toContain('Jerusalem, Israel');
          expect(Number(new URL(page.url()).searchParams.get('latitude'))).toBeCloseTo(31.77, 3);
        },
        { context: { geolocation: { latitude: 31.77, longitude: 35.215 }, permissions: ['geolocation'], timezoneId: 'Asia/Jerusalem' } },
      );
      expectAll('calendar Near Me', result);
    },
    JOURNEY_TIMEOUT,
  );
});

describe('the prayer & study pages at first sight', () => {
  it(
    "opens the siddur from /tefillah's section link",
    async () => {
      const result = await repeatAtFirstSight(browser, MOBILE, async (page, atFirstSight) => {
        await openAtFirstSight(page, '/tefillah');
        await atFirstSight(page.getByRole('link', { name: 'Siddur', exact: true }), (link) => link.click());
        await page.waitForURL((url) => url.pathname === '/siddur');
        await page.getByRole('group', { name: 'Nusach' }).waitFor();
      });
      expectAll('tefillah section', result);
    },
    JOURNEY_TIMEOUT,
  );

  it(
    'opens Psalm 23 from its link, and a psalm number typed before the app started',
    async () => {
      const result = await repeatAtFirstSight(browser, MOBILE, async (page, atFirstSight) => {
        await openAtFirstSight(page, '/tehillim');
        await atFirstSight(page.getByRole('link', { name: 'Psalm 23' }).first(), (link) => link.click());
        await page.waitForURL((url) => url.searchParams.get('psalm') === '23');
        await expect.poll(() => page.getByRole('list', { name: 'Psalm 23 verses' }).locator('li').count(), { timeout: 20_000 }).toBe(6);
      });
      expectAll('tehillim Psalm 23', result);
      const typed = await repeatAtFirstSight(browser, DESKTOP, async (page, atFirstSight) => {
        await openAtFirstSight(page, '/tehillim');
        await atFirstSight(page.getByPlaceholder('Enter psalm number (1-150)'), (box) => box.fill('23'));
        await page.getByRole('button', { name: 'Go' }).click();
        await page.waitForURL((url) => url.searchParams.get('psalm') === '23');
        await page.getByRole('list', { name: 'Psalm 23 verses' }).waitFor();
      });
      expectAll('tehillim number box', typed);
    },
    2 * JOURNEY_TIMEOUT,
  );

  it(
    'keeps a Torah portion filter typed before the app started',
    async () => {
      const result = await repeatAtFirstSight(browser, MOBILE, async (page, atFirstSight) => {
        await openAtFirstSight(page, '/parsha');
        await atFirstSight(page.getByLabel('Filter Torah portions'), (box) => box.fill('vayeilech'));
        await expect.poll(() => appStarted(page), { timeout: 20_000 }).toBe(true);
        await expect.poll(() => page.getByRole('list', { name: 'Torah portions' }).locator('li').count(), { timeout: 20_000 }).toBe(1);
        expect(await page.getByLabel('Filter Torah portions').inputValue()).toBe('vayeilech');
      });
      expectAll('parsha filter', result);
    },
    JOURNEY_TIMEOUT,
  );
});
