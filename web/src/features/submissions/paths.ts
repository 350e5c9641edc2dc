/**
 * The location request form: the home page shows it in place of the landing content.
 * It has an address, `/?request=location`, so that the footer's 'Get in touch' is a plain link
 * that works before the app has started and can be shared; the home page reads it on arrival.
 */
export const LOCATION_FORM_PARAM = 'request';
export const LOCATION_FORM_VALUE = 'location';
export const LOCATION_FORM_PATH = `/?${LOCATION_FORM_PARAM}=${LOCATION_FORM_VALUE}`;
