import { describe, expect, it } from 'vitest';
import { nextTask } from './nextTask.ts';

describe('continuing in the next task', () => {
  it('resolves only after the current task, its microtasks included, has run', async () => {
    const order: string[] = [];
    const next = nextTask().then(() => order.push('next task'));
    queueMicrotask(() => order.push('microtask'));
    void Promise.resolve().then(() => order.push('promise'));
    await next;
    expect(order).toEqual(['microtask', 'promise', 'next task']);
  });
});
