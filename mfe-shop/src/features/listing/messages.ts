// Owns the texts only the listing pages show: their headings and descriptions, states and banners, the card's link to the
// product, the keyword filter and the shop assistant. Added by ShopListingPage when its chunk is evaluated.
const fr = {
  pages: {
    shop: { description: 'Piscines, spas, mobilier extérieur, produits chimiques et accessoires : achetez en ligne, livré partout au Canada.' },
    chemicals: { title: 'Produits chimiques', description: 'Chlore, traitements choc, équilibre de l’eau et produits pour spa.' },
    onlinePurchase: { title: 'Achat en ligne', lead: 'Les essentiels de saison', description: 'Les produits à acheter en ligne, livrés de 1 à 7 jours ouvrables.' },
  },
  listing: {
    searchResults: 'Résultats de recherche pour',
    clearance: 'Produits en liquidation',
    count_one: '{{count}} produit',
    count_other: '{{count}} produits',
    empty: 'Aucun produit ne correspond à votre recherche.',
    emptyHint: 'Essayez un autre mot-clé ou voyez tous les produits.',
    error: 'Une erreur s’est produite, veuillez réessayer plus tard.',
    more: 'Voir plus de produits',
    products: 'Produits',
    financing: { title: 'Financement disponible', text: 'Payez en versements mensuels, réponse rapide.', link: 'Faire une demande de financement' },
    delivery: { title: 'Livraison gratuite dès 39 $', text: 'Partout au Canada, en 1 à 7 jours ouvrables.', open: 'Voir les conditions de livraison' },
  },
  product: {
    view: 'Voir la fiche',
    viewOf: 'Voir la fiche : {{title}}',
  },
  filters: {
    keyword: 'Filtrer par mot-clé',
  },
  assistant: {
    open: 'Assistant d’achat',
    title: 'Assistant d’achat',
    intro: 'Répondez à trois questions, nous vous montrons les produits qui vous conviennent.',
    category: 'Que cherchez-vous ?',
    anyCategory: 'Tous les produits',
    budget: 'Votre budget',
    anyBudget: 'Peu importe',
    upTo: 'Jusqu’à {{amount}}',
    use: 'Pour quel usage ?',
    uses: { any: 'Tous les usages', opening: 'Ouverture de la piscine', maintenance: 'Entretien de l’eau', relaxation: 'Détente', cleaning: 'Nettoyage', outdoor: 'Vie extérieure' },
    submit: 'Voir les produits',
    close: 'Fermer',
  },
};

const en: typeof fr = {
  pages: {
    shop: { description: 'Pools, spas, outdoor furniture, pool chemicals and accessories: buy online, delivered across Canada.' },
    chemicals: { title: 'Pool chemicals', description: 'Chlorine, shock treatments, water balance and spa products.' },
    onlinePurchase: { title: 'Online shopping', lead: 'Seasonal essentials', description: 'Products to buy online, delivered in 1 to 7 business days.' },
  },
  listing: {
    searchResults: 'Search results for',
    clearance: 'Clearance products',
    count_one: '{{count}} product',
    count_other: '{{count}} products',
    empty: 'No product matches your search.',
    emptyHint: 'Try another keyword or see every product.',
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
  assistant: {
    open: 'Shopping assistant',
    title: 'Shopping assistant',
    intro: 'Answer three questions and we will show you the products that suit you.',
    category: 'What are you looking for?',
    anyCategory: 'All products',
    budget: 'Your budget',
    anyBudget: 'Any',
    upTo: 'Up to {{amount}}',
    use: 'What for?',
    uses: { any: 'Any use', opening: 'Opening the pool', maintenance: 'Water care', relaxation: 'Relaxation', cleaning: 'Cleaning', outdoor: 'Outdoor living' },
    submit: 'See the products',
    close: 'Close',
  },
};

export const listingMessages = { fr, en };
