// Owns the one accessible dialog of the storefront (side bars, full-screen menu, modals). Its Radix code is not part of the
// page's first load: it is fetched at the visitor's first sign of using the page, or when a dialog first opens if that comes sooner.
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { whenInteracted } from './whenInteracted';

export type DialogPlacement = 'left' | 'right' | 'full' | 'center' | 'sheet';

export interface DialogPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Where the panel sits: a side bar slides in from the left or right; 'full' covers the screen; 'center' is a modal; 'sheet' is
   * a small choice, a sheet at the bottom of a phone's screen and a small modal from 48em.
   */
  placement: DialogPlacement;
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode;
  /** Text of the close control (an icon button), in the page's language. */
  closeLabel: string;
  description?: ReactNode;
  children: ReactNode;
  /** Extra class of the panel, for the caller's own look (colours, width). */
  className?: string;
  testId?: string;
}

let pending: ReturnType<typeof importPanel> | null = null;
/** The panel once its code has come: rendered at once, where the lazy one would suspend and React show it 300 ms later. */
let LoadedPanel: Awaited<ReturnType<typeof importPanel>>['default'] | null = null;
// Named, so a test can tell the dialog's code from the rest of the first load.
const importPanel = () => import(/* webpackChunkName: "dialog" */ './RadixDialogPanel');
const loadPanel = () =>
  (pending ??= importPanel().then((module) => {
    LoadedPanel = module.default;
    return module;
  }));
const RadixDialogPanel = lazy(loadPanel);

/**
 * Fetches the dialog's code at the visitor's first move (a pointer, a touch, a key, a scroll), so the first opening does not wait
 * for the network; not when the page is idle, which loaded Radix (about 13 KB compressed) on every page, used or not.
 */
function usePreloadOnFirstUse() {
  useEffect(() => whenInteracted(() => void loadPanel()), []);
}

export function DialogPanel(props: DialogPanelProps) {
  const [used, setUsed] = useState(props.open);
  // Which panel this dialog renders is chosen when it first opens and kept, so an open dialog is never remounted.
  const [Loaded, setLoaded] = useState(() => (props.open ? LoadedPanel : null));
  if (props.open && !used) {
    setUsed(true);
    setLoaded(() => LoadedPanel);
  }
  usePreloadOnFirstUse();
  // A dialog never opened renders nothing, on the server and in the browser alike (Radix renders nothing for it either).
  if (!used) return null;
  if (Loaded) return <Loaded {...props} />;
  return (
    <Suspense fallback={null}>
      <RadixDialogPanel {...props} />
    </Suspense>
  );
}
