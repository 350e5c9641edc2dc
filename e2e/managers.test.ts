// Browser journeys of shul managers, at 1280 and at 375 px: a member asks to manage a listing, an
// admin approves, the manager adds two rules and an announcement; the public listing, 'Minyan
// now' and the ICS feed show them, and a page on another loopback origin embeds the schedule
// with the snippet. Then a visitor proposes a changed time and a removal, seeing the week before
// and after; the manager accepts the change but not the removal, reads the history in words and
// undoes the acceptance in one click.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SynagogueDetail } from '#contract/minyanim.ts';
import { MEMBER_PASSWORD, markEmailVerified, registerMember } from './accounts.ts';
import { seriousA11yViolations } from './a11y.ts';
import { DESKTOP, MOBILE, baseURL, expectToast, launchBrowser, newPage } from './browser.ts';
import { startEmbedHost } from './embed-host.ts';
import { call, signInAsAdmin, unique } from './session.ts';

const TZID = 'America/New_York';
/** Where the phone journey leaves its screenshots, to be looked at. */
const SHOTS = '/tmp/shots-proposals';
const PLACE = { latitude: 40.6782, longitude: -73.9442 };

let browser: Browser;
beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const dateIn = (offsetDays: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: TZID, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );

async function noHorizontalScroll(page: Page, width: number) {
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(width);
}

/** A new listing in Brooklyn, with no managers and no times. */
async function createListing(): Promise<{ id: number; name: string }> {
  const admin = await newPage(browser, DESKTOP);
  await signInAsAdmin(admin.page);
  const name = `E2E Managed Shul ${unique()}`;
  const created = await call<{ id: number }>(admin.page, 'POST', '/api/synagogues', {
    name,
    address: '1 Eastern Pkwy',
    city: 'Brooklyn',
    state: 'NY',
    ...PLACE,
  });
  expect(created.status).toBe(201);
  await admin.context.close();
  return { id: created.json.id, name };
}

/** Opens 'My shuls' from the header: the user menu on wide screens, the drawer on phones. */
async function openMyShuls(page: Page, mobile: boolean, firstName: string) {
  if (mobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'My shuls' }).click();
  } else {
    await page.getByRole('button', { name: firstName }).click();
    expect(await page.getByRole('menuitem', { name: 'Admin Panel' }).count()).toBe(0);
    await page.getByRole('menuitem', { name: 'My shuls' }).click();
  }
  await page.waitForURL((url) => url.pathname === '/manage');
  await page.getByRole('heading', { name: 'My shuls', level: 1 }).waitFor();
}

/** Adds one rule with the editor on /manage/:id. */
async function addRule(page: Page, rule: { tefillah: string; time?: string; zman?: { key: string; offset: string }; addDays?: string[] }) {
  const form = page.getByRole('form', { name: 'Add a minyan time' });
  await form.getByRole('combobox', { name: 'Tefillah' }).selectOption(rule.tefillah);
  if (rule.time) {
    // Chakra's radio input is visually hidden: click its label, as a user does.
    await form.getByText('Fixed time', { exact: true }).click();
    await form.getByLabel(/^Time/).fill(rule.time);
  } else if (rule.zman) {
    await form.getByText('Relative to a zman', { exact: true }).click();
    await form.getByRole('combobox', { name: 'Zman' }).selectOption(rule.zman.key);
    await form.getByLabel('Minutes after (negative: before)').fill(rule.zman.offset);
  }
  for (const day of rule.addDays ?? []) {
    // The input is visually hidden: click its label (Chakra's Checkbox.Root), as a user does.
    const box = form.getByRole('checkbox', { name: day, exact: true });
    await box.locator('xpath=ancestor::label[1]').click();
    expect(await box.isChecked()).toBe(true);
  }
  await form.getByRole('button', { name: 'Add minyan time' }).click();
  await expectToast(page, 'Minyan time added');
}

describe.each([
  ['desktop', DESKTOP],
  ['phone', MOBILE],
] as const)('shul managers (%s)', (_label, viewport) => {
  const mobile = viewport.width === MOBILE.width;
  let listing: { id: number; name: string };
  let memberFirstName: string;
  let memberEmail: string;
  const announcement = `Selichot at 6:30 this week (${unique()})`;

  it('a member asks to manage a listing, an admin approves, and the manager adds two rules and an announcement', async () => {
    listing = await createListing();
    memberFirstName = `Gabbai${Math.random().toString(36).slice(2, 7)}`;

    // Signed out: the listing says why and links to sign in.
    const member = await newPage(browser, viewport, { bypassCSP: true });
    await member.page.goto(`/shul/${listing.id}`);
    const section = member.page.getByRole('region', { name: 'Do you help run this shul?' });
    await section.waitFor();
    expect(await section.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      `/auth?next=${encodeURIComponent(`/shul/${listing.id}`)}`,
    );

    // Signed in but not verified: told to verify first; no form.
    memberEmail = await registerMember(member.page, memberFirstName);
    await member.page.goto(`/shul/${listing.id}`);
    await member.page.getByText('is not verified yet').waitFor();
    expect(await member.page.getByRole('button', { name: 'I help run this shul' }).count()).toBe(0);

    await markEmailVerified(member.page, memberEmail);
    await member.page.reload();
    await member.page.getByRole('button', { name: 'I help run this shul' }).click();
    const request = member.page.getByRole('form', { name: 'Ask to manage this listing' });
    expect(await request.getAttribute('method')).toBe('post');
    // Checked before any toast is up: the toasts' colours are the toaster's, not this form's.
    expect(await seriousA11yViolations(member.page)).toEqual([]);
    await request.getByRole('button', { name: 'Send request' }).click();
    await request.getByText('role is required').first().waitFor();
    await request.getByRole('textbox', { name: 'Your role at the shul' }).fill('Gabbai');
    await request.getByRole('textbox', { name: 'Phone' }).fill('+1 718 555 0142');
    await request.getByRole('textbox', { name: 'Message' }).fill('I keep the minyan times on the shul board.');
    await request.getByRole('button', { name: 'Send request' }).click();
    await member.page.getByText('Your request was sent. An administrator will review it.').waitFor();
    await noHorizontalScroll(member.page, viewport.width);

    // The admin approves it in the dashboard's 'Manager Requests' tab and sees the new manager.
    const admin = await newPage(browser, viewport);
    await signInAsAdmin(admin.page);
    await admin.page.goto('/admin');
    await admin.page.getByRole('tab', { name: 'Manager Requests' }).click();
    const card = admin.page.getByRole('listitem').filter({ hasText: listing.name });
    await card.getByText('+1 718 555 0142').waitFor();
    await card.getByText('I keep the minyan times on the shul board.').waitFor();
    await card.getByRole('button', { name: `Approve ${memberFirstName} for ${listing.name}` }).click();
    await expectToast(admin.page, 'Request approved');
    await admin.page.getByRole('combobox', { name: 'Show' }).selectOption('approved');
    const approved = admin.page.getByRole('listitem').filter({ hasText: listing.name });
    await approved.getByRole('button', { name: 'Show the listing’s managers' }).click();
    await approved
      .getByRole('list', { name: `Managers of ${listing.name}` })
      .getByText(memberEmail)
      .waitFor();
    await admin.context.close();

    // The header now offers 'My shuls'; the listing is there.
    await member.page.goto('/');
    await openMyShuls(member.page, mobile, memberFirstName);
    await noHorizontalScroll(member.page, viewport.width);
    await member.page.getByRole('link', { name: `Manage ${listing.name}` }).click();
    await member.page.getByRole('heading', { name: listing.name, level: 1 }).waitFor();

    // Two rules: Shacharit at 7:00 Sunday to Friday, Mincha 15 minutes before sunset Sunday to Thursday.
    await addRule(member.page, { tefillah: 'shacharit', time: '07:00', addDays: ['Fri'] });
    await addRule(member.page, { tefillah: 'mincha', zman: { key: 'sunset', offset: '-15' } });
    await member.page.getByRole('heading', { name: 'Minyan times (2)' }).waitFor();
    await member.page.getByRole('table', { name: 'Preview of the next seven days' }).getByText('7:00 AM').first().waitFor();
    await noHorizontalScroll(member.page, viewport.width);

    // An announcement for the next four days.
    await member.page.getByRole('tab', { name: 'Announcements' }).click();
    const form = member.page.getByRole('form', { name: 'Add an announcement' });
    await form.waitFor();
    await member.page.getByText('Minyan time added').first().waitFor({ state: 'detached', timeout: 15_000 });
    expect(await seriousA11yViolations(member.page)).toEqual([]);
    await form.getByRole('textbox', { name: 'Announcement' }).fill(announcement);
    await form.getByLabel('First day shown').fill(dateIn(0));
    await form.getByLabel('Last day shown').fill(dateIn(3));
    await form.getByRole('button', { name: 'Add announcement' }).click();
    await expectToast(member.page, 'Announcement added');
    await member.page.getByText('Showing now').waitFor();
    expect(await member.page.getByTestId('manage-freshness').textContent()).toMatch(
      /^Confirmed by the shul on \d{1,2} [A-Z][a-z]{2} \d{4}$/,
    );
    await member.context.close();
  }, 240_000);

  it('the public listing, Minyan now, the ICS feed and an embed on another origin show the new times', async () => {
    const visitor = await newPage(browser, viewport);
    await visitor.page.goto(`/shul/${listing.id}`);
    await visitor.page.getByRole('heading', { name: listing.name, level: 1 }).waitFor();
    await visitor.page.getByRole('region', { name: 'Announcements' }).getByText(announcement).waitFor();
    const week = await visitor.page.getByRole('table', { name: 'Minyan times for the next seven days' }).textContent();
    expect(week).toContain('7:00 AM');
    expect(await visitor.page.getByTestId('times-confirmed').textContent()).toMatch(/^Confirmed by the shul on /);
    await visitor.page.getByRole('button', { name: 'These times are right' }).waitFor();
    await noHorizontalScroll(visitor.page, viewport.width);

    // The next Shacharit, as the API computes it: 'Minyan now' half an hour before, next to the shul.
    const detail = (await (await fetch(`${baseURL()}/api/synagogues/${listing.id}`)).json()) as SynagogueDetail;
    const shacharit = detail.upcoming.find((o) => o.tefillah === 'shacharit' && Date.parse(o.start) > Date.now() + 60_000);
    expect(shacharit).toBeDefined();
    await visitor.context.close();

    const nearby = await newPage(browser, viewport, { geolocation: PLACE, permissions: ['geolocation'] });
    await nearby.page.clock.setFixedTime(new Date(Date.parse(shacharit!.start) - 30 * 60_000));
    await nearby.page.goto('/');
    await nearby.page.getByRole('link', { name: 'Find a minyan near me' }).click();
    const item = nearby.page
      .getByRole('list', { name: 'Minyanim starting soon near you' })
      .getByRole('listitem')
      .filter({ hasText: listing.name });
    await item.waitFor();
    const text = await item.textContent();
    expect(text).toContain('Shacharit 7:00 AM');
    expect(text).toContain('in 30 min');
    expect(text).toContain('Confirmed by the shul');
    await nearby.context.close();

    // The calendar feed carries the rules' times and the announcement.
    const ics = await (await fetch(`${baseURL()}/api/synagogues/${listing.id}/calendar.ics`)).text();
    expect(ics).toMatch(/DTSTART;TZID=America\/New_York:\d{8}T070000/);
    expect(ics).toContain('Shacharit');
    expect(ics.replaceAll(/\r\n[ \t]/g, '')).toContain(announcement.replaceAll(',', '\\,'));

    // The manager copies the snippet (and sees the live preview) ...
    const manager = await newPage(browser, viewport, { permissions: ['clipboard-read', 'clipboard-write'] });
    await manager.page.goto('/');
    await call(manager.page, 'POST', '/api/login', { email: memberEmail, password: MEMBER_PASSWORD });
    await manager.page.goto(`/manage/${listing.id}`);
    await manager.page.getByRole('tab', { name: 'On your website' }).click();
    const snippet = (await manager.page.getByTestId('embed-snippet').textContent())!;
    expect(snippet).toBe(`<script src="${baseURL()}/embed.js" data-shul="${listing.id}" async></script>`);
    await manager.page.getByRole('button', { name: 'Copy snippet' }).click();
    await expectToast(manager.page, 'Snippet copied');
    expect(await manager.page.evaluate(() => navigator.clipboard.readText())).toBe(snippet);
    const preview = manager.page.frameLocator(`iframe[title^="Preview of the schedule of"]`);
    await preview.getByText(listing.name).first().waitFor();
    await noHorizontalScroll(manager.page, viewport.width);
    await manager.context.close();

    // ... and pastes it into the shul's own site, on another origin: the same times, sized to fit.
    const host = await startEmbedHost(snippet);
    try {
      const site = await newPage(browser, viewport);
      await site.page.goto(host.origin);
      const frameElement = site.page.locator(`iframe[src*="/embed/shul/${listing.id}"]`);
      await frameElement.waitFor();
      const frame = site.page.frameLocator(`iframe[src*="/embed/shul/${listing.id}"]`);
      await frame.getByText(listing.name).first().waitFor();
      await frame.getByText(announcement).waitFor();
      await frame.getByText('7:00 AM').first().waitFor();
      await frame
        .getByText(/Confirmed by the shul on/)
        .first()
        .waitFor();
      // embed.js sets the iframe's height from the page's postMessage: it fits its content.
      const contentFrame = await frameElement.elementHandle().then((h) => h!.contentFrame());
      const contentHeight = await contentFrame!.evaluate(() => document.documentElement.scrollHeight);
      await site.page.waitForFunction(
        ({ id, want }) => {
          const el = document.querySelector<HTMLIFrameElement>(`iframe[src*="/embed/shul/${id}"]`);
          return el !== null && Math.abs(el.getBoundingClientRect().height - want) <= 4;
        },
        { id: listing.id, want: contentHeight },
        { timeout: 15_000 },
      );
      expect(contentHeight).toBeGreaterThan(200);
      expect(await site.page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(viewport.width);
      await site.context.close();
    } finally {
      await host.stop();
    }
  }, 240_000);

  it('a visitor proposes a changed time, the manager sees the week before and after, accepts part, reads the history in words and undoes it in one click', async () => {
    const visitor = await newPage(browser, viewport);
    await visitor.page.goto(`/shul/${listing.id}`);
    await visitor.page.getByRole('button', { name: 'Report a problem' }).click();
    const dialog = visitor.page.getByRole('dialog', { name: 'Report a problem' });
    expect(await dialog.getByRole('radio', { name: 'The times are wrong' }).isChecked()).toBe(true);
    // Sending nothing says what to do.
    await dialog.getByRole('button', { name: 'Send times' }).click();
    await dialog.getByRole('alert').getByText('Propose at least one change').waitFor();
    // The listing's own times, each to change or remove: Shacharit moves to 7:15, Mincha goes.
    await dialog.getByRole('button', { name: 'Change: Shacharit · Sun–Fri · 7:00 AM' }).click();
    const changed = dialog.getByRole('group', { name: 'New time for: Shacharit · Sun–Fri · 7:00 AM' });
    await changed.getByLabel(/^Time/).fill('07:15');
    await dialog.getByRole('button', { name: /^Remove: Mincha/ }).click();
    // The week before and after, and the warning that Mincha would have no time on weekdays.
    await dialog
      .getByRole('table', { name: 'Minyan times for the next seven days with the changes' })
      .getByText('7:15 AM')
      .first()
      .waitFor();
    expect(await dialog.getByRole('table', { name: 'Minyan times for the next seven days as they are now' }).textContent()).toContain(
      '7:00 AM',
    );
    await dialog
      .getByTestId('emptied-warning')
      .getByText(/no time for: Mincha on Sunday, Monday, Tuesday, Wednesday, and Thursday\./)
      .waitFor();
    await noHorizontalScroll(visitor.page, viewport.width);
    if (mobile) {
      await dialog.getByRole('group', { name: 'New time for: Shacharit · Sun–Fri · 7:00 AM' }).scrollIntoViewIfNeeded();
      await visitor.page.screenshot({ path: `${SHOTS}/propose-dialog-375.png` });
      await dialog.getByTestId('emptied-warning').scrollIntoViewIfNeeded();
      await visitor.page.screenshot({ path: `${SHOTS}/propose-dialog-week-375.png` });
    }
    await dialog.getByRole('textbox', { name: 'Your name' }).fill('A regular');
    await dialog.getByRole('button', { name: 'Send times' }).click();
    await expectToast(visitor.page, 'Times sent');
    await visitor.context.close();

    // The listing has a manager, so the proposal waits on /manage, not with the admins.
    const manager = await newPage(browser, viewport);
    await manager.page.goto('/');
    await call(manager.page, 'POST', '/api/login', { email: memberEmail, password: MEMBER_PASSWORD });
    await manager.page.goto('/manage');
    await manager.page.getByRole('listitem').filter({ hasText: listing.name }).getByText('1 proposal to review').waitFor();
    await manager.page.goto(`/manage/${listing.id}`);
    await manager.page.getByRole('tab', { name: /Proposals/ }).click();
    const proposal = manager.page.getByRole('list', { name: 'Proposed times waiting for review' }).getByRole('listitem').first();
    const changes = proposal.getByRole('list', { name: 'Proposed changes' });
    await changes.getByText('Shacharit · Sun–Fri · 7:00 AM → Shacharit · Sun–Fri · 7:15 AM').waitFor();
    await proposal
      .getByRole('table', { name: 'Minyan times for the next seven days with the changes' })
      .getByText('7:15 AM')
      .first()
      .waitFor();
    await proposal.getByTestId('emptied-warning').waitFor();
    await noHorizontalScroll(manager.page, viewport.width);
    if (mobile) await manager.page.screenshot({ path: `${SHOTS}/manage-proposal-375.png`, fullPage: true });

    // The manager keeps Mincha: the removal unticked, the warning goes, one change is accepted.
    const removal = changes.getByRole('checkbox', { name: /^Remove/ });
    await removal.locator('xpath=ancestor::label[1]').click();
    expect(await removal.isChecked()).toBe(false);
    await proposal.getByTestId('emptied-warning').waitFor({ state: 'detached' });
    await proposal.getByRole('button', { name: 'Accept 1 change' }).click();
    await expectToast(manager.page, 'Changes accepted');
    await manager.page.getByText('No proposed times are waiting for you.', { exact: false }).waitFor();

    // The rule list shows the accepted time without a reload.
    await manager.page.getByRole('tab', { name: 'Minyan times' }).click();
    const rules = manager.page.getByRole('tabpanel', { name: 'Minyan times' });
    await rules.getByRole('button', { name: /^Edit Shacharit .* 7:15 AM$/ }).waitFor();
    await rules.getByRole('button', { name: /^Edit Mincha / }).waitFor();

    // The history tells it in words, as one change, and one click undoes it.
    await manager.page.getByRole('tab', { name: 'History' }).click();
    const history = manager.page.getByRole('list', { name: 'Changes, newest first' });
    const accepted = history.getByRole('listitem').filter({ hasText: 'An accepted visitor proposal' }).first();
    await accepted.getByText('Changed: Shacharit · Sun–Fri · 7:00 AM → Shacharit · Sun–Fri · 7:15 AM').waitFor();
    expect(await accepted.textContent()).not.toMatch(/shacharit\b|tzeit|erev_shabbat/);
    await history
      .getByRole('listitem')
      .filter({ hasText: 'A manager' })
      .filter({ hasText: 'added a minyan time: Shacharit' })
      .first()
      .waitFor();
    await noHorizontalScroll(manager.page, viewport.width);
    if (mobile) await manager.page.screenshot({ path: `${SHOTS}/manage-history-375.png`, fullPage: true });
    await accepted.getByRole('button', { name: /^Revert: / }).click();
    await expectToast(manager.page, 'Change undone');
    await accepted.getByText(/^Reverted /).waitFor();
    await history.getByRole('listitem').filter({ hasText: 'undid a change of 1 minyan time' }).first().waitFor();
    await manager.page.getByRole('tab', { name: 'Minyan times' }).click();
    await rules.getByRole('button', { name: /^Edit Shacharit .* 7:00 AM$/ }).waitFor();
    // The preview shows the saved week; a time being edited shows as a second week, marked a draft.
    expect(await rules.getByTestId('draft-preview').count()).toBe(0);
    await rules.getByRole('button', { name: /^Edit Shacharit .* 7:00 AM$/ }).click();
    await rules.getByRole('form', { name: 'Edit minyan time' }).getByLabel(/^Time/).fill('07:30');
    const draft = rules.getByTestId('draft-preview');
    await draft.getByText('Draft, not saved').waitFor();
    await draft
      .getByRole('table', { name: 'Preview of the next seven days with the unsaved draft' })
      .getByText('7:30 AM')
      .first()
      .waitFor();
    expect(await rules.getByRole('table', { name: 'Preview of the next seven days', exact: true }).textContent()).not.toContain('7:30 AM');
    await noHorizontalScroll(manager.page, viewport.width);
    if (mobile) {
      await manager.page.screenshot({ path: `${SHOTS}/manage-times-375.png`, fullPage: true });
      await manager.page.goto(`/he/manage/${listing.id}`);
      await manager.page.getByRole('heading', { name: listing.name, level: 1 }).waitFor();
      await manager.page.getByRole('table').first().waitFor();
      await noHorizontalScroll(manager.page, viewport.width);
      await manager.page.screenshot({ path: `${SHOTS}/manage-times-he-375.png`, fullPage: true });
    }
    await manager.context.close();

    const after = (await (await fetch(`${baseURL()}/api/synagogues/${listing.id}`)).json()) as SynagogueDetail;
    expect(after.minyanim.map((m) => [m.tefillah, m.time]).sort()).toEqual([
      ['mincha', null],
      ['shacharit', '07:00'],
    ]);

    // The public week fits a phone in every language, Hebrew right to left.
    const reader = await newPage(browser, viewport);
    for (const lang of ['', '/he', '/fr', '/es', '/ru']) {
      await reader.page.goto(`${lang}/shul/${listing.id}`);
      // The app's own page (the Worker's first paint has no freshness line), with its week.
      await reader.page.getByTestId('times-confirmed').waitFor();
      await reader.page.getByRole('table').first().waitFor();
      await noHorizontalScroll(reader.page, viewport.width);
      if (mobile && (lang === '' || lang === '/he')) {
        await reader.page.screenshot({ path: `${SHOTS}/listing${lang.replace('/', '-') || '-en'}-375.png`, fullPage: true });
      }
    }
    await reader.context.close();
  }, 300_000);
});
