// Owns how each product may leave the store: its fulfilment class (a Shopify metafield), the methods each class allows, and
// why a line cannot go by a method, in words.
import type { Locale } from '@storefront/contracts';

/**
 * A product's fulfilment class, from its metafields `fulfilment.class` (and, for dangerous goods, `fulfilment.un_number` and
 * `fulfilment.hazard_class`, from section 14 of its safety data sheet).
 */
export const FULFILMENT_CLASSES = ['parcel', 'dangerous', 'freight', 'pickup-only'] as const;
export type FulfilmentClass = (typeof FULFILMENT_CLASSES)[number];

export interface Fulfilment {
  class: FulfilmentClass;
  /** Dangerous goods only: the UN number (UN1791) and the TDG class ('8', '5.1'). */
  unNumber?: string;
  hazardClass?: string;
}

/** The metafields' namespace and keys, declared once for the seed, the store client and the tests. */
export const FULFILMENT_NAMESPACE = 'fulfilment';
export const FULFILMENT_KEYS = { class: 'class', unNumber: 'un_number', hazardClass: 'hazard_class' } as const;

const isFulfilmentClass = (value: unknown): value is FulfilmentClass =>
  typeof value === 'string' && (FULFILMENT_CLASSES as readonly string[]).includes(value);

/**
 * A product's class from its metafields' values. A product without the metafield, or with a value this code does not know,
 * is taken as `pickup-only`: what the store has not classified is never offered by post or truck. A dangerous good
 * needs its UN number and class; without them it still goes as dangerous (never by post).
 */
export function parseFulfilment(values: { class?: string | null; unNumber?: string | null; hazardClass?: string | null }): Fulfilment {
  const kind = values.class?.trim();
  if (!isFulfilmentClass(kind)) return { class: 'pickup-only' };
  if (kind !== 'dangerous') return { class: kind };
  const unNumber = values.unNumber?.trim().toUpperCase();
  const hazardClass = values.hazardClass?.trim();
  return {
    class: 'dangerous',
    ...(unNumber && /^UN\d{4}$/.test(unNumber) ? { unNumber } : {}),
    ...(hazardClass && /^\d(\.\d)?$/.test(hazardClass) ? { hazardClass } : {}),
  };
}

/** The ways an order leaves the store. */
export const METHODS = ['post', 'pickup', 'truck', 'freight'] as const;
export type MethodId = (typeof METHODS)[number];
/** Each method's name, on the checkout, the receipt, the mail, the contract and Shopify's shipping lines alike. */
export const METHOD_NAMES: Record<Locale, Record<MethodId, string>> = {
  fr: {
    post: 'Postes Canada',
    pickup: 'Ramassage au magasin',
    truck: 'Livraison par notre camion',
    freight: 'Transport organisé par le magasin',
  },
  en: { post: 'Canada Post', pickup: 'Store pickup', truck: 'Delivery by our truck', freight: 'Freight arranged by the store' },
};

export const isMethodId = (value: unknown): value is MethodId =>
  typeof value === 'string' && (METHODS as readonly string[]).includes(value);

/**
 * What each class allows. Canada Post refuses dangerous goods and parcels over 30 kg (its Non-mailable Matter Regulations,
 * and the Transportation of Dangerous Goods Regulations): chlorine and acids go at the counter or in the store's truck; a
 * spa or a pool goes by freight that the store arranges.
 */
export const METHODS_BY_CLASS: Record<FulfilmentClass, readonly MethodId[]> = {
  parcel: ['post', 'pickup', 'truck'],
  dangerous: ['pickup', 'truck'],
  freight: ['freight'],
  'pickup-only': ['pickup'],
};

export const allows = (kind: FulfilmentClass, method: MethodId) => METHODS_BY_CLASS[kind].includes(method);

/** Why a class cannot go by a method, in words; null when it can. */
export function refusalReason(fulfilment: Fulfilment, method: MethodId, locale: Locale): string | null {
  if (allows(fulfilment.class, method)) return null;
  const text = REASONS[locale];
  switch (fulfilment.class) {
    case 'dangerous': {
      const reason = method === 'post' ? text.dangerousByPost : text.dangerous;
      return fulfilment.unNumber
        ? `${reason} (${fulfilment.unNumber}${fulfilment.hazardClass ? `, ${text.hazardClass} ${fulfilment.hazardClass}` : ''})`
        : reason;
    }
    case 'freight':
      return text.freight;
    case 'pickup-only':
      return text.pickupOnly;
    case 'parcel':
      return text.parcel;
  }
}

const REASONS: Record<Locale, Record<'dangerousByPost' | 'dangerous' | 'freight' | 'pickupOnly' | 'parcel' | 'hazardClass', string>> = {
  fr: {
    dangerousByPost: 'Produit dangereux\u00a0: ne peut pas être expédié par la poste',
    dangerous: 'Produit dangereux\u00a0: ramassage en magasin ou livraison par notre camion seulement',
    freight: 'Article volumineux\u00a0: livré par transporteur, organisé par le magasin',
    pickupOnly: 'Offert en ramassage au magasin seulement',
    parcel: 'Ce mode ne transporte pas ce produit',
    hazardClass: 'classe',
  },
  en: {
    dangerousByPost: 'Dangerous goods: cannot be shipped by post',
    dangerous: 'Dangerous goods: store pickup or delivery by our truck only',
    freight: 'Oversized item: delivered by freight, arranged by the store',
    pickupOnly: 'Available for store pickup only',
    parcel: 'This method does not carry this product',
    hazardClass: 'class',
  },
};
