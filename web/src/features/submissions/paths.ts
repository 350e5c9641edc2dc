/**
 * The location request form: the home page shows it in place of the landing content.
 * It has an address so that the footer's 'Get in touch' can open it from any page.
 */
export const LOCATION_FORM_PARAM = 'form';
export const LOCATION_FORM_VALUE = 'location';
export const LOCATION_FORM_PATH = `/?${LOCATION_FORM_PARAM}=${LOCATION_FORM_VALUE}`;
