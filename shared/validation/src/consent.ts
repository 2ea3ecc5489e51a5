// Owns the newsletter consent wording shown beside the box, which the store API keeps as proof (Canada's anti-spam law).

export const NEWSLETTER_CONSENT_VERSION = '2026-11';

export const NEWSLETTER_CONSENT_TEXT = {
  fr: 'J’accepte de recevoir par courriel l’infolettre de Piscines Soleil (promotions et conseils de saison). Je peux retirer mon consentement en tout temps.',
  en: 'I agree to receive the Piscines Soleil newsletter by email (promotions and seasonal advice). I can withdraw my consent at any time.',
} as const;
