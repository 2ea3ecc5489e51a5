// Owns the one accessible dialog of the storefront (side bars, full-screen menu, modals). Its Radix code is not part of the
// page's first load: it is fetched when the browser is idle, or when a dialog first opens if that comes sooner.
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { whenIdle } from './whenIdle';

export type DialogPlacement = 'left' | 'right' | 'full' | 'center';

export interface DialogPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the panel sits: a side bar slides in from the left or right; 'full' covers the screen; 'center' is a modal. */
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
const importPanel = () => import('./RadixDialogPanel');
const loadPanel = () => (pending ??= importPanel());
const RadixDialogPanel = lazy(loadPanel);

/** Fetches the dialog's code once the page is idle, so the first opening does not wait for the network. */
function usePreloadWhenIdle() {
  useEffect(() => whenIdle(() => void loadPanel(), 5000), []);
}

export function DialogPanel(props: DialogPanelProps) {
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  usePreloadWhenIdle();
  // A dialog never opened renders nothing, on the server and in the browser alike (Radix renders nothing for it either).
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <RadixDialogPanel {...props} />
    </Suspense>
  );
}
