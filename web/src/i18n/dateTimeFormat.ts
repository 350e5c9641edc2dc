// One Intl.DateTimeFormat per language and options, kept: building one costs far more than using
// it (each resolves its locale data), and a month's calendar formats hundreds of dates and times.

const formats = new Map<string, Intl.DateTimeFormat>();

/** The formatter for these locales and options, built once. */
export function dateTimeFormat(locales: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locales}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locales, options);
    formats.set(key, format);
  }
  return format;
}
