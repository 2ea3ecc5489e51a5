// Owns what renders only in the browser after hydration: parts whose first render depends on the visitor (storage, remote slots).
import { useSyncExternalStore, type ReactNode } from 'react';

const subscribe = () => () => {};

/** False on the server and during hydration (so both render the same), true from then on. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

export function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}
