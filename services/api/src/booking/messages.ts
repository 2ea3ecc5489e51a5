// Owns the booking's words in both languages: each refusal's message by its code, and the mails' texts.
import type { Locale } from '@storefront/contracts';
import type { BookingRefusalCode } from '@storefront/validation';
import type { Half, Service } from './calendar';

export const BOOKING_ERRORS = {
  invalidBooking: {
    status: 400,
    fr: 'La demande de réservation n’est pas valide.',
    en: 'The booking request is not valid.',
  },
  unservedArea: {
    status: 422,
    fr: 'Nous ne desservons pas encore ce secteur. Appelez-nous au {phone}.',
    en: 'We do not serve this area yet. Call us at {phone}.',
  },
  pastDay: { status: 422, fr: 'Cette date est passée. Choisissez un jour à venir.', en: 'This date has passed. Choose a day ahead.' },
  outsideSeason: {
    status: 422,
    fr: 'Cette date est hors de la saison : du {from} au {to}.',
    en: 'This date is outside the season: from {from} to {to}.',
  },
  closedDay: {
    status: 422,
    fr: 'Nos équipes ne passent pas dans votre secteur ce jour-là. Choisissez un autre jour.',
    en: 'Our crews are not in your area that day. Choose another day.',
  },
  full: {
    status: 409,
    fr: 'Complet : il ne reste plus de place pour cette demi-journée.',
    en: 'Full: there is no place left for this half-day.',
  },
  notFull: {
    status: 409,
    fr: 'Il reste de la place pour cette demi-journée : réservez-la directement.',
    en: 'There is still room for this half-day: book it directly.',
  },
  holdExpired: {
    status: 410,
    fr: 'Votre place n’est plus retenue : le délai de {duration} est écoulé. Choisissez de nouveau une demi-journée.',
    en: 'Your place is no longer held: the {duration} are up. Choose a half-day again.',
  },
  holdNotFound: { status: 404, fr: 'Cette réservation temporaire est introuvable.', en: 'This hold cannot be found.' },
  holdNotYours: {
    status: 403,
    fr: 'Cette place est offerte à une autre personne de la liste d’attente.',
    en: 'This place is offered to another person on the waiting list.',
  },
  priceChanged: {
    status: 409,
    fr: 'Le prix a changé : il est maintenant de {price}. Vérifiez-le avant de confirmer.',
    en: 'The price has changed: it is now {price}. Check it before confirming.',
  },
  tooLate: {
    status: 409,
    fr: 'Une réservation ne peut plus être modifiée ni annulée moins de 48 heures avant la visite. Appelez-nous au {phone}.',
    en: 'A booking can no longer be changed or cancelled less than 48 hours before the visit. Call us at {phone}.',
  },
  invalidLink: {
    status: 403,
    fr: 'Ce lien de réservation n’est pas valide.',
    en: 'This booking link is not valid.',
  },
  cancelled: { status: 409, fr: 'Cette réservation est annulée.', en: 'This booking is cancelled.' },
  // ADR 0049: the bounds of one client and one address (limits.ts), the waiting list's confirmation, the offer's own link.
  tooManyHolds: {
    status: 429,
    fr: 'Vous retenez déjà {count} places. Confirmez votre réservation ou attendez que leurs 10 minutes soient écoulées avant d’en retenir une autre.',
    en: 'You already hold {count} places. Confirm your booking, or wait for their 10 minutes to run out before holding another.',
  },
  waitlistClientLimit: {
    status: 429,
    fr: 'Cette saison, {count} demandes de liste d’attente ont déjà été faites d’ici : c’est le maximum. Appelez-nous au {phone} pour une autre date.',
    en: 'This season, {count} waiting-list requests have already been made from here: that is the most we take. Call us at {phone} for another date.',
  },
  waitlistAddressLimit: {
    status: 429,
    fr: 'Cette adresse courriel a déjà {count} demandes de liste d’attente cette saison, confirmées ou à confirmer : c’est le maximum. Appelez-nous au {phone} pour une autre date.',
    en: 'This email address already has {count} waiting-list requests this season, confirmed or awaiting confirmation: that is the most we take. Call us at {phone} for another date.',
  },
  waitlistLinkInvalid: {
    status: 403,
    fr: 'Ce lien de confirmation n’est pas valide. Utilisez le lien de votre courriel ou inscrivez-vous de nouveau à la liste d’attente.',
    en: 'This confirmation link is not valid. Use the link in your email or join the waiting list again.',
  },
  waitlistLinkExpired: {
    status: 410,
    fr: 'Ce lien de confirmation est expiré : il était valide {hours} heures. Inscrivez-vous de nouveau à la liste d’attente pour en recevoir un autre.',
    en: 'This confirmation link has expired: it was valid for {hours} hours. Join the waiting list again to get a new one.',
  },
  invalidOffer: {
    status: 403,
    fr: 'Ce lien d’offre n’est pas valide. Utilisez le lien du courriel qui vous offre la place ou appelez-nous au {phone}.',
    en: 'This offer link is not valid. Use the link in the email that offered you the place or call us at {phone}.',
  },
  offerUsed: {
    status: 409,
    fr: 'Cette place a déjà été réservée avec ce lien. Votre courriel de confirmation contient le lien pour modifier ou annuler la réservation.',
    en: 'This place was already booked with this link. Your confirmation email has the link to change or cancel the booking.',
  },
  // ADR 0051: the request to be told when the store serves an area.
  areaServed: {
    status: 409,
    fr: 'Nous desservons déjà ce secteur : choisissez une date pour votre visite.',
    en: 'We already serve this area: choose a date for your visit.',
  },
  areaWaitlistClientLimit: {
    status: 429,
    fr: 'Déjà {count} demandes d’avis ont été faites d’ici aujourd’hui : c’est le maximum. Réessayez demain ou appelez-nous au {phone}.',
    en: '{count} requests to be told have already been made from here today: that is the most we take. Try again tomorrow or call us at {phone}.',
  },
} as const satisfies Record<BookingRefusalCode, { status: number } & Record<Locale, string>>;

export type BookingErrorCode = BookingRefusalCode;

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

/** A refusal of the booking routes: the same shape as the API's others (statusCode, error, message) plus what it adds. */
export class BookingError extends Error {
  constructor(
    readonly code: BookingErrorCode,
    /** What the message inserts, the same in both languages or written for each (a date). */
    readonly values: Record<string, string | number> | ((locale: Locale) => Record<string, string | number>) = {},
    readonly extra: Record<string, unknown> = {},
  ) {
    super(code);
  }
  get statusCode(): number {
    return BOOKING_ERRORS[this.code].status;
  }
  body(locale: Locale) {
    return {
      statusCode: this.statusCode,
      error: this.code,
      message: fill(BOOKING_ERRORS[this.code][locale], typeof this.values === 'function' ? this.values(locale) : this.values),
      ...this.extra,
    };
  }
}

export const SERVICE_NAMES: Record<Service, Record<Locale, string>> = {
  opening: { fr: 'Ouverture de piscine', en: 'Pool opening' },
  closing: { fr: 'Fermeture de piscine', en: 'Pool closing' },
};

export const HALF_NAMES: Record<Half, Record<Locale, string>> = {
  morning: { fr: 'avant-midi (8 h à 12 h)', en: 'morning (8 a.m. to 12 p.m.)' },
  afternoon: { fr: 'après-midi (13 h à 17 h)', en: 'afternoon (1 p.m. to 5 p.m.)' },
};

export function formatDay(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}

export function formatPrice(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', { style: 'currency', currency: 'CAD' }).format(amount);
}

export { fill };
