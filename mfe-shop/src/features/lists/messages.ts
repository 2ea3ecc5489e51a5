// Owns the texts of the wishlist and compare pages: headings, states, the compare table's row names and actions, and the card's
// link to the product (a listing text the wishlist's cards show too). Added by their shared frame's module when its chunk is evaluated.
const fr = {
  product: {
    view: 'Voir la fiche',
    viewOf: 'Voir la fiche : {{title}}',
  },
  lists: {
    loading: 'Chargement de vos produits…',
    needsScript: 'Vos listes sont gardées dans votre navigateur : activez JavaScript pour les voir.',
    error: 'Vos produits n’ont pas pu être chargés. Veuillez réessayer plus tard.',
    toShop: 'Voir la boutique',
    count_one: '{{count}} produit',
    count_other: '{{count}} produits',
  },
  wishlist: {
    title: 'Ma liste de souhaits',
    empty: 'Votre liste de souhaits est vide.',
    emptyHint: 'Touchez « Ajouter à ma liste de souhaits » sur un produit pour le garder ici.',
    remove: 'Retirer de ma liste',
    removeOf: 'Retirer de ma liste de souhaits : {{title}}',
    removed: '{{title}} retiré de votre liste de souhaits',
  },
  compare: {
    title: 'Comparer des produits',
    empty: 'Aucun produit à comparer.',
    emptyHint: 'Touchez « Comparer » sur au plus {{count}} produits pour les voir côte à côte.',
    limit: 'Jusqu’à {{count}} produits côte à côte.',
    caption: 'Comparaison de {{count}} produits',
    product: 'Produit',
    price: 'Prix',
    actions: 'Actions',
    rows: {
      brand: 'Marque',
      category: 'Catégorie',
      collection: 'Collection',
      type: 'Type de produit',
      availability: 'Disponibilité',
    },
    online: 'Achat en ligne',
    store: 'En magasin seulement',
    none: 'Aucun',
    remove: 'Retirer',
    removeOf: 'Retirer de la comparaison : {{title}}',
    removed: '{{title}} retiré de la comparaison',
    scrollHint: 'Glissez le tableau de côté pour voir tous les produits.',
  },
};

const en: typeof fr = {
  product: {
    view: 'View product',
    viewOf: 'View product: {{title}}',
  },
  lists: {
    loading: 'Loading your products…',
    needsScript: 'Your lists are kept in your browser: turn on JavaScript to see them.',
    error: 'Your products could not be loaded. Please try again later.',
    toShop: 'Go to the store',
    count_one: '{{count}} product',
    count_other: '{{count}} products',
  },
  wishlist: {
    title: 'My wishlist',
    empty: 'Your wishlist is empty.',
    emptyHint: 'Press “Add to my wishlist” on a product to keep it here.',
    remove: 'Remove from my list',
    removeOf: 'Remove from my wishlist: {{title}}',
    removed: '{{title}} removed from your wishlist',
  },
  compare: {
    title: 'Compare products',
    empty: 'No products to compare.',
    emptyHint: 'Press “Compare” on up to {{count}} products to see them side by side.',
    limit: 'Up to {{count}} products side by side.',
    caption: 'Comparison of {{count}} products',
    product: 'Product',
    price: 'Price',
    actions: 'Actions',
    rows: {
      brand: 'Brand',
      category: 'Category',
      collection: 'Collection',
      type: 'Product type',
      availability: 'Availability',
    },
    online: 'Buy online',
    store: 'In store only',
    none: 'None',
    remove: 'Remove',
    removeOf: 'Remove from the comparison: {{title}}',
    removed: '{{title}} removed from the comparison',
    scrollHint: 'Swipe the table sideways to see every product.',
  },
};

export const listsMessages = { fr, en };
