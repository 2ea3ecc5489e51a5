// Owns reading a media query from React, kept in step with the window (false where there is no window).
import { useCallback, useSyncExternalStore } from 'react';
import { useHydrated } from './useHydrated';

/**
 * False on the server and through hydration, as the server's HTML was rendered; the window's answer from the task after
 * hydration on (useHydrated), and at once in a part mounted later. Were the answer read when hydration's effects run, React
 * would render the change there, in the same task: on a phone the shop's filter column becomes its slide-in panel, which
 * made that task the page's longest.
 */
export function useMediaQuery(query: string): boolean {
  const hydrated = useHydrated();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => hydrated && window.matchMedia(query).matches,
    () => false,
  );
}
