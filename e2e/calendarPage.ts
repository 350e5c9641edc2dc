// The calendar page's parts the browser journeys read.
import type { Page } from 'playwright-core';

/** The box naming the calendar's place ('📍 Jerusalem, Israel'). */
export const locationBox = (page: Page) => page.getByTestId('calendar-location');
