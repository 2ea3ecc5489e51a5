// Owns the booking page's texts in both languages: its steps, the hold, the waiting list and its confirmation, the signed
// link's page, and a message for each refusal code of the store API (ADR 0041). {name} marks a value put in by `fill`.
import type { Locale } from '@storefront/contracts';

const fr = {
  title: 'Réserver l’ouverture ou la fermeture de votre piscine',
  lead: 'Choisissez votre service, puis une demi-journée libre dans votre secteur\u00a0: votre place est retenue 10 minutes le temps d’entrer vos coordonnées.',
  steps: { choose: 'Service', day: 'Date', details: 'Coordonnées', done: 'Confirmation' },
  stepOf: 'Étape {n} de 4',
  chooseTitle: 'Votre service et votre secteur',
  service: 'Service',
  choices: {
    opening: 'Ouverture',
    closing: 'Fermeture',
    combo: 'Combo ouverture et fermeture',
    combo2Years: 'Combo 2 ans (prix par saison)',
  },
  saving: 'Économisez {amount}',
  beforeTaxes: 'Prix par saison, taxes en sus.',
  pricesUnavailable: 'Les prix ne sont pas disponibles pour le moment. Réessayez dans un instant ou appelez-nous au {phone}.',
  package: 'Votre forfait',
  // What each package includes; {alone} is both visits at their single price.
  includes: {
    opening:
      'Une visite au printemps\u00a0: nous retirons la toile d’hiver, remettons en marche la pompe, le filtre et le chauffe-eau, puis équilibrons l’eau.',
    closing:
      'Une visite à l’automne\u00a0: nous baissons le niveau d’eau, vidangeons la tuyauterie, ajoutons l’antigel et installons la toile d’hiver.',
    combo: 'Les deux visites de la saison, l’ouverture au printemps et la fermeture à l’automne, au lieu de {alone} séparément.',
    combo2Years: 'Les deux visites chaque saison pendant 2 ans, à ce prix par saison au lieu de {alone}.',
  },
  doneChoice: 'Forfait\u00a0: {choice}, {price} avant taxes',
  poolType: 'Type de piscine',
  poolTypes: { aboveGround: 'Hors terre', semiInground: 'Semi-creusée', inground: 'Creusée' },
  seeDays: 'Voir les dates libres',
  loading: 'Chargement…',
  seeingDays: 'Recherche des dates libres…',
  holding: 'Nous retenons votre place…',
  pickDay: { opening: 'Choisissez le jour de l’ouverture', closing: 'Choisissez le jour de la fermeture' },
  comboNote: 'Le combo comprend deux visites\u00a0: l’ouverture au printemps, puis la fermeture à l’automne.',
  area: 'Secteur\u00a0: {name} ({fsa})',
  season: 'Saison\u00a0: du {from} au {to}',
  calendarHint:
    'Les jours en bleu ont des places libres\u00a0; les jours barrés sont complets (liste d’attente)\u00a0; nos équipes ne passent pas dans votre secteur les autres jours.',
  dayOpen: '{day}, {places} libres',
  dayFull: '{day}, complet',
  dayClosed: '{day}, pas de passage dans votre secteur',
  dayChosen: 'Demi-journées du {day}',
  halves: { morning: 'Avant-midi (8 h à 12 h)', afternoon: 'Après-midi (13 h à 17 h)' },
  halvesShort: { morning: 'Avant-midi', afternoon: 'Après-midi' },
  places_one: '{count} place',
  places_other: '{count} places',
  full: 'Complet',
  joinWaitlist: 'Liste d’attente',
  noDays: 'Aucune date n’est ouverte dans votre secteur pour cette saison. Appelez-nous au {phone}.',
  change: 'Modifier',
  back: 'Retour',
  held: 'Place retenue\u00a0: {when}',
  holdLeft: 'Votre place est retenue encore {time} (10 minutes au total).',
  holdTimer: 'Temps restant pour confirmer',
  holdGone:
    'Votre place n’est plus retenue\u00a0: les 10 minutes sont écoulées et elle est offerte à d’autres. Choisissez de nouveau une demi-journée.',
  chooseAgain: 'Choisir de nouveau',
  summary: 'Votre réservation',
  total: 'Total avant taxes',
  visitPrice: 'Prix de cette visite (avant taxes)',
  // French puts a space before the colon, English none.
  line: '{label}\u00a0: {value}',
  details: 'Vos coordonnées',
  postalCodeNote: 'Le code postal de la visite\u00a0: celui que vous avez entré pour voir les dates.',
  changePostalCode: 'Modifier',
  changePostalCodeWhat: 'le code postal',
  confirm: 'Confirmer la réservation',
  confirming: 'Confirmation en cours…',
  doneTitle: 'Réservation confirmée',
  doneNumber: 'Votre numéro de réservation\u00a0: {number}',
  doneNumbers: 'Vos numéros de réservation\u00a0: {opening} (ouverture) et {closing} (fermeture)',
  doneMail:
    'Un courriel de confirmation part vers {email}\u00a0: le rendez-vous, son fichier à ajouter à votre agenda (.ics) et le lien pour le modifier ou l’annuler jusqu’à 48 heures avant la visite.',
  doneMailCombo: 'Vous recevez un courriel par visite, chacun avec son propre lien.',
  doneCall: 'Une question\u00a0? Appelez-nous au {phone}.',
  print: 'Imprimer la confirmation',
  offerTitle: 'Une place s’est libérée pour vous',
  offerText:
    '{when} vous est réservée 24 heures. Confirmez-la ci-dessous avec l’adresse courriel de votre inscription à la liste d’attente.',
  waitlist: {
    title: 'Liste d’attente\u00a0: {when}',
    text: 'Cette demi-journée est complète. Inscrivez-vous\u00a0: vous recevrez un courriel pour confirmer votre place. Si une place se libère ensuite, nous vous l’offrirons par courriel et la retiendrons 24 heures pour vous.',
    join: 'M’inscrire à la liste d’attente',
    pending:
      'Vérifiez vos courriels\u00a0: nous avons écrit à {email} pour confirmer votre place sur la liste d’attente. Elle ne compte qu’une fois confirmée par le lien du courriel, valide {hours} heures.',
    cancel: 'Choisir une autre date',
  },
  // The confirmation link's page: a button confirms (a mail scanner that opens the link confirms nothing). A colon keeps
  // to its word (no-break space), so a phone never starts a line with it.
  confirmWait: {
    title: 'Confirmer votre place sur la liste d’attente',
    askedFor: 'Vous avez demandé une place sur la liste d’attente pour\u00a0: {what}, {when}.',
    asked: 'Vous avez demandé une place sur la liste d’attente.',
    explain:
      'Confirmez-la pour prendre votre rang. Si une place se libère, nous vous l’offrirons par courriel et la retiendrons 24 heures pour vous.',
    button: 'Confirmer ma place sur la liste d’attente',
    confirming: 'Confirmation en cours…',
    waiting:
      'C’est confirmé\u00a0: vous êtes en position {position} sur la liste d’attente pour\u00a0: {what}, {when}. Si une place se libère, nous vous l’offrirons par courriel.',
    waitingAlready:
      'Votre place était déjà confirmée\u00a0: vous êtes en position {position} sur la liste d’attente pour\u00a0: {what}, {when}.',
    offered:
      'C’est confirmé, et une place est déjà libre pour vous\u00a0: {what}, {when}. Le courriel qui vous l’offre est en route. Elle vous est réservée 24 heures.',
    offeredAlready:
      'Votre place était déjà confirmée, et une place vous a été offerte par courriel\u00a0: {what}, {when}. Utilisez le lien de ce courriel pour la réserver.',
    booked:
      'Vous avez déjà réservé cette place\u00a0: {what}, {when}. Votre courriel de confirmation contient le lien pour modifier ou annuler la réservation.',
    lapsed:
      'La place qui vous a été offerte pour {what}, {when} n’a pas été réservée dans les 24 heures\u00a0: elle est passée à la personne suivante. Choisissez une autre date ou appelez-nous au {phone}.',
    book: 'Réserver une autre date',
  },
  manage: {
    title: 'Votre réservation {number}',
    loadFailed: 'Nous n’avons pas pu lire cette réservation.',
    cancelledNote: 'Cette réservation est annulée.',
    until: 'Vous pouvez la modifier ou l’annuler en ligne jusqu’au {when} (48 heures avant la visite).',
    tooLate: 'La visite est dans moins de 48 heures\u00a0: elle ne peut plus être modifiée ni annulée en ligne. Appelez-nous au {phone}.',
    partner:
      'Cette visite fait partie d’un combo\u00a0: l’autre visite ({service}) est la réservation {number}, {when}. Elle a son propre lien, dans son courriel.',
    partnerCancelled: 'L’autre visite du combo ({service}, réservation {number}) est annulée.',
    changeDay: 'Changer de jour',
    cancel: 'Annuler la réservation',
    cancelAsk: 'Annuler la visite du {when}\u00a0? La place sera libérée pour d’autres clients.',
    cancelYes: 'Oui, annuler',
    cancelNo: 'Non, la garder',
    changed: 'Votre rendez-vous est déplacé\u00a0: {when}. Un courriel de confirmation suit.',
    cancelled: 'Votre réservation est annulée. Un courriel de confirmation suit.',
    keepPartner: 'L’autre visite du combo, {number}, reste réservée.',
    // The wait of each action, on its own button.
    moving: 'Déplacement en cours…',
    cancelling: 'Annulation en cours…',
  },
  what: { opening: 'Ouverture de piscine', closing: 'Fermeture de piscine' },
  // An area the store does not serve yet: the areas it serves, and a request to be told once it does (its consent kept).
  unserved: {
    served: 'Nos équipes passent dans ces secteurs (début du code postal)\u00a0:',
    area: '{name}\u00a0: {fsas}',
    askTitle: 'Être avisé quand nous desservirons le secteur {fsa}',
    askText: 'Laissez votre courriel\u00a0: nous vous écrirons une seule fois, quand nos équipes passeront dans votre secteur.',
    consentRequired: 'Cochez la case pour que nous puissions vous écrire.',
    submit: 'M’aviser',
    sending: 'Envoi en cours…',
    done: 'C’est noté\u00a0: nous écrirons à {email} quand nous desservirons le secteur {fsa}.',
  },
  errors: {
    unservedArea: 'Nous ne desservons pas encore ce secteur. Appelez-nous au {phone}.',
    areaServed: 'Nous desservons déjà ce secteur\u00a0: choisissez une date pour votre visite.',
    areaWaitlistClientLimit:
      'Déjà {count} demandes d’avis ont été faites d’ici aujourd’hui\u00a0: c’est le maximum. Réessayez demain ou appelez-nous au {phone}.',
    pastDay: 'Cette date est passée. Choisissez un jour à venir.',
    outsideSeason: 'Cette date est hors de la saison\u00a0: du {from} au {to}.',
    closedDay: 'Nos équipes ne passent pas dans votre secteur ce jour-là. Choisissez un autre jour.',
    full: 'Complet\u00a0: quelqu’un vient de prendre la dernière place de cette demi-journée. Choisissez-en une autre ou inscrivez-vous à la liste d’attente.',
    notFull: 'Il reste de la place pour cette demi-journée\u00a0: réservez-la directement.',
    priceChanged: 'Le prix a changé\u00a0: il est maintenant de {price}. Vérifiez-le avant de confirmer.',
    holdExpired: 'Votre place n’est plus retenue\u00a0: le délai est écoulé. Choisissez de nouveau une demi-journée.',
    holdNotFound: 'Cette place retenue est introuvable. Choisissez de nouveau une demi-journée.',
    holdNotYours:
      'Cette place est offerte à une autre personne de la liste d’attente\u00a0: entrez l’adresse courriel de votre inscription.',
    tooLate: 'Une réservation ne peut plus être modifiée ni annulée moins de 48 heures avant la visite. Appelez-nous au {phone}.',
    invalidLink: 'Ce lien de réservation n’est pas valide. Utilisez le lien de votre courriel de confirmation ou appelez-nous au {phone}.',
    cancelled: 'Cette réservation est annulée.',
    tooManyHolds:
      'Vous retenez déjà {count} places. Confirmez votre réservation ou attendez que leurs 10 minutes soient écoulées avant d’en retenir une autre.',
    waitlistClientLimit:
      'Cette saison, {count} demandes de liste d’attente ont déjà été faites d’ici\u00a0: c’est le maximum. Appelez-nous au {phone} pour une autre date.',
    waitlistAddressLimit:
      'Cette adresse courriel a déjà {count} demandes de liste d’attente cette saison, confirmées ou à confirmer\u00a0: c’est le maximum. Appelez-nous au {phone} pour une autre date.',
    waitlistLinkInvalid:
      'Ce lien de confirmation n’est pas valide. Utilisez le lien de votre courriel ou inscrivez-vous de nouveau à la liste d’attente.',
    waitlistLinkExpired:
      'Ce lien de confirmation est expiré\u00a0: il était valide {hours} heures. Inscrivez-vous de nouveau à la liste d’attente pour en recevoir un autre.',
    invalidOffer: 'Ce lien d’offre n’est pas valide. Utilisez le lien du courriel qui vous offre la place ou appelez-nous au {phone}.',
    offerUsed:
      'Cette place a déjà été réservée avec ce lien. Votre courriel de confirmation contient le lien pour modifier ou annuler la réservation.',
    invalidBooking: 'Vérifiez les champs indiqués.',
    invalidPostalCode: 'Entrez un code postal canadien valide, par exemple H7S 1M9.',
    otherArea: 'Ce code postal n’est pas dans le secteur de la place retenue ({fsa}). Choisissez de nouveau une date pour ce code postal.',
    network: 'Le service de réservation ne répond pas. Vérifiez votre connexion et réessayez, ou appelez-nous au {phone}.',
    unknown: 'Dommage, une erreur s’est produite. SVP, réessayez ou appelez-nous au {phone}.',
  },
};

export type BookingMessages = typeof fr;

const en: BookingMessages = {
  title: 'Book your pool opening or closing',
  lead: 'Choose your service, then a free half-day in your area: your place is held for 10 minutes while you enter your details.',
  steps: { choose: 'Service', day: 'Date', details: 'Details', done: 'Confirmation' },
  stepOf: 'Step {n} of 4',
  chooseTitle: 'Your service and your area',
  service: 'Service',
  choices: {
    opening: 'Opening',
    closing: 'Closing',
    combo: 'Opening and closing combo',
    combo2Years: '2-year combo (price per season)',
  },
  saving: 'Save {amount}',
  beforeTaxes: 'Price per season, taxes extra.',
  pricesUnavailable: 'Prices are not available right now. Try again in a moment or call us at {phone}.',
  package: 'Your package',
  includes: {
    opening: 'One visit in spring: we remove the winter cover, restart the pump, filter and heater, then balance the water.',
    closing: 'One visit in the fall: we lower the water level, drain the plumbing, add antifreeze and install the winter cover.',
    combo: 'Both visits of the season, the opening in spring and the closing in the fall, instead of {alone} separately.',
    combo2Years: 'Both visits every season for 2 years, at this price per season instead of {alone}.',
  },
  doneChoice: 'Package: {choice}, {price} before taxes',
  poolType: 'Pool type',
  poolTypes: { aboveGround: 'Above-ground', semiInground: 'Semi-inground', inground: 'In-ground' },
  seeDays: 'See open dates',
  loading: 'Loading…',
  seeingDays: 'Finding open dates…',
  holding: 'Holding your place…',
  pickDay: { opening: 'Choose the day of the opening', closing: 'Choose the day of the closing' },
  comboNote: 'The combo is two visits: the opening in spring, then the closing in the fall.',
  area: 'Area: {name} ({fsa})',
  season: 'Season: from {from} to {to}',
  calendarHint:
    'Days in blue have places left; struck-through days are full (waiting list); our crews are not in your area on the other days.',
  dayOpen: '{day}, {places} left',
  dayFull: '{day}, full',
  dayClosed: '{day}, no visit in your area',
  dayChosen: 'Half-days of {day}',
  halves: { morning: 'Morning (8 a.m. to noon)', afternoon: 'Afternoon (1 p.m. to 5 p.m.)' },
  halvesShort: { morning: 'Morning', afternoon: 'Afternoon' },
  places_one: '{count} place',
  places_other: '{count} places',
  full: 'Full',
  joinWaitlist: 'Waiting list',
  noDays: 'No date is open in your area this season. Call us at {phone}.',
  change: 'Change',
  back: 'Back',
  held: 'Place held: {when}',
  holdLeft: 'Your place is held for {time} more (10 minutes in all).',
  holdTimer: 'Time left to confirm',
  holdGone: 'Your place is no longer held: the 10 minutes are up and it is open to others again. Choose a half-day again.',
  chooseAgain: 'Choose again',
  summary: 'Your booking',
  total: 'Total before taxes',
  visitPrice: 'Price of this visit (before taxes)',
  line: '{label}: {value}',
  details: 'Your details',
  postalCodeNote: 'The postal code of the visit: the one you entered to see the dates.',
  changePostalCode: 'Change',
  changePostalCodeWhat: 'the postal code',
  confirm: 'Confirm the booking',
  confirming: 'Confirming…',
  doneTitle: 'Booking confirmed',
  doneNumber: 'Your booking number: {number}',
  doneNumbers: 'Your booking numbers: {opening} (opening) and {closing} (closing)',
  doneMail:
    'A confirmation email is on its way to {email}: the appointment, its file to add to your calendar (.ics) and the link to change or cancel it up to 48 hours before the visit.',
  doneMailCombo: 'You get one email per visit, each with its own link.',
  doneCall: 'A question? Call us at {phone}.',
  print: 'Print the confirmation',
  offerTitle: 'A place opened up for you',
  offerText: '{when} is held for you for 24 hours. Confirm it below with the email address you joined the waiting list with.',
  waitlist: {
    title: 'Waiting list: {when}',
    text: 'This half-day is full. Join the waiting list: you will get an email to confirm your place. If a place then opens up, we will offer it to you by email and hold it for you for 24 hours.',
    join: 'Join the waiting list',
    pending:
      'Check your email: we wrote to {email} to confirm your place on the waiting list. It only counts once confirmed with the email’s link, valid for {hours} hours.',
    cancel: 'Choose another date',
  },
  confirmWait: {
    title: 'Confirm your place on the waiting list',
    askedFor: 'You asked for a place on the waiting list for: {what}, {when}.',
    asked: 'You asked for a place on the waiting list.',
    explain:
      'Confirm it to take your turn in line. If a place opens up, we will offer it to you by email and hold it for you for 24 hours.',
    button: 'Confirm my place on the waiting list',
    confirming: 'Confirming…',
    waiting:
      'Confirmed: you are number {position} on the waiting list for: {what}, {when}. If a place opens up, we will offer it to you by email.',
    waitingAlready: 'Your place was already confirmed: you are number {position} on the waiting list for: {what}, {when}.',
    offered:
      'Confirmed, and a place is already free for you: {what}, {when}. The email offering it is on its way. It is held for you for 24 hours.',
    offeredAlready:
      'Your place was already confirmed, and a place was offered to you by email: {what}, {when}. Use that email’s link to book it.',
    booked: 'You already booked this place: {what}, {when}. Your confirmation email has the link to change or cancel the booking.',
    lapsed:
      'The place offered to you for {what}, {when} was not booked within 24 hours: it went to the next person in line. Choose another date or call us at {phone}.',
    book: 'Book another date',
  },
  manage: {
    title: 'Your booking {number}',
    loadFailed: 'We could not read this booking.',
    cancelledNote: 'This booking is cancelled.',
    until: 'You can change or cancel it online until {when} (48 hours before the visit).',
    tooLate: 'The visit is less than 48 hours away: it can no longer be changed or cancelled online. Call us at {phone}.',
    partner: 'This visit is part of a combo: the other visit ({service}) is booking {number}, {when}. It has its own link, in its email.',
    partnerCancelled: 'The combo’s other visit ({service}, booking {number}) is cancelled.',
    changeDay: 'Change the day',
    cancel: 'Cancel the booking',
    cancelAsk: 'Cancel the visit of {when}? The place will be freed for other customers.',
    cancelYes: 'Yes, cancel',
    cancelNo: 'No, keep it',
    changed: 'Your appointment is moved: {when}. A confirmation email follows.',
    cancelled: 'Your booking is cancelled. A confirmation email follows.',
    keepPartner: 'The combo’s other visit, {number}, stays booked.',
    // The wait of each action, on its own button.
    moving: 'Moving your visit…',
    cancelling: 'Cancelling…',
  },
  what: { opening: 'Pool opening', closing: 'Pool closing' },
  unserved: {
    served: 'Our crews visit these areas (start of the postal code):',
    area: '{name}: {fsas}',
    askTitle: 'Be told when we serve the {fsa} area',
    askText: 'Leave your email: we will write to you once, when our crews visit your area.',
    consentRequired: 'Tick the box so that we may write to you.',
    submit: 'Tell me',
    sending: 'Sending…',
    done: 'Noted: we will write to {email} when we serve the {fsa} area.',
  },
  errors: {
    unservedArea: 'We do not serve this area yet. Call us at {phone}.',
    areaServed: 'We already serve this area: choose a date for your visit.',
    areaWaitlistClientLimit:
      '{count} requests to be told have already been made from here today: that is the most we take. Try again tomorrow or call us at {phone}.',
    pastDay: 'This date has passed. Choose a day ahead.',
    outsideSeason: 'This date is outside the season: from {from} to {to}.',
    closedDay: 'Our crews are not in your area that day. Choose another day.',
    full: 'Full: someone just took the last place of this half-day. Choose another one or join the waiting list.',
    notFull: 'There is still room for this half-day: book it directly.',
    priceChanged: 'The price has changed: it is now {price}. Check it before confirming.',
    holdExpired: 'Your place is no longer held: the time is up. Choose a half-day again.',
    holdNotFound: 'This held place cannot be found. Choose a half-day again.',
    holdNotYours: 'This place is offered to another person on the waiting list: enter the email address you joined it with.',
    tooLate: 'A booking can no longer be changed or cancelled less than 48 hours before the visit. Call us at {phone}.',
    invalidLink: 'This booking link is not valid. Use the link in your confirmation email or call us at {phone}.',
    cancelled: 'This booking is cancelled.',
    tooManyHolds: 'You already hold {count} places. Confirm your booking, or wait for their 10 minutes to run out before holding another.',
    waitlistClientLimit:
      'This season, {count} waiting-list requests have already been made from here: that is the most we take. Call us at {phone} for another date.',
    waitlistAddressLimit:
      'This email address already has {count} waiting-list requests this season, confirmed or awaiting confirmation: that is the most we take. Call us at {phone} for another date.',
    waitlistLinkInvalid: 'This confirmation link is not valid. Use the link in your email or join the waiting list again.',
    waitlistLinkExpired:
      'This confirmation link has expired: it was valid for {hours} hours. Join the waiting list again to get a new one.',
    invalidOffer: 'This offer link is not valid. Use the link in the email that offered you the place or call us at {phone}.',
    offerUsed: 'This place was already booked with this link. Your confirmation email has the link to change or cancel the booking.',
    invalidBooking: 'Check the fields shown.',
    invalidPostalCode: 'Enter a valid Canadian postal code, for example H7S 1M9.',
    otherArea: 'This postal code is not in the area of the held place ({fsa}). Choose a date again for this postal code.',
    network: 'The booking service does not answer. Check your connection and try again, or call us at {phone}.',
    unknown: 'Sorry, an error occurred. Please try again or call us at {phone}.',
  },
};

export const BOOKING_MESSAGES: Record<Locale, BookingMessages> = { fr, en };

export type ErrorKey = keyof BookingMessages['errors'];

/** Puts values into a text's {name} marks (a mark without a value stays, so a missing one shows in review). */
export const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
