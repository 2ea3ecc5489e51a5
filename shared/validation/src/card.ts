// Owns the card brands of spec §5 and their names: the provider's card fields apply the card rules in their own frames (ADR
// 0025); the pages only name the brand of a paid order's card.

/** Spec §5: only Visa, MasterCard and American Express are accepted. */
export const ACCEPTED_CARD_BRANDS = ['visa', 'mastercard', 'amex'] as const;
export type CardBrand = (typeof ACCEPTED_CARD_BRANDS)[number];

export const CARD_BRAND_NAMES: Record<CardBrand, string> = { visa: 'Visa', mastercard: 'MasterCard', amex: 'American Express' };
