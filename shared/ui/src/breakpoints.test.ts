import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, below } from './breakpoints';

describe('breakpoints of spec §9', () => {
  it('name the layout breakpoints and the two behaviour widths', () => {
    expect(Object.values(BREAKPOINTS)).toEqual([768, 992, '48em', '62em', '75em', '90em', '100em', '120em', '144.688em']);
  });
  it('make "below" queries that leave exactly the breakpoint to the wider layout', () => {
    expect(below(992)).toBe('(max-width: 991.98px)');
  });
});
