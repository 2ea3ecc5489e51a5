// Owns the texts of the legal pages' layout (revision date, contents); the legal texts themselves are in texts.ts.
const fr = {
  legal: {
    updated: 'Dernière mise à jour\u00a0: {{date}}',
    contents: 'Sur cette page',
    contract: 'Conditions du contrat d’achat en ligne (version du {{version}})',
    contractIntro:
      'Ce sont les conditions que vous acceptez avant de payer\u00a0; elles sont jointes à la copie du contrat que vous recevez par courriel.',
  },
};

const en: typeof fr = {
  legal: {
    updated: 'Last updated: {{date}}',
    contents: 'On this page',
    contract: 'Conditions of the online purchase contract (version of {{version}})',
    contractIntro: 'These are the conditions you accept before paying; they come with the copy of the contract you receive by e-mail.',
  },
};

export const legalMessages = { fr, en };
