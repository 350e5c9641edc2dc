// A session's device as a person recognises it ('Firefox 133 on Windows'), read from the
// User-Agent it began with. bowser runs here in the Worker, where the list is built: the
// web bundle never carries it.
import Bowser from 'bowser';

export function deviceName(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const parsed = Bowser.parse(userAgent);
  const browser = [parsed.browser.name, parsed.browser.version?.split('.')[0]].filter(Boolean).join(' ');
  const os = parsed.os.name;
  if (!browser && !os) return null;
  return browser && os ? `${browser} on ${os}` : browser || os!;
}
