// Owns the catalogue remote's i18next instance and the messages several pages share (French complete; empty English values fall back to French).
// Each page's own texts are in its feature's messages.ts, added by the page module when its chunk is evaluated.
import { addMessages, createI18n, useRemoteTranslation, type Messages } from '@storefront/i18n';
import { useLocale } from '@storefront/platform';

export const NS = 'catalogue';

const fr = {
  home: {
    slides: {
      // The promotional video's text: on the home page's video slide and under the video on the video advice page.
      video: { text: 'Une minute pour découvrir nos piscines, nos spas et notre équipe.' },
    },
  },
};

const en: typeof fr = {
  home: {
    slides: {
      video: { text: 'One minute to discover our pools, our spas and our team.' },
    },
  },
};

export const sharedMessages = { fr, en };

export const catalogueI18n = createI18n(NS, sharedMessages);

/** Adds one page's messages to the catalogue's namespace; a page module calls it at its top level, before it renders. */
export const addCatalogueMessages = <M extends Messages>(messages: { fr: M; en: M }) => addMessages(catalogueI18n, NS, messages);

export const useCatalogueTranslation = () => useRemoteTranslation(catalogueI18n, NS, useLocale());
