// Public entry of @storefront/ui: breakpoints and accessible primitives (styles.css, with the font, tokens and base, is imported by the shell and each harness).
export { BREAKPOINTS, below, isBelow } from './breakpoints';
export { specPage } from './SpecPage';
export { Icon, type IconName } from './Icon';
export { SavedListIcon } from './SavedListIcon';
export { DialogPanel, type DialogPanelProps, type DialogPlacement } from './DialogPanel';
export { useMediaQuery } from './useMediaQuery';
export { VisuallyHidden } from './VisuallyHidden';
export { Breadcrumb, type BreadcrumbItem, type BreadcrumbVariant } from './Breadcrumb';
export { TextWithLinks, type TextPart } from './TextWithLinks';
export { AfterHydration, useHydrated, whenHydrated } from './useHydrated';
export { whenIdle } from './whenIdle';
export { whenInteracted } from './whenInteracted';
