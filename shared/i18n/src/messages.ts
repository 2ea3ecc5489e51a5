// Owns the messages every remote and the shell share (the common namespace).
import type { Locale } from '@storefront/contracts';

export const commonMessages: Record<Locale, Record<string, unknown>> = {
  fr: {
    remoteUnavailable: {
      title: 'Cette section est momentanément indisponible.',
      body: 'Le reste du site fonctionne toujours. Réessayez dans un instant ou appelez-nous.',
      retry: 'Réessayer',
    },
    loading: 'Chargement…',
    backHome: "Retour à l'accueil",
  },
  en: {
    remoteUnavailable: {
      title: 'This section is temporarily unavailable.',
      body: 'The rest of the site still works. Try again in a moment or call us.',
      retry: 'Try again',
    },
    loading: 'Loading…',
    backHome: 'Back to home page',
  },
};
