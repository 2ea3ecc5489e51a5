// Owns the forms remote's interface messages and i18next instance (field labels and rule messages come from @storefront/validation).
import { createI18n, useRemoteTranslation } from '@storefront/i18n';
// The messages alone: the package's entry would bring the forms' schemas (and zod) into the texts' chunk.
import { provinceLabels } from '@storefront/validation/messages';
import type { Locale } from '@storefront/contracts';

export const NS = 'forms';

const fr = {
  pages: {
    careers: { title: 'Carrière', lead: 'Joignez-vous à notre équipe.' },
    quoteRequest: { title: 'Demande de soumission', lead: 'Décrivez votre projet\u00a0: nous vous répondrons avec une soumission.' },
    financingRequest: { title: 'Demande de financement', lead: 'Obtenez une préapprobation de financement.' },
    videoConferenceRequest: {
      title: 'Demande de visioconférence',
      lead: 'Un conseiller vous rappelle pour une visite virtuelle de nos modèles.',
    },
    contact: { title: 'Nous joindre', lead: 'Écrivez-nous, appelez-nous ou venez nous voir en magasin.' },
    customerExperience: { title: 'Faîtes-nous part de votre expérience\u00a0!', lead: 'Vos commentaires nous aident à mieux vous servir.' },
  },
  form: {
    requiredNote: 'Les champs marqués d’un astérisque (*) sont obligatoires.',
    required: 'obligatoire',
    optional: 'facultatif',
    send: 'Envoyer',
    sending: 'Envoi en cours…',
    errorSummary_one: 'Le formulaire contient {{count}} erreur. Corrigez le champ indiqué.',
    errorSummary_other: 'Le formulaire contient {{count}} erreurs. Corrigez les champs indiqués.',
    successTitle: 'Confirmation',
    success: 'Votre message a été envoyé avec succès. Nous vous contacterons dans les plus brefs délais.',
    failure: 'Dommage, une erreur s’est produite. SVP, réessayez ou appelez-nous au',
    attach: 'Joindre des fichiers',
    attachHint: 'Images, PDF, Word ou Excel\u00a0; 23\u00a0Mo au total, 5 fichiers au plus.',
    chooseFiles: 'Choisir des fichiers',
    chooseFile: 'Choisir un fichier',
    noFile: 'Aucun fichier choisi',
    removeFile: 'Retirer {{name}}',
    progress: 'Envoi des fichiers\u00a0: {{percent}}\u00a0%',
    cancel: 'Annuler l’envoi',
    callbackPeriods: {
      morning: 'Matin (8\u00a0h à 12\u00a0h)',
      afternoon: 'Après-midi (13\u00a0h à 17\u00a0h)',
      evening: 'Soir (17\u00a0h à 21\u00a0h)',
    },
    provinceNames: provinceLabels('fr'),
  },
  confirmation: {
    reference: 'Votre numéro de référence',
    copy: 'Copier le numéro',
    copied: 'Numéro copié',
    mailSent: 'Un courriel de confirmation portant ce numéro a été envoyé à {{email}}.',
    keep: 'Gardez ce numéro\u00a0: il nous permet de retrouver votre demande.',
    another: 'Envoyer une autre demande',
  },
  contact: {
    address: 'Adresse',
    phones: 'Téléphones',
    tollFree: 'Sans frais',
    local: 'Local',
    hours: 'Heures d’ouverture',
    days: { mondayToWednesday: 'Lundi au mercredi', thursdayAndFriday: 'Jeudi et vendredi', saturday: 'Samedi', sunday: 'Dimanche' },
    map: 'Carte',
    showMap: 'Afficher la carte',
    mapNote: 'La carte est fournie par Google Maps et ne se charge que si vous la demandez.',
    mapTitle: 'Carte\u00a0: Piscines Soleil, {{address}}',
    writeUs: 'Écrivez-nous',
  },
  careers: {
    jobs: 'Postes offerts',
    none: 'Aucun poste n’est affiché pour le moment. Envoyez-nous tout de même votre candidature\u00a0!',
    requirements: 'Exigences',
    apply: 'Postuler',
    applyFor: 'Postuler\u00a0: {{title}}',
    form: 'Formulaire de candidature',
    spontaneous: 'Candidature spontanée',
  },
  quote: {
    model: 'Modèle qui vous intéresse',
    configuration: 'Votre configuration\u00a0: {{name}}',
    option: 'Option',
    choice: 'Choix',
    price: 'Prix',
    base: 'Prix du modèle',
    included: 'Inclus',
    none: 'Aucun',
    noCharge: 'Aucuns frais',
    total: 'Total avant taxes',
    note: 'Prix à titre indicatif, avant taxes et installation\u00a0; notre soumission le confirmera.',
    safety:
      'Une piscine résidentielle doit être entourée d’une enceinte qui contrôle son accès, conforme au Règlement sur la sécurité des piscines résidentielles.',
    safetyLink: 'La sécurité des piscines résidentielles (Québec.ca)',
  },
  newsletter: {
    title: 'Infolettre',
    lead: 'Recevez nos promotions et nos conseils de saison.',
    subscribe: 'S’inscrire',
    // Spec §8's variant read for a sign-up, then the double opt-in's step (the API sends the same text).
    success:
      'Votre inscription a été acheminée avec succès. Pour la confirmer, cliquez sur le lien du courriel que nous venons de vous envoyer.',
  },
};

type Messages = typeof fr;

const en: Messages = {
  pages: {
    careers: { title: 'Careers', lead: 'Join our team.' },
    quoteRequest: { title: 'Quote request', lead: 'Tell us about your project: we will answer with a quote.' },
    financingRequest: { title: 'Financing request', lead: 'Get pre-approved for financing.' },
    videoConferenceRequest: { title: 'Video conference request', lead: 'An advisor calls you back for a virtual tour of our models.' },
    contact: { title: 'Contact us', lead: 'Write to us, call us or visit us in store.' },
    // The spec gives this title in French only; i18next falls back to it.
    customerExperience: { title: '', lead: 'Your comments help us serve you better.' },
  },
  form: {
    requiredNote: 'Fields marked with an asterisk (*) are required.',
    required: 'required',
    optional: 'optional',
    send: 'Send',
    sending: 'Sending…',
    errorSummary_one: 'The form has {{count}} error. Correct the field shown.',
    errorSummary_other: 'The form has {{count}} errors. Correct the fields shown.',
    successTitle: 'Confirmation',
    success: 'Your message was sent successfully. We will contact you as soon as possible.',
    failure: 'Sorry, an error occurred. Please try again or call us at',
    attach: 'Attach files',
    attachHint: 'Images, PDF, Word or Excel; 23 MB in all, at most 5 files.',
    chooseFiles: 'Choose files',
    chooseFile: 'Choose a file',
    noFile: 'No file chosen',
    removeFile: 'Remove {{name}}',
    progress: 'Sending files: {{percent}}%',
    cancel: 'Cancel sending',
    callbackPeriods: {
      morning: 'Morning (8 a.m. to noon)',
      afternoon: 'Afternoon (1 p.m. to 5 p.m.)',
      evening: 'Evening (5 p.m. to 9 p.m.)',
    },
    provinceNames: provinceLabels('en'),
  },
  confirmation: {
    reference: 'Your reference number',
    copy: 'Copy the number',
    copied: 'Number copied',
    mailSent: 'A confirmation email with this number was sent to {{email}}.',
    keep: 'Keep this number: it lets us find your request.',
    another: 'Send another request',
  },
  contact: {
    address: 'Address',
    phones: 'Phone numbers',
    tollFree: 'Toll-free',
    local: 'Local',
    hours: 'Opening hours',
    days: { mondayToWednesday: 'Monday to Wednesday', thursdayAndFriday: 'Thursday and Friday', saturday: 'Saturday', sunday: 'Sunday' },
    map: 'Map',
    showMap: 'Show the map',
    mapNote: 'The map is provided by Google Maps and loads only if you ask for it.',
    mapTitle: 'Map: Piscines Soleil, {{address}}',
    writeUs: 'Write to us',
  },
  careers: {
    jobs: 'Open positions',
    none: 'No position is posted at the moment. Send us your application anyway!',
    requirements: 'Requirements',
    apply: 'Apply',
    applyFor: 'Apply: {{title}}',
    form: 'Application form',
    spontaneous: 'Spontaneous application',
  },
  quote: {
    model: 'Model you are interested in',
    configuration: 'Your configuration: {{name}}',
    option: 'Option',
    choice: 'Choice',
    price: 'Price',
    base: 'Model price',
    included: 'Included',
    none: 'None',
    noCharge: 'No charge',
    total: 'Total before taxes',
    note: 'Indicative price, before taxes and installation; our quote will confirm it.',
    safety:
      'A residential pool must be surrounded by an enclosure that controls access to it, as Quebec’s Règlement sur la sécurité des piscines résidentielles (residential pool safety regulation) requires.',
    safetyLink: 'Residential pool safety (Québec.ca)',
  },
  newsletter: {
    title: 'Newsletter',
    lead: 'Get our promotions and seasonal advice.',
    subscribe: 'Sign up',
    success: 'Your sign-up was delivered successfully. To confirm it, click the link in the email we just sent you.',
  },
};

/** Both languages' tables (the typography test reads the French one). */
export const FORMS_MESSAGES = { fr, en };

export const formsI18n = createI18n(NS, FORMS_MESSAGES);

export const useFormsTranslation = (locale: Locale) => useRemoteTranslation(formsI18n, NS, locale);
