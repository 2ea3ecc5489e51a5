// Owns the shop remote's messages and i18next instance.
import { createI18n, useRemoteTranslation } from '@storefront/i18n';
import { useLocale } from '@storefront/platform';

export const NS = 'shop';

export const shopI18n = createI18n(NS, {
  fr: {
    pages: {
      shop: { title: 'Boutique' },
      chemicals: { title: 'Produits chimiques' },
      onlinePurchase: { title: 'Achat en ligne', lead: 'Les essentiels de saison' },
    },
    listing: {
      searchResults: 'Résultats de recherche pour',
      clearance: 'Produits en liquidation',
    },
    product: {
      view: 'Voir la fiche',
      addToCart: 'Ajouter au panier',
      added: 'Ajouté au panier',
      isNew: 'Nouveau',
      notFound: "Ce produit n'est plus offert.",
    },
    filters: { all: 'Tout voir', otherCategories: 'Autres catégories' },
  },
  en: {
    pages: {
      shop: { title: 'Store' },
      chemicals: { title: 'Pool chemicals' },
      onlinePurchase: { title: 'Online shopping', lead: 'Seasonal essentials' },
    },
    listing: { searchResults: 'Search results for', clearance: 'Clearance products' },
    product: { view: 'View product', addToCart: 'Add to cart', added: 'Added to cart', isNew: 'New', notFound: 'This product is no longer offered.' },
    filters: { all: 'See all', otherCategories: 'Other categories' },
  },
});

export const useShopTranslation = () => useRemoteTranslation(shopI18n, NS, useLocale());
