import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_PENDING } from './firstPaint';

describe('lazy images wait for the first paint', () => {
  it('base.css moves them off the screen, without a new layout, by the attribute the early script sets', () => {
    const css = readFileSync(new URL('./base.css', import.meta.url), 'utf8');
    expect(css).toMatch(
      new RegExp(`html\\[${FIRST_PAINT_PENDING}\\] img\\[loading='lazy'\\]\\s*\\{\\s*transform: translateX\\(-100000px\\);\\s*\\}`),
    );
  });
});
