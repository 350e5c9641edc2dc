// The location request form ('Add or Update a Location') as the browser journeys use it.
import type { Locator, Page } from 'playwright-core';

export const locationForm = (page: Page) => page.getByRole('region', { name: 'Add or Update a Location' });

/** Fills in what the form requires (a listing's name and who asks) and sends it. */
export async function sendLocationRequest(form: Locator, synagogueName: string) {
  await form.getByLabel('Synagogue name').fill(synagogueName);
  await form.getByLabel('Your name').fill('Dov');
  await form.getByLabel('Your email').fill('dov@example.org');
  await form.getByLabel('Your phone').fill('555-0199');
  await form.getByRole('button', { name: 'Submit Request' }).click();
}
