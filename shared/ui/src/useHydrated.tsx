// Owns knowing whether the page is hydrated, for parts whose first render must match the server's and that change after.
import { useSyncExternalStore, type ReactNode } from 'react';

const subscribe = () => () => undefined;

/** False on the server and during hydration (so both render the same), true from then on. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/** Renders its children only once the page is hydrated (parts that depend on the visitor: storage, remote slots). */
export function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}
