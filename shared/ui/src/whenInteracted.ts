// Owns running work only a visitor who uses the page needs: at their first sign of use (a pointer, a touch, a key, a scroll).

/** What says a visitor is about to use the page: each comes before the click, key or tap that needs the work done. */
export const FIRST_USE_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;

type Target = Pick<Window, 'addEventListener' | 'removeEventListener'>;
const LISTENING = { capture: true, passive: true } as const;

/** The targets whose visitor has already shown use: work asked for after that runs at once rather than waiting for a next sign. */
const used = new WeakSet<object>();

/** Notes the first sign of use on `target`, for work asked for later (a region that comes near after a jump to the footer). */
function watchFirstUse(target: Target): void {
  const mark = () => {
    used.add(target);
    for (const type of FIRST_USE_EVENTS) target.removeEventListener(type, mark, LISTENING);
  };
  for (const type of FIRST_USE_EVENTS) target.addEventListener(type, mark, LISTENING);
}

// From the moment the page's code runs: a visitor who scrolled or moved before a region asked would otherwise wait for a next move.
if (typeof window !== 'undefined') watchFirstUse(window);

/**
 * Runs `run` once, at the visitor's first sign of using the page, or at once when they already have; returns what cancels it.
 * A page nobody touches (a crawler, a measuring tool) never runs it, and a visitor's first move starts it well before their
 * click needs it.
 */
export function whenInteracted(run: () => void, target: Target = window): () => void {
  if (used.has(target)) {
    run();
    return () => {};
  }
  const cancel = () => {
    for (const type of FIRST_USE_EVENTS) target.removeEventListener(type, once, LISTENING);
  };
  function once() {
    used.add(target);
    cancel();
    run();
  }
  for (const type of FIRST_USE_EVENTS) target.addEventListener(type, once, LISTENING);
  return cancel;
}
