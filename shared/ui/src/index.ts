// Public entry of @storefront/ui: breakpoints and accessible primitives (tokens.css is imported by the shell).
export { BREAKPOINTS, below, isBelow } from './breakpoints';
export { specPage } from './SpecPage';
export { DialogPanel, type DialogPanelProps, type DialogPlacement } from './DialogPanel';
export { useMediaQuery } from './useMediaQuery';
export { VisuallyHidden } from './VisuallyHidden';
