import { afterEach, describe, expect, it, vi } from 'vitest';
import { AFTER_PAINT_TYPE, STARTER_SCRIPT, startScriptsAfterPaint } from './startAfterPaint.ts';

// What React Router's <Scripts> writes into a prerendered page, as React serializes it.
const ROUTE_MODULES = 'import "/assets/manifest-A.js";\nimport * as route0 from "/assets/root-B.js";\nimport("/assets/entry.client-C.js");';
const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/manifest-A.js"/>' +
  '<link rel="modulepreload" href="/assets/root-B.js"/><link rel="icon" href="/favicon.svg"/></head><body><main>Hi</main>' +
  `<script>window.__reactRouterContext = {};</script><script type="module" async="">${ROUTE_MODULES}</script></body></html>`;

describe('startScriptsAfterPaint', () => {
  it("leaves React Router's preload links out, keeps its module script's text waiting, and adds the starter", () => {
    const html = startScriptsAfterPaint(PAGE);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link rel="icon" href="/favicon.svg"/>');
    expect(html).toContain(`<script type="${AFTER_PAINT_TYPE}">${ROUTE_MODULES}</script>`);
    expect(html).not.toContain('type="module"');
    expect(html).toContain('<script>window.__reactRouterContext = {};</script>');
    expect(html.endsWith(`<script>${STARTER_SCRIPT}</script></body></html>`)).toBe(true);
  });

  it("fails the build when React Router's module script is not there to wait", () => {
    expect(() => startScriptsAfterPaint(PAGE.replace(' async=""', ''))).toThrow(/one module script/);
  });
});

describe('the starter', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  function pageWithWaitingScript() {
    document.body.innerHTML = `<main>Hi</main><script type="${AFTER_PAINT_TYPE}">${ROUTE_MODULES}</script>`;
  }
  const moduleScripts = () => [...document.querySelectorAll('script')].filter((s) => s.type === 'module');
  const run = () => (0, eval)(STARTER_SCRIPT); // indirect: in the page's global scope, as the browser runs it
  const visibility = (state: DocumentVisibilityState) => vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);

  /** A stand-in for the browser's Paint Timing: `paint()` reports the first paint. */
  function paintTiming() {
    const observers: (() => void)[] = [];
    class FakeObserver {
      static supportedEntryTypes = ['paint'];
      constructor(private readonly callback: () => void) {}
      observe(options: PerformanceObserverInit) {
        expect(options).toEqual({ type: 'paint', buffered: true });
        observers.push(this.callback);
      }
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    return { paint: () => observers.forEach((callback) => callback()) };
  }

  it('starts the module script, same text, once the first paint is reported, and only once', () => {
    visibility('visible');
    const timing = paintTiming();
    pageWithWaitingScript();
    run();
    expect(moduleScripts()).toHaveLength(0);
    timing.paint();
    expect(moduleScripts().map((s) => s.textContent)).toEqual([ROUTE_MODULES]);
    expect(document.querySelector(`script[type="${AFTER_PAINT_TYPE}"]`)).toBeNull();
    timing.paint();
    expect(moduleScripts()).toHaveLength(1);
  });

  it('starts when the tab goes to the background before its first paint, which is then never reported', () => {
    const state = visibility('visible');
    paintTiming();
    pageWithWaitingScript();
    run();
    state.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(moduleScripts().map((s) => s.textContent)).toEqual([ROUTE_MODULES]);
  });

  it('starts at once in a tab opened in the background', () => {
    visibility('hidden');
    paintTiming();
    pageWithWaitingScript();
    run();
    expect(moduleScripts()).toHaveLength(1);
  });

  it('starts after the next frame where the browser has no Paint Timing', () => {
    visibility('visible');
    vi.stubGlobal('PerformanceObserver', undefined);
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    vi.useFakeTimers();
    try {
      pageWithWaitingScript();
      run();
      frames.forEach((frame) => frame(0));
      expect(moduleScripts()).toHaveLength(0);
      vi.runAllTimers();
      expect(moduleScripts()).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
