// Owns the shop remote's i18next instance, its translation hook, and the messages shared by both pages or needed before any
// page: the card's parts the listing and the product page both show (badges, price, add to cart, saved lists), the filter
// panel (also exposed on its own) and the shop's name. Each page's own texts are in a messages.ts beside it, added by its
// module when its chunk is evaluated (addShopMessages), so a page does not carry the other's.
import type { Locale } from '@storefront/contracts';
import { addMessages, createI18n, useRemoteTranslation, type Messages } from '@storefront/i18n';
import { useLocale } from '@storefront/platform';

export const NS = 'shop';

const fr = {
  pages: {
    shop: { title: 'Boutique' },
  },
  chooser: {
    add: 'Ajouter',
    close: 'Fermer',
    inStock: 'En stock',
    soldOut: 'Épuisé',
    options: 'Choisir les options',
    optionsOf: 'Choisir les options de {{title}}',
  },
  product: {
    addToCart: 'Ajouter au panier',
    addOf: 'Ajouter au panier\u00a0: {{title}}',
    isNew: 'Nouveau',
    exclusive: 'Exclusivité',
    promo: 'Promotion de {{percent}} %',
    priceFrom: 'À partir de',
    originalPrice: 'Prix régulier',
    salePrice: 'Prix réduit',
    price: 'Prix',
    wishlist: 'Ajouter à ma liste de souhaits',
    inWishlist: 'Dans ma liste de souhaits',
    wishlistName: 'Liste de souhaits',
    wishlistOf: 'Liste de souhaits\u00a0: {{title}}',
    compare: 'Comparer',
    compareOf: 'Comparer\u00a0: {{title}}',
    inCompare: 'Dans ma liste de comparaison',
    compareFull: 'Vous comparez déjà {{count}} produits, le maximum. Retirez-en un de la comparaison pour ajouter celui-ci.',
  },
  filters: {
    label: 'Filtres de la boutique',
    all: 'Tout voir',
    otherCategories: 'Autres catégories',
    loading: 'Chargement des produits…',
    count: '{{count}} produits',
    facets: {
      price: 'Prix',
      brand: 'Marque',
      availability: 'Disponibilité',
      seats: 'Places',
      jets: 'Jets',
      length: 'Longueur',
      shape: 'Forme',
      size: 'Taille',
      wall: 'Paroi',
      ingredient: 'Ingrédient actif',
      format: 'Format',
      material: 'Matériau',
    },
    refine: 'Affiner',
    clear: 'Effacer',
    clearOf: 'Effacer le filtre {{facet}}',
    clearAll: 'Tout effacer',
    active: 'Filtres actifs',
    remove: 'Retirer le filtre {{facet}}\u00a0: {{value}}',
  },
};

const en: typeof fr = {
  pages: {
    shop: { title: 'Store' },
  },
  chooser: {
    add: 'Add',
    close: 'Close',
    inStock: 'In stock',
    soldOut: 'Sold out',
    options: 'Choose options',
    optionsOf: 'Choose options for {{title}}',
  },
  product: {
    addToCart: 'Add to cart',
    addOf: 'Add to cart: {{title}}',
    isNew: 'New',
    exclusive: 'Exclusive',
    promo: '{{percent}}% off',
    priceFrom: 'From',
    originalPrice: 'Regular price',
    salePrice: 'Sale price',
    price: 'Price',
    wishlist: 'Add to my wishlist',
    inWishlist: 'In my wishlist',
    wishlistName: 'Wishlist',
    wishlistOf: 'Wishlist: {{title}}',
    compare: 'Compare',
    compareOf: 'Compare: {{title}}',
    inCompare: 'In my compare list',
    compareFull: 'You are already comparing {{count}} products, the most there can be. Remove one from the comparison to add this one.',
  },
  filters: {
    label: 'Store filters',
    all: 'See all',
    otherCategories: 'Other categories',
    loading: 'Loading products…',
    count: '{{count}} products',
    facets: {
      price: 'Price',
      brand: 'Brand',
      availability: 'Availability',
      seats: 'Seats',
      jets: 'Jets',
      length: 'Length',
      shape: 'Shape',
      size: 'Size',
      wall: 'Wall',
      ingredient: 'Active ingredient',
      format: 'Format',
      material: 'Material',
    },
    refine: 'Refine',
    clear: 'Clear',
    clearOf: 'Clear the {{facet}} filter',
    clearAll: 'Clear all',
    active: 'Active filters',
    remove: 'Remove the filter {{facet}}: {{value}}',
  },
};

/** The messages the instance starts with, before any page's. */
export const sharedMessages = { fr, en };

export const shopI18n = createI18n(NS, sharedMessages);

/** Adds one page's messages to the shop's namespace; the page's module calls it at top level, so they are there before it renders. */
export const addShopMessages = (messages: Record<Locale, Messages>) => addMessages(shopI18n, NS, messages);

export const useShopTranslation = () => useRemoteTranslation(shopI18n, NS, useLocale());
