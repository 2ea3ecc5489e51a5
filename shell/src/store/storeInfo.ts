// Owns the store's facts only the layout shows (spec §1, §9): social networks, delivery and ordering rules (hours and phone links: @storefront/contracts).

/** Delivery and ordering rules of spec §1 and §9. */
export const DELIVERY = {
  freeFrom: 39,
  currencyCode: 'CAD',
  minBusinessDays: 1,
  maxBusinessDays: 7,
  orderChangeHours: 24,
} as const;

export type SocialNetwork = 'facebook' | 'instagram' | 'youtube';

export const SOCIAL_LINKS: readonly { network: SocialNetwork; label: string; url: string }[] = [
  { network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/piscinessoleil' },
  { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/piscinessoleil/' },
  { network: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@piscinessoleil' },
];
