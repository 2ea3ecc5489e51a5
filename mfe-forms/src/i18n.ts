// Owns the forms remote's messages and i18next instance.
import { createI18n, useRemoteTranslation } from '@storefront/i18n';
import { useLocale } from '@storefront/platform';

export const NS = 'forms';

export const formsI18n = createI18n(NS, {
  fr: {
    pages: {
      careers: { title: 'Carrière', lead: 'Joignez-vous à notre équipe.' },
      quoteRequest: { title: 'Demande de soumission' },
      financingRequest: { title: 'Demande de financement', lead: 'Obtenez une préapprobation de financement.' },
      videoConferenceRequest: { title: 'Demande de visioconférence' },
      contact: {
        title: 'Nous joindre',
        points: [
          'Lundi au mercredi : 9 h à 17 h',
          'Jeudi et vendredi : 9 h à 17 h 30',
          'Samedi : 9 h à 17 h',
          'Dimanche : 10 h à 16 h',
        ],
      },
      customerExperience: { title: 'Faîtes-nous part de votre expérience !' },
    },
    newsletter: {
      title: 'Infolettre',
      lead: 'Recevez nos promotions et nos conseils de saison.',
    },
  },
  en: {
    pages: {
      careers: { title: 'Careers', lead: 'Join our team.' },
      quoteRequest: { title: 'Quote request' },
      financingRequest: { title: 'Financing request', lead: 'Get pre-approved for financing.' },
      videoConferenceRequest: { title: 'Video conference request' },
      contact: {
        title: 'Contact us',
        points: ['Monday to Wednesday: 9 a.m. to 5 p.m.', 'Thursday and Friday: 9 a.m. to 5:30 p.m.', 'Saturday: 9 a.m. to 5 p.m.', 'Sunday: 10 a.m. to 4 p.m.'],
      },
      customerExperience: { title: '' },
    },
    newsletter: { title: 'Newsletter', lead: 'Get our promotions and seasonal advice.' },
  },
});

export const useFormsTranslation = () => useRemoteTranslation(formsI18n, NS, useLocale());
