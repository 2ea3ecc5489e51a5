// Owns the texts of the legal pages' layout (revision date, contents); the legal texts themselves are in texts.ts.
const fr = {
  legal: {
    updated: 'Dernière mise à jour : {{date}}',
    contents: 'Sur cette page',
  },
};

const en: typeof fr = {
  legal: {
    updated: 'Last updated: {{date}}',
    contents: 'On this page',
  },
};

export const legalMessages = { fr, en };
