// Owns the booking's mails: the customer's confirmation or change (with its .ics file and the signed link to change or
// cancel), the cancellation, the waiting list's confirmation request and offer, and the store's copy of every booking and change.
import { createEvent } from 'ics';
import type { Locale } from '@storefront/contracts';
import type { OutboxMail } from '../mail';
import type { PartnerVisit } from './booking-rows';
import { halfEnd, halfStart, type Half, type Service } from './calendar';
import { formatDay, formatPrice, HALF_NAMES, SERVICE_NAMES } from './messages';
import type { Offer } from './pricing';

export interface BookingForMail {
  number: string;
  service: Service;
  offer: Offer;
  fsa: string;
  day: string;
  half: Half;
  price: number;
  poolType: string;
  crew: number;
  locale: Locale;
  email: string;
  customer: { firstname: string; lastname: string; phone: string; address: string; city: string; postalCode: string };
  manageUrl: string;
  /** A combo's other visit (its own booking, mail and link). */
  partner?: PartnerVisit;
}

export interface BookingMailContext {
  from: string;
  storeEmail: string;
  phone: string;
}

const OFFER_NAMES: Record<Offer, Record<Locale, string>> = {
  single: { fr: 'Visite seule', en: 'Single visit' },
  combo: { fr: 'Combo ouverture et fermeture', en: 'Opening and closing combo' },
  combo2Years: { fr: 'Combo 2 ans (prix par saison)', en: '2-year combo (price per season)' },
};

const WORDS = {
  fr: {
    confirmed: 'Réservation {number} confirmée',
    changed: 'Réservation {number} modifiée',
    cancelled: 'Réservation {number} annulée',
    hello: 'Bonjour {name},',
    bookedIntro: 'Votre rendez-vous est réservé :',
    changedIntro: 'Votre rendez-vous a été déplacé :',
    cancelledIntro: 'Votre rendez-vous a été annulé :',
    when: 'Quand :',
    where: 'Où :',
    what: 'Service :',
    price: 'Prix (avant taxes) :',
    manage: 'Pour modifier ou annuler votre rendez-vous, jusqu’à 48 heures avant la visite :',
    calendar: 'Le fichier joint ajoute le rendez-vous à votre agenda.',
    call: 'Une question ? Appelez-nous au {phone}.',
    offerSubject: 'Une place s’est libérée : {service}, {day}',
    offerIntro: 'Une place s’est libérée pour la demi-journée où vous étiez en liste d’attente :',
    offerHold: 'Nous vous la réservons pendant 24 heures. Pour la confirmer :',
    waitSubject: 'Confirmez votre place sur la liste d’attente : {service}, {day}',
    waitIntro: 'Vous avez demandé une place sur la liste d’attente de cette demi-journée :',
    waitLink: 'Pour la confirmer, ouvrez ce lien d’ici {hours} heures :',
    waitNote:
      'Votre place ne compte qu’une fois confirmée. Si vous n’avez rien demandé, ignorez ce courriel : sans confirmation, vous ne recevrez rien d’autre à ce sujet.',
    staffNew: 'Nouvelle réservation {number}',
    staffChanged: 'Réservation {number} modifiée',
    staffCancelled: 'Réservation {number} annulée',
    eventTitle: '{service} — Piscines Soleil',
    combo: 'Combo : l’autre visite ({service}) est la réservation {number}, {when}. Prix du combo : {total} pour les deux visites.',
  },
  en: {
    confirmed: 'Booking {number} confirmed',
    changed: 'Booking {number} changed',
    cancelled: 'Booking {number} cancelled',
    hello: 'Hello {name},',
    bookedIntro: 'Your appointment is booked:',
    changedIntro: 'Your appointment was moved:',
    cancelledIntro: 'Your appointment was cancelled:',
    when: 'When:',
    where: 'Where:',
    what: 'Service:',
    price: 'Price (before taxes):',
    manage: 'To change or cancel your appointment, up to 48 hours before the visit:',
    calendar: 'The attached file adds the appointment to your calendar.',
    call: 'A question? Call us at {phone}.',
    offerSubject: 'A place opened up: {service}, {day}',
    offerIntro: 'A place opened up for the half-day you were waiting for:',
    offerHold: 'We hold it for you for 24 hours. To confirm it:',
    waitSubject: 'Confirm your place on the waiting list: {service}, {day}',
    waitIntro: 'You asked for a place on the waiting list of this half-day:',
    waitLink: 'To confirm it, open this link within {hours} hours:',
    waitNote:
      'Your place only counts once it is confirmed. If you did not ask for this, ignore this email: without a confirmation, you will get nothing more about it.',
    staffNew: 'New booking {number}',
    staffChanged: 'Booking {number} changed',
    staffCancelled: 'Booking {number} cancelled',
    eventTitle: '{service} — Piscines Soleil',
    combo: 'Combo: the other visit ({service}) is booking {number}, {when}. Combo price: {total} for both visits.',
  },
} as const satisfies Record<Locale, Record<string, string>>;

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
const when = (day: string, half: Half, locale: Locale) => `${formatDay(day, locale)}, ${HALF_NAMES[half][locale]}`;
const addressOf = (b: BookingForMail) => `${b.customer.address}, ${b.customer.city} ${b.customer.postalCode}`;

/** The appointment as a calendar file (UTC times): its UID is the booking's, so a change replaces it in the calendar. */
export function bookingEvent(booking: BookingForMail, sequence: number, status: 'CONFIRMED' | 'CANCELLED' = 'CONFIRMED'): string {
  const w = WORDS[booking.locale];
  const { error, value } = createEvent({
    uid: `booking-${booking.number}@piscinessoleil`,
    sequence,
    status,
    method: 'PUBLISH',
    productId: 'piscinessoleil/booking',
    start: halfStart(booking.day, booking.half).getTime(),
    end: halfEnd(booking.day, booking.half).getTime(),
    title: fill(w.eventTitle, { service: SERVICE_NAMES[booking.service][booking.locale] }),
    description: `${booking.number} — ${OFFER_NAMES[booking.offer][booking.locale]}\n${booking.manageUrl}`,
    location: addressOf(booking),
    url: booking.manageUrl,
  });
  if (error || !value) throw error ?? new Error('the calendar file could not be written');
  return value;
}

function details(b: BookingForMail): string[] {
  const w = WORDS[b.locale];
  return [
    `${w.what} ${SERVICE_NAMES[b.service][b.locale]} — ${OFFER_NAMES[b.offer][b.locale]}`,
    `${w.when} ${when(b.day, b.half, b.locale)}`,
    `${w.where} ${addressOf(b)}`,
    `${w.price} ${formatPrice(b.price, b.locale)}`,
    ...(b.partner
      ? [
          fill(w.combo, {
            service: SERVICE_NAMES[b.partner.service][b.locale].toLowerCase(),
            number: b.partner.number,
            when: when(b.partner.day, b.partner.half, b.locale),
            total: formatPrice(b.price + b.partner.price, b.locale),
          }),
        ]
      : []),
  ];
}

/** The booking as a calendar file, its SEQUENCE the booking's revision (a calendar replaces the event it had). */
const calendarFile = (b: BookingForMail, sequence: number, status?: 'CANCELLED') => ({
  filename: `reservation-${b.number}.ics`,
  contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
  content: bookingEvent(b, sequence, status),
});

/** The customer's mail for a new or moved booking: what, when, where, the price, the link, and the calendar file. */
export function customerBookingMail(
  context: BookingMailContext,
  b: BookingForMail,
  kind: 'confirmed' | 'changed',
  sequence: number,
): OutboxMail {
  const w = WORDS[b.locale];
  return {
    from: context.from,
    to: b.email,
    subject: fill(w[kind], { number: b.number }),
    text: [
      fill(w.hello, { name: b.customer.firstname }),
      '',
      kind === 'confirmed' ? w.bookedIntro : w.changedIntro,
      ...details(b),
      '',
      w.manage,
      b.manageUrl,
      '',
      w.calendar,
      fill(w.call, { phone: context.phone }),
    ].join('\n'),
    headers: {},
    attachments: [calendarFile(b, sequence)],
  };
}

export function customerCancellationMail(context: BookingMailContext, b: BookingForMail, sequence: number): OutboxMail {
  const w = WORDS[b.locale];
  return {
    from: context.from,
    to: b.email,
    subject: fill(w.cancelled, { number: b.number }),
    text: [
      fill(w.hello, { name: b.customer.firstname }),
      '',
      w.cancelledIntro,
      ...details(b),
      '',
      fill(w.call, { phone: context.phone }),
    ].join('\n'),
    headers: {},
    attachments: [calendarFile(b, sequence, 'CANCELLED')],
  };
}

/** The store's copy, in French (the staff's language), with everything a crew needs. */
export function staffBookingMail(
  context: BookingMailContext,
  b: BookingForMail,
  kind: 'new' | 'changed' | 'cancelled',
  before?: { day: string; half: Half },
): OutboxMail {
  const w = WORDS.fr;
  const subject = { new: w.staffNew, changed: w.staffChanged, cancelled: w.staffCancelled }[kind];
  return {
    from: context.from,
    to: context.storeEmail,
    subject: fill(subject, { number: b.number }),
    text: [
      ...details({ ...b, locale: 'fr' }),
      ...(before ? [`Avant : ${when(before.day, before.half, 'fr')}`] : []),
      `Secteur : ${b.fsa} — équipe ${b.crew}`,
      `Piscine : ${b.poolType}`,
      `Client : ${b.customer.firstname} ${b.customer.lastname}, ${b.customer.phone}, ${b.email} (${b.locale})`,
    ].join('\n'),
    headers: { 'Reply-To': b.email },
    attachments: [],
  };
}

/** The waiting list's offer: the half-day, held 24 hours for this address, and the page's link that confirms it. */
export function waitlistOfferMail(
  context: BookingMailContext,
  offer: { email: string; name: string; locale: Locale; service: Service; day: string; half: Half; url: string },
): OutboxMail {
  const w = WORDS[offer.locale];
  return {
    from: context.from,
    to: offer.email,
    subject: fill(w.offerSubject, { service: SERVICE_NAMES[offer.service][offer.locale], day: formatDay(offer.day, offer.locale) }),
    text: [
      fill(w.hello, { name: offer.name }),
      '',
      w.offerIntro,
      `${w.what} ${SERVICE_NAMES[offer.service][offer.locale]}`,
      `${w.when} ${when(offer.day, offer.half, offer.locale)}`,
      '',
      w.offerHold,
      offer.url,
      '',
      fill(w.call, { phone: context.phone }),
    ].join('\n'),
    headers: {},
    attachments: [],
  };
}

/**
 * The waiting list's one mail before its owner confirms: the half-day asked for and the signed link (the page asks for a
 * click before confirming). Nothing else reaches the address until then.
 */
export function waitlistConfirmMail(
  context: BookingMailContext,
  request: { email: string; name: string; locale: Locale; service: Service; day: string; half: Half; url: string; hours: number },
): OutboxMail {
  const w = WORDS[request.locale];
  return {
    from: context.from,
    to: request.email,
    subject: fill(w.waitSubject, { service: SERVICE_NAMES[request.service][request.locale], day: formatDay(request.day, request.locale) }),
    text: [
      fill(w.hello, { name: request.name }),
      '',
      w.waitIntro,
      `${w.what} ${SERVICE_NAMES[request.service][request.locale]}`,
      `${w.when} ${when(request.day, request.half, request.locale)}`,
      '',
      fill(w.waitLink, { hours: String(request.hours) }),
      request.url,
      '',
      w.waitNote,
      fill(w.call, { phone: context.phone }),
    ].join('\n'),
    headers: {},
    attachments: [],
  };
}

/**
 * The one mail of the area waiting list: the area asked about is now served, and the booking page's address. Sent once per
 * request (its row is marked when the mail is queued), only to an address that consented.
 */
export function areaServedMail(
  context: BookingMailContext,
  request: { email: string; locale: Locale; fsa: string; name: string; url: string },
): OutboxMail {
  const words = {
    fr: {
      subject: 'Nous desservons maintenant votre secteur ({fsa})',
      intro:
        'Vous nous aviez demandé de vous écrire quand nos équipes passeraient dans votre secteur : c’est fait. {name} ({fsa}) est maintenant desservi.',
      book: 'Réservez l’ouverture ou la fermeture de votre piscine ici :',
      once: 'C’est notre seul courriel à ce sujet : votre adresse ne sert à rien d’autre.',
    },
    en: {
      subject: 'We now serve your area ({fsa})',
      intro: 'You asked us to write once our crews serve your area: they do now. {name} ({fsa}) is served.',
      book: 'Book your pool opening or closing here:',
      once: 'This is our only email about it: your address is used for nothing else.',
    },
  }[request.locale];
  return {
    from: context.from,
    to: request.email,
    subject: fill(words.subject, { fsa: request.fsa }),
    text: [
      fill(words.intro, { name: request.name, fsa: request.fsa }),
      '',
      words.book,
      request.url,
      '',
      words.once,
      fill(WORDS[request.locale].call, { phone: context.phone }),
    ].join('\n'),
    headers: {},
    attachments: [],
  };
}
