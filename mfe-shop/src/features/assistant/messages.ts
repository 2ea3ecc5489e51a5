// Owns the shop assistant dialog's texts (its opening button's is the listing's). Added by AssistantDialog when its chunk is evaluated.
const fr = {
  assistant: {
    title: 'Assistant d’achat',
    intro: 'Répondez à trois questions, nous vous montrons les produits qui vous conviennent.',
    category: 'Que cherchez-vous\u00a0?',
    anyCategory: 'Tous les produits',
    budget: 'Votre budget',
    anyBudget: 'Peu importe',
    upTo: 'Jusqu’à {{amount}}',
    use: 'Pour quel usage\u00a0?',
    uses: {
      any: 'Tous les usages',
      opening: 'Ouverture de la piscine',
      maintenance: 'Entretien de l’eau',
      relaxation: 'Détente',
      cleaning: 'Nettoyage',
      outdoor: 'Vie extérieure',
    },
    submit: 'Voir les produits',
    close: 'Fermer',
  },
};

const en: typeof fr = {
  assistant: {
    title: 'Shopping assistant',
    intro: 'Answer three questions and we will show you the products that suit you.',
    category: 'What are you looking for?',
    anyCategory: 'All products',
    budget: 'Your budget',
    anyBudget: 'Any',
    upTo: 'Up to {{amount}}',
    use: 'What for?',
    uses: {
      any: 'Any use',
      opening: 'Opening the pool',
      maintenance: 'Water care',
      relaxation: 'Relaxation',
      cleaning: 'Cleaning',
      outdoor: 'Outdoor living',
    },
    submit: 'See the products',
    close: 'Close',
  },
};

export const assistantMessages = { fr, en };
