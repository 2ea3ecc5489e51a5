// Owns what the floating alert slider says for each bus event, and from which side it slides in.
import type { EventMap } from '@storefront/contracts';

export type AlertSide = 'left' | 'right';

export interface Alert {
  /** Distinguishes two alerts with the same text, so a repeated event slides in again. */
  id: number;
  tone: 'success' | 'error';
  /** Message key under `alerts.`. */
  message: 'itemAdded' | 'cartError';
  side: AlertSide;
  /** Shows a link to the cart beside the message. */
  toCart: boolean;
  /** How many products the message speaks of (its plural): all the lines of one add, confirmed once. */
  count: number;
}

type AlertEvent = 'cart:item-added' | 'cart:error';

/** Good news comes from the right, where the cart badge is; problems from the left, so they are not mistaken for it. */
export function alertForEvent<K extends AlertEvent>(name: K, payload: EventMap[K], id: number): Alert {
  if (name !== 'cart:item-added') return { id, tone: 'error', message: 'cartError', side: 'left', toCart: false, count: 1 };
  // One add of several products (the water plan's) is one notice that counts them, not one notice per product.
  const { lines } = payload as EventMap['cart:item-added'];
  return { id, tone: 'success', message: 'itemAdded', side: 'right', toCart: true, count: lines.length };
}

/** Success alerts leave by themselves after this long (errors stay until closed); a mouse over one or keyboard focus in it holds it. */
export const ALERT_AUTO_CLOSE_MS = 5000;

export const autoCloses = (alert: Alert): boolean => alert.tone === 'success';

/** A new page makes a success notice about the last one moot; an error stays until the visitor closes it. */
export const closesOnNavigation = autoCloses;
