import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ServiceWorkerModule from './serviceWorker.ts';

// A fresh module per test: what it noted is module state.
let sw: typeof ServiceWorkerModule;

/** A service worker container: an event target with the worker that controls the page, if any. */
function container(controlled: boolean) {
  const target = new EventTarget();
  return Object.assign(target, { controller: controlled ? ({} as ServiceWorker) : null });
}

describe('a new version taking over the page', () => {
  beforeEach(async () => {
    vi.resetModules();
    sw = await import('./serviceWorker.ts');
  });

  it('is known to a notice that subscribes after it happened', () => {
    const workers = container(true);
    sw.watchForTakeover(workers);
    expect(sw.newVersionTookOver()).toBe(false);
    workers.dispatchEvent(new Event('controllerchange'));
    expect(sw.newVersionTookOver()).toBe(true);
  });

  it('tells the notices that are listening, once', () => {
    const workers = container(true);
    sw.watchForTakeover(workers);
    const heard = vi.fn();
    const stop = sw.onNewVersion(heard);
    workers.dispatchEvent(new Event('controllerchange'));
    workers.dispatchEvent(new Event('controllerchange'));
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
  });

  it('is not a first install on a page no service worker controlled', () => {
    const workers = container(false);
    sw.watchForTakeover(workers);
    workers.dispatchEvent(new Event('controllerchange'));
    expect(sw.newVersionTookOver()).toBe(false);
  });
});
