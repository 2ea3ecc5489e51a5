import { describe, expect, it, vi } from 'vitest';
import { FIRST_USE_EVENTS, whenInteracted } from './whenInteracted';

describe('whenInteracted', () => {
  it.each(FIRST_USE_EVENTS)('runs the work once, at the first %s', (type) => {
    const target = new EventTarget() as unknown as Window;
    const run = vi.fn();
    whenInteracted(run, target);
    expect(run).not.toHaveBeenCalled();
    target.dispatchEvent(new Event(type));
    target.dispatchEvent(new Event('pointerdown'));
    target.dispatchEvent(new Event(type));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('never runs the work once cancelled', () => {
    const target = new EventTarget() as unknown as Window;
    const run = vi.fn();
    whenInteracted(run, target)();
    for (const type of FIRST_USE_EVENTS) target.dispatchEvent(new Event(type));
    expect(run).not.toHaveBeenCalled();
  });
});
