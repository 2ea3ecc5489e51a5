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

  it('runs at once the work asked for after a first sign of use on the same target', () => {
    const target = new EventTarget() as unknown as Window;
    const first = vi.fn();
    const later = vi.fn();
    whenInteracted(first, target);
    target.dispatchEvent(new Event('keydown'));
    whenInteracted(later, target);
    expect(first).toHaveBeenCalledTimes(1);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('waits on a target nobody has used yet, whatever happened on another', () => {
    const used = new EventTarget() as unknown as Window;
    const untouched = new EventTarget() as unknown as Window;
    whenInteracted(() => {}, used);
    used.dispatchEvent(new Event('scroll'));
    const run = vi.fn();
    whenInteracted(run, untouched);
    expect(run).not.toHaveBeenCalled();
  });
});
