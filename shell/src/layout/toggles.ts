// Owns the state of the layout's toggles (side bars, mega menu, delivery modal, filter panel), shared by the controls that open them.
import { useCallback } from 'react';
import { atom, useAtom } from 'jotai';
import { CLOSED, closeToggle, openToggle, type LayoutToggles, type Toggle } from './layoutRules';

export const togglesAtom = atom<LayoutToggles>(CLOSED);

export function useToggles() {
  const [toggles, setToggles] = useAtom(togglesAtom);
  const open = useCallback((toggle: Toggle) => setToggles((state) => openToggle(state, toggle)), [setToggles]);
  const close = useCallback((toggle: Toggle) => setToggles((state) => closeToggle(state, toggle)), [setToggles]);
  /** The onOpenChange of a dialog bound to one toggle. */
  const bind = useCallback((toggle: Toggle) => (isOpen: boolean) => (isOpen ? open(toggle) : close(toggle)), [open, close]);
  return { toggles, open, close, bind };
}
