// Owns knowing whether the page is hydrated, for parts whose first render must match the server's and that change after.
import { useSyncExternalStore, type ReactNode } from 'react';

let hydrated = false;
let flipScheduled = false;
const listeners = new Set<() => void>();

/**
 * React subscribes once the render that uses the hook is committed (for the first page: the commit that ends
 * hydration). The change to "hydrated" is then made in a task of its own: the parts that change after hydration
 * render again there, not inside that commit, which would otherwise be one long task on a phone.
 */
function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!hydrated && !flipScheduled) {
    flipScheduled = true;
    setTimeout(() => {
      hydrated = true;
      for (const notify of [...listeners]) notify();
    }, 0);
  }
  return () => void listeners.delete(listener);
}

/** False on the server and during hydration (so both render the same), true from the task after it on. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hydrated,
    () => false,
  );
}

/**
 * Resolves in the task after hydration (at once after that): for work the hydrating render must not start, such as fetching the code
 * of a part the server already rendered, which would otherwise count among the page's first load. It waits for the flip that
 * the first committed useHydrated schedules; it does not schedule one itself (it may be called while hydration still runs).
 */
export function whenHydrated(): Promise<void> {
  if (hydrated) return Promise.resolve();
  return new Promise((resolve) => {
    const listener = () => {
      listeners.delete(listener);
      resolve();
    };
    listeners.add(listener);
  });
}

/** Renders its children only once the page is hydrated (parts that depend on the visitor: storage, remote slots). */
export function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}
