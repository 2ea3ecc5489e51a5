import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './nextTask';

describe('nextTask', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldToBrowser = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldToBrowser });
    await nextTask();
    expect(yieldToBrowser).toHaveBeenCalledTimes(1);
  });

  it('elsewhere resolves in a later task, after the current task and its microtasks', async () => {
    vi.stubGlobal('scheduler', undefined);
    const order: string[] = [];
    const done = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    setTimeout(() => order.push('task queued after'), 0);
    expect(order).toEqual([]);
    await done;
    expect(order).toEqual(['microtask', 'next task']);
  });
});
