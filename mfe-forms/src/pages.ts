// Owns the forms remote's pages: their fr and en paths, the query their form reads, and their default head.
// The shell reads them from this remote's live release (its manifest, then the release pointer; ADR 0034): a page added here
// goes live with the remote's release, without the shell.
import { CONFIGURATION_QUERY, samePaths as same, type PageDeclaration } from '@storefront/contracts';

/** Spec §2. Where the spec names only a French path, the English page lives at the same path under /en. */
/**
 * A page only the `extra-page` variant of the build declares (STOREFRONT_BUILD_VARIANT, read here by the build and in the
 * bundle alike): a release of that build adds it to the live site, a rollback removes it (e2e/tests/release-pages.spec.ts).
 */
const storeVisit: PageDeclaration = {
  id: 'storeVisit',
  paths: { fr: '/fr/visite-en-magasin', en: '/en/store-visit' },
  head: {
    fr: { title: 'Visite en magasin', description: 'Nos spas et nos piscines en salle de montre, sans rendez-vous.' },
    en: { title: 'Store visit', description: 'Our spas and pools in the showroom, no appointment needed.' },
  },
};

const EXTRA_PAGE = process.env.STOREFRONT_BUILD_VARIANT === 'extra-page';

export const pages: readonly PageDeclaration[] = [
  {
    id: 'careers',
    paths: same('/carriere'),
    query: ['poste'],
    cache: 'private',
    head: {
      fr: { title: 'Carrière', description: 'Joignez-vous à notre équipe : nos postes offerts en magasin et au service technique.' },
      en: { title: 'Careers', description: 'Join our team: our openings in store and in the technical service.' },
    },
  },
  {
    id: 'quoteRequest',
    paths: same('/demande-soumission'),
    // The model, and the configuration chosen on its page (ADR 0043).
    query: ['modele', ...CONFIGURATION_QUERY],
    cache: 'private',
    head: {
      fr: { title: 'Demande de soumission', description: 'Demandez une soumission pour une piscine, un spa ou du mobilier extérieur.' },
      en: { title: 'Request a quote', description: 'Request a quote for a pool, a spa or outdoor furniture.' },
    },
  },
  {
    id: 'financingRequest',
    paths: same('/demande-financement'),
    cache: 'private',
    head: {
      fr: {
        title: 'Demande de financement',
        description: 'Obtenez une préapprobation de financement pour votre projet de piscine ou de spa.',
      },
      en: { title: 'Financing request', description: 'Get pre-approved financing for your pool or spa project.' },
    },
  },
  {
    id: 'videoConferenceRequest',
    paths: same('/demande-visioconference'),
    cache: 'private',
    head: {
      fr: { title: 'Demande de visioconférence', description: 'Rencontrez un conseiller en visioconférence, sans vous déplacer.' },
      en: { title: 'Video conference request', description: 'Meet an advisor by video conference, from home.' },
    },
  },
  {
    id: 'contact',
    paths: same('/contact'),
    cache: 'private',
    head: {
      fr: { title: 'Nous joindre', description: 'Adresse, numéros de téléphone, heures d’ouverture et carte du magasin.' },
      en: { title: 'Contact us', description: 'Address, phone numbers, opening hours and map of the store.' },
    },
  },
  {
    id: 'customerExperience',
    paths: same('/experience-client'),
    cache: 'private',
    head: {
      fr: { title: 'Expérience client', description: 'Faîtes-nous part de votre expérience avec Piscines Soleil.' },
      en: { title: 'Customer experience', description: 'Tell us about your experience with Piscines Soleil.' },
    },
  },
  {
    // The pool's opening or closing in a real half-day (ADR 0041, 0044). A package, a waiting list's offer or the
    // mail's signed link arrive in the query, read by the loader; a booking is the visitor's own, so no cache keeps the page.
    id: 'serviceBooking',
    paths: { fr: '/fr/reservation-entretien', en: '/en/service-booking' },
    query: ['forfait', 'service', 'offer', 'waitlist', 'day', 'half', 'reservation', 'key'],
    cache: 'private',
    head: {
      fr: {
        title: 'Réserver l’ouverture ou la fermeture',
        description: 'Réservez en ligne l’ouverture ou la fermeture de votre piscine, dans une demi-journée libre de votre secteur.',
      },
      en: {
        title: 'Book an opening or closing',
        description: 'Book your pool opening or closing online, in a free half-day in your area.',
      },
    },
  },
  ...(EXTRA_PAGE ? [storeVisit] : []),
];
