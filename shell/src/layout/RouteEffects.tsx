// Owns what a route change does to the layout: closes what must close, and moves the focus to the new page's heading.
import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { bus, platformStore } from '@storefront/platform';
import { anyPanelOpen, landedFromPanelLink, routeFocus, togglesAfterRouteChange, type RouteFocus } from './layoutRules';
import { togglesAtom } from './toggles';
import { replayEarlyActions } from '../ssr/earlyActions';

/** Headings given tabindex=-1 to take the focus carry this mark (their focus ring is hidden: they are not controls). */
export const ROUTE_FOCUS_ATTRIBUTE = 'data-route-focus';
const WAIT_FOR_HEADING_MS = 3000;

/** The last path seen, page-wide: the layout remounts when the language changes, which is still a route change. */
let lastPathname: string | null = null;
/** Where the last link followed in a panel leads, until the next route change (DialogPanel tells it on the bus). */
let followedPanelLink: string | null = null;

/** The visitor is typing somewhere (e.g. a search field): the focus is theirs, not the route's. */
const isTyping = (element: Element | null): boolean =>
  element instanceof HTMLElement &&
  (element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName)) &&
  element.isConnected;

/** The fragment's target in the page, if there is one yet. */
function fragmentTarget(main: HTMLElement, hash: string): HTMLElement | null {
  try {
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    return target && main.contains(target) ? target : null;
  } catch {
    return null;
  }
}

/**
 * Focuses the page's h1 (or the fragment's target) once it is there (a remote's page may still be loading its data) and no
 * dialog holds the focus any more.
 */
function focusHeadingOf(main: HTMLElement, focus: Exclude<RouteFocus, null>, hash: string): () => void {
  const started = performance.now();
  let frame = 0;
  const attempt = () => {
    const heading = (focus === 'fragment' ? fragmentTarget(main, hash) : null) ?? main.querySelector<HTMLElement>('h1');
    // A panel closing after the link in it was followed still traps the focus until React has committed its closing.
    const dialogOpen = document.querySelector('[role="dialog"][data-state="open"]') !== null;
    if (isTyping(document.activeElement) && !main.contains(document.activeElement)) return;
    if (heading && !dialogOpen) {
      if (!heading.hasAttribute('tabindex')) {
        heading.setAttribute('tabindex', '-1');
        heading.setAttribute(ROUTE_FOCUS_ATTRIBUTE, '');
      }
      heading.focus({ preventScroll: true });
      return;
    }
    if (performance.now() - started > WAIT_FOR_HEADING_MS) {
      if (!dialogOpen) main.focus({ preventScroll: true });
      return;
    }
    frame = requestAnimationFrame(attempt);
  };
  frame = requestAnimationFrame(attempt);
  return () => cancelAnimationFrame(frame);
}

export function RouteEffects({ mainId }: { mainId: string }) {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(
    () =>
      bus.on('panel:link-followed', ({ path }) => {
        followedPanelLink = path;
      }),
    [],
  );

  useEffect(() => {
    const firstLoad = lastPathname === null;
    const pathnameChanged = lastPathname !== location.pathname;
    lastPathname = location.pathname;
    const fromPanelLink = landedFromPanelLink(followedPanelLink, location);
    followedPanelLink = null;
    if (firstLoad) return;
    const toggles = togglesAfterRouteChange(platformStore.get(togglesAtom), window.innerWidth, fromPanelLink);
    platformStore.set(togglesAtom, toggles);
    const main = document.getElementById(mainId);
    if (!main) return;
    const focus = routeFocus({
      firstLoad,
      pathnameChanged,
      navigationType,
      hasHash: location.hash !== '',
      dialogOpen: anyPanelOpen(toggles),
      fromPanelLink,
    });
    if (focus) return focusHeadingOf(main, focus, location.hash);
  }, [location, navigationType, mainId]);

  return null;
}

/** Marks the document once the shell runs (hydrated or rendered): the server's HTML looks the same before its controls answer. */
export function ShellReady() {
  useEffect(() => {
    document.documentElement.dataset.shell = 'ready';
    // The moment the page answers clicks; the Lighthouse benchmark counts the JavaScript requested before it.
    performance.mark('storefront:interactive');
    // After every effect of the first render, so the page's own handlers are in place.
    const id = setTimeout(replayEarlyActions, 0);
    return () => clearTimeout(id);
  }, []);
  return null;
}
