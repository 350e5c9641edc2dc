// Browser journeys of the admin dashboard: who may see it, synagogue CRUD with the delete
// confirmation, a sponsor with an uploaded logo reaching the home page, and reviews.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './a11y.ts';
import { MOBILE, expectToast, launchBrowser, newPage } from './browser.ts';
import { call, registerAndSignIn, signInAsAdmin, unique } from './session.ts';

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openAdmin(viewport?: { width: number; height: number }): Promise<{ page: Page; context: BrowserContext }> {
  const session = await newPage(browser, viewport, { bypassCSP: true });
  await signInAsAdmin(session.page);
  await session.page.goto('/admin');
  await session.page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  return session;
}

describe('who sees the dashboard', () => {
  it('asks anonymous visitors to sign in, and tells a member they have no access', async () => {
    const { page, context } = await newPage(browser, MOBILE);
    await page.goto('/admin');
    await page.getByText('Please sign in to access the admin panel.').waitFor();
    await page.getByRole('link', { name: 'Go to Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('next') === '/admin');

    await registerAndSignIn(page, { email: `member-${unique()}@example.com`, password: 'member password 1843', firstName: 'Member' });
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'No access to the admin panel' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Admin Dashboard' }).count()).toBe(0);
    await context.close();
  });
});

describe('admin dashboard', () => {
  it('shows the figures and tabs, and creates, edits and deletes a synagogue (with confirmation)', async () => {
    const { page, context } = await openAdmin();
    for (const label of ['Total Synagogues', 'Active Sponsors', 'Active Ads', 'Sponsor Inquiries']) {
      await page.getByText(label, { exact: true }).first().waitFor();
    }
    for (const tab of ['Synagogues', 'Sponsors', 'Advertisements', 'Sponsor Inquiries', 'Location Requests']) {
      await page.getByRole('tab', { name: tab }).waitFor();
    }
    await page.getByRole('button', { name: 'Add GPS Coordinates' }).waitFor();
    await page.getByRole('button', { name: 'Start Import' }).waitFor();

    const name = `E2E Shul ${unique()}`;
    const form = page.getByRole('form', { name: 'Add Synagogue' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Address').fill('1 Test Street');
    await form.getByLabel('City').fill('Testville');
    // Chakra's checkbox input is visually hidden: click its label, as a user does.
    await form.getByText('Mikve', { exact: true }).click();
    await form.getByRole('button', { name: 'Add Synagogue' }).click();
    await expectToast(page, 'Synagogue created');

    await page.getByLabel('Filter synagogues').fill(name);
    const row = page.getByRole('listitem').filter({ hasText: name });
    await row.waitFor();
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const editForm = page.getByRole('form', { name: 'Edit Synagogue' });
    expect(await editForm.getByLabel('Name').inputValue()).toBe(name);
    expect(await editForm.getByRole('checkbox', { name: 'Mikve' }).isChecked()).toBe(true);
    await editForm.getByLabel('City').fill('Newtown');
    await editForm.getByRole('button', { name: 'Update Synagogue' }).click();
    await expectToast(page, 'Synagogue updated');
    await page.getByRole('form', { name: 'Add Synagogue' }).waitFor();
    expect(await page.getByRole('form', { name: 'Add Synagogue' }).getByLabel('Name').inputValue()).toBe('');
    await row.getByText('Newtown', { exact: false }).waitFor();

    // An accidental click on delete loses nothing: the dialog asks first.
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Delete synagogue?').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await row.count()).toBe(1);

    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Synagogue deleted successfully');
    await row.waitFor({ state: 'detached' });
    await context.close();
  });

  it('creates a sponsor with an uploaded logo that visitors then see in the home page strip', async () => {
    const { page, context } = await openAdmin();
    await page.getByRole('tab', { name: 'Sponsors' }).click();
    const name = `E2E Logo Sponsor ${unique()}`;
    const form = page.getByRole('form', { name: 'Add Sponsor' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Website').fill('https://example.org/e2e-sponsor');

    // Uppy's modal dashboard, loaded on demand: Tab stays inside it and Escape closes it.
    await form.getByRole('button', { name: 'Upload Logo' }).click();
    const uppy = page.locator('.uppy-Dashboard-inner[role="dialog"]');
    await uppy.waitFor();
    for (let i = 0; i < 8; i += 1) await page.keyboard.press('Tab');
    expect(await page.evaluate<boolean>("Boolean(document.activeElement?.closest('.uppy-Dashboard-inner'))")).toBe(true);
    await page.keyboard.press('Escape');
    await uppy.waitFor({ state: 'hidden' });
    await form.getByRole('button', { name: 'Upload Logo' }).click();
    await uppy.waitFor();
    const input = page.locator('.uppy-Dashboard-input').first();
    await input.waitFor({ state: 'attached' });
    await input.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await page.locator('.uppy-StatusBar-actionBtn--upload').click();
    await expectToast(page, 'Logo uploaded successfully');
    const preview = form.getByRole('img', { name: 'Current logo' });
    await preview.waitFor();
    const logoUrl = await preview.getAttribute('src');
    expect(logoUrl).toMatch(/^\/objects\/logos\/[0-9a-f-]{36}\.png$/);

    await form.getByRole('button', { name: 'Add Sponsor' }).click();
    await expectToast(page, 'Sponsor created');
    await page.getByRole('listitem').filter({ hasText: name }).waitFor();

    const logo = await fetch(new URL(logoUrl!, page.url()));
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await logo.arrayBuffer()).equals(PNG)).toBe(true);

    const visitor = await newPage(browser);
    await visitor.page.goto('/');
    const strip = visitor.page.locator(`img[alt="${name}"]`).first();
    await strip.waitFor({ state: 'attached' });
    expect(await strip.getAttribute('src')).toBe(logoUrl);
    // The strip scrolls forever (never "stable"), so bring it into view without waiting.
    await strip.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await expect
      .poll(() =>
        strip.evaluate((el) => {
          const img = el as unknown as { complete: boolean; naturalWidth: number };
          return img.complete && img.naturalWidth > 0;
        }),
      )
      .toBe(true);
    await visitor.context.close();
    await context.close();
  });

  it('approves a sponsor inquiry and a location request (shown beside the current listing)', async () => {
    const { page, context } = await openAdmin();
    const company = `E2E Inquiry Co ${unique()}`;
    const inquiry = await call(page, 'POST', '/api/sponsor-submissions', {
      companyName: company,
      contactName: 'Dana',
      email: 'dana@example.com',
      phone: '555-0150',
      description: 'We sell kosher travel packages worldwide.',
    });
    expect(inquiry.status).toBe(201);
    const [listing] = (await call<{ id: number; name: string; city: string }[]>(page, 'GET', '/api/synagogues?limit=1')).json;
    const newCity = `Renamed City ${unique()}`;
    const request = await call(page, 'POST', '/api/submissions', {
      type: 'edit',
      synagogueId: listing!.id,
      synagogueName: listing!.name,
      city: newCity,
      submitterName: 'Visitor',
      submitterEmail: 'visitor@example.com',
      submitterPhone: '555-0151',
    });
    expect(request.status).toBe(201);

    await page.getByRole('tab', { name: 'Sponsor Inquiries' }).click();
    const card = page.getByRole('listitem').filter({ hasText: company });
    await card.getByText('Pending', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Approve' }).click();
    await expectToast(page, 'Submission status updated');
    await card.getByText('Approved', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Reset to Pending' }).waitFor();

    await page.getByRole('tab', { name: 'Location Requests' }).click();
    const requestCard = page.getByRole('listitem').filter({ hasText: newCity });
    await requestCard.getByRole('columnheader', { name: 'Current listing' }).waitFor();
    const cityRow = requestCard.getByRole('row').filter({ hasText: newCity });
    await cityRow.getByText(listing!.city, { exact: true }).waitFor();
    await requestCard.getByRole('button', { name: 'Approve' }).click();
    await expectToast(page, 'Submission status updated');
    await requestCard.waitFor({ state: 'detached' });

    const after = await call<{ city: string }>(page, 'GET', `/api/synagogues/${listing!.id}`);
    expect(after.json.city).toBe(newCity);
    await context.close();
  });

  it('fits a 375 px phone and has no serious or critical axe violations', async () => {
    const { page, context } = await openAdmin(MOBILE);
    await page.getByRole('form', { name: 'Add Synagogue' }).waitFor();
    await page.getByRole('region', { name: 'Synagogue list' }).getByRole('listitem').first().waitFor();
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(MOBILE.width);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });
});
