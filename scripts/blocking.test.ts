import { describe, expect, it } from 'vitest';
import { BLOCKING_PAGES, blockingOf } from './blocking.ts';

const thread = (pid: number, tid: number) => ({ name: 'thread_name', ph: 'M', pid, tid, ts: 0, args: { name: 'CrRendererMain' } });
const task = (pid: number, tid: number, cpuMs: number) => ({
  name: 'RunTask',
  ph: 'X',
  pid,
  tid,
  ts: 1,
  dur: cpuMs * 2000,
  tdur: cpuMs * 1000,
});

describe('blocking from a trace', () => {
  it("counts each task's CPU time × 4 beyond 50 ms, on the page's own renderer", () => {
    const events = [
      thread(1, 1),
      task(1, 1, 5), // the about:blank renderer the navigation left
      thread(2, 7),
      task(2, 7, 10), // 40 ms at 4×: not long
      task(2, 7, 25), // 100 ms: blocks 50
      task(2, 7, 100), // 400 ms: blocks 350
      { name: 'RunTask', ph: 'X', pid: 2, tid: 8, ts: 1, tdur: 900_000 }, // another thread
    ];
    expect(blockingOf(events)).toEqual({ blockingMs: 400, longestTaskMs: 400, longTasks: 2 });
  });

  it('fails on a trace without a renderer main thread rather than reporting 0', () => {
    expect(() => blockingOf([task(1, 1, 100)])).toThrow(/no renderer main thread/);
  });
});

describe('the pages measured', () => {
  it('are each public page with its Hebrew twin', () => {
    expect(BLOCKING_PAGES).toEqual(
      expect.arrayContaining(['/', '/he', '/search?q=Brooklyn', '/he/search?q=Brooklyn', '/shul/1', '/he/shul/1']),
    );
    expect(BLOCKING_PAGES.filter((p) => p.startsWith('/he'))).toHaveLength(BLOCKING_PAGES.length / 2);
  });
});
