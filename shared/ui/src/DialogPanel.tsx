// Owns the one accessible dialog of the storefront (side bars, full-screen menu, modals). Its Radix code is not part of the
// page's first load: it is fetched when the browser is idle, or when a dialog first opens if that comes sooner.
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { whenIdle } from './whenIdle';

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
const importPanel = () => import('./RadixDialogPanel');
const loadPanel = () =>
  (pending ??= importPanel().then((module) => {
    LoadedPanel = module.default;
    return module;
  }));
const RadixDialogPanel = lazy(loadPanel);

/** Fetches the dialog's code once the page is idle, so the first opening does not wait for the network. */
function usePreloadWhenIdle() {
  useEffect(() => whenIdle(() => void loadPanel(), 5000), []);
}

export function DialogPanel(props: DialogPanelProps) {
  const [used, setUsed] = useState(props.open);
  // Which panel this dialog renders is chosen when it first opens and kept, so an open dialog is never remounted.
  const [Loaded, setLoaded] = useState(() => (props.open ? LoadedPanel : null));
  if (props.open && !used) {
    setUsed(true);
    setLoaded(() => LoadedPanel);
  }
  usePreloadWhenIdle();
  // A dialog never opened renders nothing, on the server and in the browser alike (Radix renders nothing for it either).
  if (!used) return null;
  if (Loaded) return <Loaded {...props} />;
  return (
    <Suspense fallback={null}>
      <RadixDialogPanel {...props} />
    </Suspense>
  );
}
