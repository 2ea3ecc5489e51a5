// Public entry of @storefront/water-chemistry: the pure chemistry of a home water analysis (ADR 0037), for the browser.
export * from './types';
export * from './units';
export * from './volume';
export * from './validate';
export * from './ranges';
export * from './saturation';
export * from './dosing';
export * from './plan';
