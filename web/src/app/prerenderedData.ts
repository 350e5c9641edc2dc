import { PRERENDERED_DATA_ID } from '../../../schema/prerendered-pages.ts';

// Data a page was prerendered with. Some pages show the build's answer in their HTML (the list of
// Torah portions), so that their main content needs no request to appear. The browser must
// hydrate them with the same answer: it is embedded in the page as JSON, and the page's data hook
// shows it until its own request returns (SWR's `fallbackData`).

let store: Record<string, unknown> | undefined;

/** The prerendered answer named `name`, when the page was prerendered with one. */
export function prerenderedData<T>(name: string): T | undefined {
  store ??= readEmbedded();
  return store[name] as T | undefined;
}

function readEmbedded(): Record<string, unknown> {
  const text = typeof document === 'undefined' ? null : document.getElementById(PRERENDERED_DATA_ID)?.textContent;
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/** At build time: the answers the page being rendered shows. */
export function providePrerenderedData(data: Record<string, unknown>) {
  store = data;
}
