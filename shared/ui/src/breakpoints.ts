// Owns the breakpoints of spec §9, for code that needs them outside CSS (media queries in components).
export const BREAKPOINTS = {
  /** Route changes close the product and service bars below this width. */
  closeBars: 768,
  /** The filter menu becomes a slide-in panel below this width. */
  filterPanel: 992,
  sm: '48em',
  md: '62em',
  lg: '75em',
  xl: '90em',
  xxl: '100em',
  xxxl: '120em',
  max: '144.688em',
} as const;

/** The media query of "narrower than px" (a hair under, so that exactly px is the wider layout, as min-width: px in CSS). */
export const below = (px: number): string => `(max-width: ${px - 0.02}px)`;

export const isBelow = (px: number): boolean => typeof window !== 'undefined' && window.matchMedia(below(px)).matches;
