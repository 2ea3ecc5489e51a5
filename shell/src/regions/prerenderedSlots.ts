// Owns which layout slots the server rendered into the page: their components on the server, their names in the hydrating browser.
import { createContext, type ComponentType } from 'react';
import type { SlotName, SlotProps } from '@storefront/contracts';

/**
 * On the server: the slot's component, loaded from the page's remote with its routes. In the browser: true for a slot whose HTML
 * the server sent, so the first render keeps a place for it (hydration meets the same tree) instead of waiting for hydration.
 */
export type PrerenderedSlots = Partial<Record<SlotName, ComponentType<SlotProps> | true>>;

export const PrerenderedSlotsContext = createContext<PrerenderedSlots>({});
