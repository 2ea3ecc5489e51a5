// Owns the dialog's behaviour and frame: Radix Dialog in the brand's look (loaded by DialogPanel when a dialog first opens).
import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type FocusEvent, type MouseEvent } from 'react';
import { bus } from '@storefront/platform';
import type { DialogPanelProps } from './DialogPanel';
import { followsLinkInPlace, linkClickOf } from './linkFollow';
import { VisuallyHidden } from './VisuallyHidden';
import styles from './DialogPanel.module.css';

/**
 * Focus moves into the panel when it opens, is trapped there, and returns to what had it when the panel
 * closes (unless something outside has taken it meanwhile); Escape, the close control and a click on the scrim close it; the page behind is inert and does not scroll.
 * A link followed in the panel closes it, at every width, and leaves the focus to the page it leads to.
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
  const linkFollowed = useRef(false);
  // Panels open from many controls (top bar, mobile navigator, footer…), not from one Radix trigger: remember which.
  const rememberOpener = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    linkFollowed.current = false;
  };
  // Back to the opener, unless a link in the panel was followed: the new page's heading takes the focus (the shell's RouteEffects).
  const restoreFocus = (event: Event) => {
    event.preventDefault();
    if (linkFollowed.current) return;
    const active = document.activeElement;
    if (active && active !== document.body && !content.current?.contains(active)) return;
    if (opener.current?.isConnected) opener.current.focus();
  };
  // Before react-router's Link handles the click (capture phase): the panel closes first, so nothing traps the focus when the
  // new page takes it, and the shell hears where the link leads (a link to the page already shown changes no path).
  const closeOnLink = (event: MouseEvent<HTMLDivElement>) => {
    const found = content.current ? linkClickOf(event.nativeEvent, content.current) : null;
    if (!found || !followsLinkInPlace(found.click)) return;
    linkFollowed.current = true;
    const { pathname, search, hash } = new URL(found.click.href);
    bus.emit('panel:link-followed', { path: `${pathname}${search}${hash}` });
    onOpenChange(false);
  };
  // Radix loops the focus round the panel without scrolling (preventScroll), so the close control at the top of a long panel
  // scrolled down would take the focus out of view: bring what has the focus into view.
  const keepInView = (event: FocusEvent<HTMLDivElement>) => {
    if (event.target instanceof HTMLElement && event.target !== content.current) event.target.scrollIntoView({ block: 'nearest' });
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.scrim} data-placement={placement} />
        <Dialog.Content
          ref={content}
          onOpenAutoFocus={rememberOpener}
          onCloseAutoFocus={restoreFocus}
          onClickCapture={closeOnLink}
          onFocus={keepInView}
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
