// @vitest-environment happy-dom
import { expect, it, vi } from 'vitest';
import { whenInteracted } from './whenInteracted';

it('runs work asked for after the visitor already scrolled at once: their jump to the footer came before the footer asked', () => {
  const run = vi.fn();
  const early = vi.fn();
  window.dispatchEvent(new Event('scroll'));
  whenInteracted(run);
  expect(run).toHaveBeenCalledTimes(1);
  whenInteracted(early)();
  expect(early).toHaveBeenCalledTimes(1);
});
