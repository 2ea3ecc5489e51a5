// Owns noticing that the visitor may follow a link of the site: the pointer resting on it, a finger or a press on it, the
// keyboard's focus on it. The page it leads to is then warmed (its remote's routes and the page's chunk) before the click.
import { remoteOfPath } from '@storefront/contracts';

/**
 * How long the pointer rests on a link before its page is warmed: a pointer passing over the menu on its way elsewhere
 * warms nothing, one that stops on a link is followed about half the time (instant.page's measure, 65 ms).
 */
export const HOVER_DWELL_MS = 65;

/**
 * The path of a remote's page a link leads to, or null: another origin, a download, a new tab or a path no page declares.
 * A link to the page already shown is null too (its code is there).
 */
export function intentPath(
  anchor: Pick<HTMLAnchorElement, 'href' | 'target' | 'hasAttribute'>,
  location: Pick<Location, 'origin' | 'pathname'>,
): string | null {
  if (anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return null;
  let url: URL;
  try {
    url = new URL(anchor.href, location.origin);
  } catch {
    return null;
  }
  if (url.origin !== location.origin || url.pathname === location.pathname) return null;
  return remoteOfPath(url.pathname) ? url.pathname : null;
}

const anchorOf = (target: EventTarget | null): HTMLAnchorElement | null =>
  target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;

/**
 * Calls `warm` once per path when the visitor shows intent for a link to it: at once for a touch, a press or the focus, after
 * HOVER_DWELL_MS for a mouse resting on it. Returns what stops watching.
 */
export function watchLinkIntent(root: Document, warm: (path: string) => void): () => void {
  const warmed = new Set<string>();
  let resting: { anchor: HTMLAnchorElement; timer: ReturnType<typeof setTimeout> } | null = null;
  const now = (target: EventTarget | null) => {
    const anchor = anchorOf(target);
    const path = anchor && intentPath(anchor, root.defaultView?.location ?? window.location);
    if (!path || warmed.has(path)) return;
    warmed.add(path);
    warm(path);
  };
  const over = (event: PointerEvent) => {
    const anchor = anchorOf(event.target);
    if (event.pointerType !== 'mouse' || !anchor || resting?.anchor === anchor) return;
    if (resting) clearTimeout(resting.timer);
    resting = { anchor, timer: setTimeout(() => now(anchor), HOVER_DWELL_MS) };
  };
  const out = (event: PointerEvent) => {
    if (!resting || anchorOf(event.relatedTarget) === resting.anchor) return;
    clearTimeout(resting.timer);
    resting = null;
  };
  const at = (event: Event) => now(event.target);
  const options = { capture: true, passive: true } as const;
  root.addEventListener('pointerover', over, options);
  root.addEventListener('pointerout', out, options);
  root.addEventListener('pointerdown', at, options);
  root.addEventListener('touchstart', at, options);
  root.addEventListener('focusin', at, options);
  return () => {
    if (resting) clearTimeout(resting.timer);
    root.removeEventListener('pointerover', over, options);
    root.removeEventListener('pointerout', out, options);
    root.removeEventListener('pointerdown', at, options);
    root.removeEventListener('touchstart', at, options);
    root.removeEventListener('focusin', at, options);
  };
}
