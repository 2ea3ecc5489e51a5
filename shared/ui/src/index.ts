// Public entry of @storefront/ui: breakpoints and accessible primitives (tokens.css is imported by the shell).
export { BREAKPOINTS, isBelow } from './breakpoints';
export { specPage } from './SpecPage';
