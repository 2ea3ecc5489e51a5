// Owns the shop remote's pages: their fr and en paths, the query their loader reads, cache and index rules and default head.
// The shell reads them from this remote's live release (its manifest, then the release pointer; ADR 0034): a page added here
// goes live with the remote's release, without the shell.
import { FACET_QUERY_NAMES } from '@storefront/catalogue-data/facets';
import { SHOP_SEARCH_CATEGORY, samePaths as same, type PageDeclaration } from '@storefront/contracts';

/** What a shop list's address may carry (listingHref.ts writes them, listingLoader.ts reads them): keyword, facets, budget, pages. */
const LISTING_QUERY = ['e', ...FACET_QUERY_NAMES, 'max', 'p'];

/** Spec §2. Where the spec names only a French path, the English page lives at the same path under /en. */
export const pages: readonly PageDeclaration[] = [
  {
    id: 'shop',
    paths: { fr: '/fr/boutique', en: '/en/store' },
    query: LISTING_QUERY,
    head: {
      fr: {
        title: 'Boutique',
        description: 'Achetez en ligne produits chimiques, accessoires, mobilier extérieur et plus, livrés partout au Canada.',
      },
      en: { title: 'Store', description: 'Buy pool chemicals, accessories, outdoor furniture and more online, delivered across Canada.' },
    },
  },
  {
    id: 'chemicals',
    paths: { fr: '/fr/boutique/produits-chimiques', en: '/en/store' },
    enFallsBackTo: 'shop',
    query: LISTING_QUERY,
    head: {
      fr: {
        title: 'Produits chimiques',
        description: 'Traitement de l’eau de piscine et de spa, produits d’ouverture et de fermeture, livrés partout au Canada.',
      },
      en: { title: 'Pool chemicals', description: 'Pool and spa water treatment, opening and closing products, delivered across Canada.' },
    },
  },
  {
    id: 'onlinePurchase',
    paths: { fr: '/fr/boutique/achat-en-ligne', en: '/en/store/achat-en-ligne' },
    query: LISTING_QUERY,
    head: {
      fr: { title: 'Achat en ligne', description: 'Les essentiels de saison à commander en ligne, livrés en 1 à 7 jours ouvrables.' },
      en: { title: 'Buy online', description: 'The season’s essentials to order online, delivered in 1 to 7 business days.' },
    },
  },
  {
    id: 'shopListing',
    paths: { fr: '/fr/boutique/:category/:collection?/:type?', en: '/en/store/:category/:collection?/:type?' },
    query: LISTING_QUERY,
    noindex: { category: [SHOP_SEARCH_CATEGORY] },
    head: {
      fr: { title: 'Boutique', description: 'Nos produits, avec filtres par catégorie, collection et type.' },
      en: { title: 'Store', description: 'Our products, filtered by category, collection and type.' },
    },
    titleParam: {
      name: 'category',
      titles: {
        'piscines-hors-terre': { fr: 'Piscines hors terre', en: 'Above-ground pools' },
        'piscines-creusees': { fr: 'Piscines creusées', en: 'In-ground pools' },
        'piscines-semi-creusees': { fr: 'Piscines semi-creusées', en: 'Semi-in-ground pools' },
        spas: { fr: 'Spas', en: 'Spas' },
        'mobilier-exterieur': { fr: 'Mobilier extérieur', en: 'Outdoor furniture' },
        piscines: { fr: 'Piscines', en: 'Pools' },
        'produits-chimiques': { fr: 'Produits chimiques', en: 'Pool chemicals' },
        accessoires: { fr: 'Accessoires', en: 'Accessories' },
        'produits-sanitaires': { fr: 'Produits sanitaires', en: 'Sanitary products' },
        recherche: { fr: 'Résultats de recherche', en: 'Search results' },
        liquidations: { fr: 'Produits en liquidation', en: 'Clearance products' },
      },
    },
  },
  {
    id: 'productDetail',
    paths: same('/produits/:slug'),
    // The chosen variant (variants.ts): its image and price are in the server's HTML.
    query: ['variant'],
    head: {
      fr: { title: 'Fiche produit', description: 'Caractéristiques, options et prix de ce produit.' },
      en: { title: 'Product', description: 'Features, options and price of this product.' },
    },
  },
  {
    id: 'wishlist',
    paths: { fr: '/fr/liste-de-souhaits', en: '/en/wishlist' },
    personal: true,
    head: {
      fr: { title: 'Ma liste de souhaits', description: 'Les produits que vous avez gardés pour plus tard.' },
      en: { title: 'My wishlist', description: 'The products you saved for later.' },
    },
  },
  {
    id: 'compare',
    paths: { fr: '/fr/comparer', en: '/en/compare' },
    personal: true,
    head: {
      fr: { title: 'Comparer des produits', description: 'Vos produits côte à côte : prix, marque, catégorie et caractéristiques.' },
      en: { title: 'Compare products', description: 'Your products side by side: price, brand, category and features.' },
    },
  },
];
