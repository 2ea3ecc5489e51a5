// Owns running work the page does not need at once: when the browser is idle, or after a deadline at the latest.

/** Runs `run` once the browser is idle (at the latest after `timeoutMs`); returns what cancels it. */
export function whenIdle(run: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => run(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  // Without the API (Safari before 18): a short delay, so the work still leaves the first frames alone.
  const id = setTimeout(run, Math.min(timeoutMs, 1500));
  return () => clearTimeout(id);
}
