// Owns the dialog's behaviour and frame: Radix Dialog in the brand's look (loaded by DialogPanel when a dialog first opens).
import * as Dialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import type { DialogPanelProps } from './DialogPanel';
import { VisuallyHidden } from './VisuallyHidden';
import styles from './DialogPanel.module.css';

/**
 * Focus moves into the panel when it opens, is trapped there, and returns to what had it when the panel
 * closes (unless something outside has taken it meanwhile); Escape, the close control and a click on the scrim close it; the page behind is inert and does not scroll.
 */
export default function RadixDialogPanel({
  open,
  onOpenChange,
  placement,
  title,
  closeLabel,
  description,
  children,
  className,
  testId,
}: DialogPanelProps) {
  const content = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  // Panels open from many controls (top bar, mobile navigator, footer…), not from one Radix trigger: remember which.
  const rememberOpener = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };
  // Back to the opener, unless a link in the panel led to a page whose heading has taken the focus meanwhile.
  const restoreFocus = (event: Event) => {
    event.preventDefault();
    const active = document.activeElement;
    if (active && active !== document.body && !content.current?.contains(active)) return;
    if (opener.current?.isConnected) opener.current.focus();
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.scrim} data-placement={placement} />
        <Dialog.Content
          ref={content}
          onOpenAutoFocus={rememberOpener}
          onCloseAutoFocus={restoreFocus}
          className={[styles.panel, className].filter(Boolean).join(' ')}
          data-placement={placement}
          data-testid={testId}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.head}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            <Dialog.Close className={styles.close}>
              <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" fill="none" />
              </svg>
              <VisuallyHidden>{closeLabel}</VisuallyHidden>
            </Dialog.Close>
          </div>
          {description ? <Dialog.Description className={styles.description}>{description}</Dialog.Description> : null}
          <div className={styles.body}>{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
