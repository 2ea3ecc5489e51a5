// Owns the texts only the listing pages show: their headings and descriptions, states and banners, the card's link to the
// product, the keyword filter and the shop assistant's button (its dialog's texts come with it). Added by ShopListingPage when
// its chunk is evaluated.
const fr = {
  pages: {
    shop: {
      description:
        'Piscines, spas, mobilier extérieur, produits chimiques et accessoires\u00a0: achetez en ligne, livré partout au Canada.',
    },
    chemicals: { title: 'Produits chimiques', description: 'Chlore, traitements choc, équilibre de l’eau et produits pour spa.' },
    onlinePurchase: {
      title: 'Achat en ligne',
      lead: 'Les essentiels de saison',
      description: 'Les produits à acheter en ligne, livrés de 1 à 7 jours ouvrables.',
    },
  },
  assistant: { open: 'Assistant d’achat' },
  listing: {
    searchResults: 'Résultats de recherche pour',
    waterAnalysis: 'Quoi ajouter\u00a0? Analysez votre eau à la maison',
    clearance: 'Produits en liquidation',
    count_one: '{{count}} produit',
    count_other: '{{count}} produits',
    empty: 'Aucun produit ne correspond à votre recherche.',
    emptyHint: 'Essayez un autre mot-clé ou voyez tous les produits.',
    alternative: {
      none: 'Aucun résultat pour «\u00a0{{typed}}\u00a0».',
      resultsFor: 'Résultats pour «\u00a0{{keyword}}\u00a0»\u00a0:',
      all: 'Voir les {{total}} résultats pour «\u00a0{{keyword}}\u00a0»',
    },
    error: 'Une erreur s’est produite, veuillez réessayer plus tard.',
    more: 'Voir plus de produits',
    products: 'Produits',
    financing: {
      title: 'Financement disponible',
      text: 'Payez en versements mensuels, réponse rapide.',
      link: 'Faire une demande de financement',
    },
    delivery: {
      title: 'Livraison gratuite dès 39 $',
      text: 'Partout au Canada, en 1 à 7 jours ouvrables.',
      open: 'Voir les conditions de livraison',
    },
  },
  product: {
    view: 'Voir la fiche',
    viewOf: 'Voir la fiche\u00a0: {{title}}',
  },
  filters: {
    keyword: 'Filtrer par mot-clé',
  },
};

const en: typeof fr = {
  pages: {
    shop: { description: 'Pools, spas, outdoor furniture, pool chemicals and accessories: buy online, delivered across Canada.' },
    chemicals: { title: 'Pool chemicals', description: 'Chlorine, shock treatments, water balance and spa products.' },
    onlinePurchase: {
      title: 'Online shopping',
      lead: 'Seasonal essentials',
      description: 'Products to buy online, delivered in 1 to 7 business days.',
    },
  },
  assistant: { open: 'Shopping assistant' },
  listing: {
    searchResults: 'Search results for',
    waterAnalysis: 'What to add? Analyse your water at home',
    clearance: 'Clearance products',
    count_one: '{{count}} product',
    count_other: '{{count}} products',
    empty: 'No product matches your search.',
    emptyHint: 'Try another keyword or see every product.',
    alternative: {
      none: 'No results for “{{typed}}”.',
      resultsFor: 'Results for “{{keyword}}”:',
      all: 'See the {{total}} results for “{{keyword}}”',
    },
    error: 'An error occurred, please try again later.',
    more: 'See more products',
    products: 'Products',
    financing: { title: 'Financing available', text: 'Pay in monthly instalments, quick answer.', link: 'Apply for financing' },
    delivery: { title: 'Free delivery from $39', text: 'Across Canada, in 1 to 7 business days.', open: 'See the delivery terms' },
  },
  product: {
    view: 'View product',
    viewOf: 'View product: {{title}}',
  },
  filters: {
    keyword: 'Filter by keyword',
  },
};

export const listingMessages = { fr, en };
