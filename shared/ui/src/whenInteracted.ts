// Owns running work only a visitor who uses the page needs: at their first sign of use (a pointer, a touch, a key, a scroll).

/** What says a visitor is about to use the page: each comes before the click, key or tap that needs the work done. */
export const FIRST_USE_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;

/**
 * Runs `run` once, at the visitor's first sign of using the page; returns what cancels it. A page nobody touches (a crawler, a
 * measuring tool) never runs it, and a visitor's first move starts it well before their click needs it.
 */
export function whenInteracted(run: () => void, target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): () => void {
  const options = { capture: true, passive: true } as const;
  const cancel = () => {
    for (const type of FIRST_USE_EVENTS) target.removeEventListener(type, once, options);
  };
  function once() {
    cancel();
    run();
  }
  for (const type of FIRST_USE_EVENTS) target.addEventListener(type, once, options);
  return cancel;
}
