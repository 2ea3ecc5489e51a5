// Owns the typed map of bus messages: commands (exactly one owner) and broadcast events.
import type { Locale } from './locale';

/** What the shell and every remote may know of the cart; written only by the checkout remote's cart runtime. */
export interface CartSummary {
  /** False until the cart runtime has loaded the checkout once. */
  ready: boolean;
  checkoutId: string | null;
  itemCount: number;
  subtotal: number;
  currencyCode: string;
}

export const EMPTY_CART_SUMMARY: CartSummary = {
  ready: false,
  checkoutId: null,
  itemCount: 0,
  subtotal: 0,
  currencyCode: 'CAD',
};

/** One product and how many of it a visitor adds to the cart. */
export interface CartLineInput {
  variantId: string;
  quantity: number;
}

/** Commands: one owner handles each; sent before the owner registers, they wait for it. */
export interface CommandMap {
  'cart:add': CartLineInput;
  /** Several products in one add (the water plan's "add these products"): one confirmation for all of them. */
  'cart:add-lines': { lines: CartLineInput[] };
  'cart:open': Record<string, never>;
  /** Opens the delivery modal; the shell owns it (e.g. the shop's mobile delivery promo banner sends it). */
  'delivery:open': Record<string, never>;
}

/** Events: every listener hears them. */
export interface EventMap {
  'cart:changed': CartSummary;
  /** One add was handled (cart:add or cart:add-lines): the lines it put in the cart, confirmed once. */
  'cart:item-added': { lines: CartLineInput[] };
  'cart:error': { command: keyof CommandMap; message: string };
  'order:placed': { orderId: string; total: number; currencyCode: string };
  'locale:changed': { locale: Locale };
  'analytics:event': { event: string; [key: string]: unknown };
  /** A link in a dialog (side bar, menu, panel) was followed in this tab; the dialog closes and the page it leads to takes the focus. */
  'panel:link-followed': { path: string };
}

export type CommandName = keyof CommandMap;
export type EventName = keyof EventMap;
