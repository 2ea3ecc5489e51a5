// Owns the rule of what a click on a link does: opens its page in this tab (so a panel holding the link closes) or elsewhere.

/** What the rule needs of a click on a link (a MouseEvent and its anchor give it; the tests give plain values). */
export interface LinkClick {
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  /** The anchor's target attribute, if any. */
  target: string | null;
  /** The anchor has a download attribute. */
  download: boolean;
  /** The anchor's resolved address and the page's own origin. */
  href: string;
  origin: string;
}

/**
 * Whether the click opens the link's page in this tab: react-router's own test (shouldProcessLinkClick in
 * react-router/dist/development/lib/dom/dom.js: primary button, no modifier key, no target but _self), plus a page of this
 * site (not tel:, mailto: or another site) that is not a download. A middle click or Ctrl+click opens a new tab: the panel stays.
 */
export function followsLinkInPlace(click: LinkClick): boolean {
  if (click.button !== 0 || click.metaKey || click.altKey || click.ctrlKey || click.shiftKey) return false;
  if (click.target && click.target !== '_self') return false;
  if (click.download) return false;
  try {
    return new URL(click.href, click.origin).origin === click.origin;
  } catch {
    return false;
  }
}

/** The rule's input from a click event in the page, or null when the click was not on a link. */
export function linkClickOf(event: MouseEvent, within: Element): { click: LinkClick; anchor: HTMLAnchorElement } | null {
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || !within.contains(anchor)) return null;
  const { button, metaKey, altKey, ctrlKey, shiftKey } = event;
  return {
    anchor,
    click: {
      button,
      metaKey,
      altKey,
      ctrlKey,
      shiftKey,
      target: anchor.getAttribute('target'),
      download: anchor.hasAttribute('download'),
      href: anchor.href,
      origin: window.location.origin,
    },
  };
}
