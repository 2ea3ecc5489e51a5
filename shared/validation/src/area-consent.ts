// Owns the wording of the booking page's consent to be told by mail when the store serves an area, which the store API keeps
// as proof with its time and language (Canada's anti-spam law): the page shows it, the API stores the same words.

export const AREA_WAITLIST_CONSENT_VERSION = '2026-12';

export const AREA_WAITLIST_CONSENT_TEXT = {
  fr: 'J’accepte que Piscines Soleil m’écrive une seule fois, par courriel, quand son service technique desservira mon secteur. Je peux retirer mon consentement en tout temps.',
  en: 'I agree that Piscines Soleil may email me once, when its technical service serves my area. I can withdraw my consent at any time.',
} as const;
