// Owns the store's contact facts the forms show (spec §1, §9): address, opening hours, and phone links.

export const STORE_ADDRESS = {
  street: '2500, boulevard Saint-Martin Ouest',
  city: 'Laval',
  province: 'QC',
  postalCode: 'H7S 1M9',
} as const;

export const mapQuery = `${STORE_ADDRESS.street}, ${STORE_ADDRESS.city}, ${STORE_ADDRESS.province} ${STORE_ADDRESS.postalCode}`;

/** Spec §9, as minutes after midnight. */
export const OPENING_HOURS = [
  { days: 'mondayToWednesday', opens: 9 * 60, closes: 17 * 60 },
  { days: 'thursdayAndFriday', opens: 9 * 60, closes: 17 * 60 + 30 },
  { days: 'saturday', opens: 9 * 60, closes: 17 * 60 },
  { days: 'sunday', opens: 10 * 60, closes: 16 * 60 },
] as const;

/** A time as written in Quebec French ('17 h 30') or Canadian English ('5:30 p.m.'). */
export function formatTime(time: number, locale: 'fr' | 'en'): string {
  const hours = Math.floor(time / 60);
  const minutes = time % 60;
  if (locale === 'fr') return minutes ? `${hours} h ${String(minutes).padStart(2, '0')}` : `${hours} h`;
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  const suffix = hours < 12 ? 'a.m.' : 'p.m.';
  return minutes ? `${twelve}:${String(minutes).padStart(2, '0')} ${suffix}` : `${twelve} ${suffix}`;
}

/** A tel: address from a number written for people ('1 800 555-0199' → 'tel:+18005550199'). */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.length === 10 ? `tel:+1${national}` : `tel:${digits}`;
}
