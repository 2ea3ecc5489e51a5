// Owns each page's title, description, canonical and hreflang links, and whether search engines may index it (server and browser alike).
import { LOCALES, LOCALE_TAGS, localizedPath, matchPage, pageDefinition, type Locale, type PageId, type PathParams } from '@storefront/contracts';

export const SITE_NAME = 'Piscines Soleil';

interface Text {
  title: string;
  description: string;
}

const PAGE_TEXT: Record<PageId, Record<Locale, Text>> = {
  home: {
    fr: { title: 'Piscines, spas et mobilier extérieur', description: 'Piscines hors terre, creusées et semi-creusées, spas, spas de nage, mobilier extérieur et produits d’entretien, avec installation et service technique au Québec.' },
    en: { title: 'Pools, spas and outdoor furniture', description: 'Above-ground, in-ground and semi-in-ground pools, spas, swim spas, outdoor furniture and pool care products, with installation and technical service in Quebec.' },
  },
  service: {
    fr: { title: 'Installation, réparation, entretien', description: 'Ouverture et fermeture de piscine, changement de toile, entretien préventif, réparation et analyse d’eau gratuite par nos techniciens.' },
    en: { title: 'Installation, repair, maintenance', description: 'Pool opening and closing, liner replacement, preventive maintenance, repair and free water analysis by our technicians.' },
  },
  customerArea: {
    fr: { title: 'Espace client', description: 'Guides, fiches techniques et documents de vos produits, classés par catégorie.' },
    en: { title: 'Customer area', description: 'Guides, technical sheets and documents for your products, by category.' },
  },
  videoAdvice: {
    fr: { title: 'Conseils vidéo', description: 'Nos capsules vidéo sur l’entretien des piscines et des spas, et sur leur ouverture et leur fermeture.' },
    en: { title: 'Video advice', description: 'Our video capsules on pool and spa care, and on opening and closing your pool.' },
  },
  promotions: {
    fr: { title: 'Promotions', description: 'Nos promotions en cours, nos circulaires en ligne et le catalogue de l’année.' },
    en: { title: 'Promotions', description: 'Our current promotions, online flyers and this year’s catalogue.' },
  },
  promotionDetail: {
    fr: { title: 'Promotion', description: 'Les détails de cette promotion de Piscines Soleil.' },
    en: { title: 'Promotion', description: 'The details of this Piscines Soleil promotion.' },
  },
  privacyPolicy: {
    fr: { title: 'Politiques de confidentialité et conditions', description: 'Comment nous protégeons vos renseignements personnels et les conditions d’utilisation du site.' },
    en: { title: 'Privacy policies and conditions', description: 'How we protect your personal information, and the terms of use of this site.' },
  },
  purchaseConditions: {
    fr: { title: 'Conditions d’achat en ligne', description: 'Livraison, retours et modifications de commande : les conditions de l’achat en ligne.' },
    en: { title: 'Online purchase conditions', description: 'Delivery, returns and order changes: the conditions of buying online.' },
  },
  generalConditions: {
    fr: { title: 'Conditions générales', description: 'Les conditions générales de vente et de service de Piscines Soleil.' },
    en: { title: 'General conditions', description: 'The general terms of sale and service of Piscines Soleil.' },
  },
  cookiePolicy: {
    fr: { title: 'Politique de témoins', description: 'Les témoins (cookies) que nous utilisons, avec votre consentement, et comment retirer ce consentement.' },
    en: { title: 'Cookie policy', description: 'The cookies we use with your consent, and how to withdraw that consent.' },
  },
  collection: {
    fr: { title: 'Collection', description: 'Découvrez nos modèles, leurs options et demandez une soumission.' },
    en: { title: 'Collection', description: 'Discover our models and their options, and request a quote.' },
  },
  collectionModel: {
    fr: { title: 'Modèle', description: 'Caractéristiques, options et prix de ce modèle ; demandez une soumission.' },
    en: { title: 'Model', description: 'Features, options and price of this model; request a quote.' },
  },
  careers: {
    fr: { title: 'Carrière', description: 'Joignez-vous à notre équipe : nos postes offerts en magasin et au service technique.' },
    en: { title: 'Careers', description: 'Join our team: our openings in store and in the technical service.' },
  },
  quoteRequest: {
    fr: { title: 'Demande de soumission', description: 'Demandez une soumission pour une piscine, un spa ou du mobilier extérieur.' },
    en: { title: 'Request a quote', description: 'Request a quote for a pool, a spa or outdoor furniture.' },
  },
  financingRequest: {
    fr: { title: 'Demande de financement', description: 'Obtenez une préapprobation de financement pour votre projet de piscine ou de spa.' },
    en: { title: 'Financing request', description: 'Get pre-approved financing for your pool or spa project.' },
  },
  videoConferenceRequest: {
    fr: { title: 'Demande de visioconférence', description: 'Rencontrez un conseiller en visioconférence, sans vous déplacer.' },
    en: { title: 'Video conference request', description: 'Meet an advisor by video conference, from home.' },
  },
  contact: {
    fr: { title: 'Nous joindre', description: 'Adresse, numéros de téléphone, heures d’ouverture et carte du magasin.' },
    en: { title: 'Contact us', description: 'Address, phone numbers, opening hours and map of the store.' },
  },
  customerExperience: {
    fr: { title: 'Expérience client', description: 'Faîtes-nous part de votre expérience avec Piscines Soleil.' },
    en: { title: 'Customer experience', description: 'Tell us about your experience with Piscines Soleil.' },
  },
  shop: {
    fr: { title: 'Boutique', description: 'Achetez en ligne produits chimiques, accessoires, mobilier extérieur et plus, livrés partout au Canada.' },
    en: { title: 'Store', description: 'Buy pool chemicals, accessories, outdoor furniture and more online, delivered across Canada.' },
  },
  chemicals: {
    fr: { title: 'Produits chimiques', description: 'Traitement de l’eau de piscine et de spa, produits d’ouverture et de fermeture, livrés partout au Canada.' },
    en: { title: 'Pool chemicals', description: 'Pool and spa water treatment, opening and closing products, delivered across Canada.' },
  },
  onlinePurchase: {
    fr: { title: 'Achat en ligne', description: 'Les essentiels de saison à commander en ligne, livrés en 1 à 7 jours ouvrables.' },
    en: { title: 'Buy online', description: 'The season’s essentials to order online, delivered in 1 to 7 business days.' },
  },
  shopListing: {
    fr: { title: 'Boutique', description: 'Nos produits, avec filtres par catégorie, collection et type.' },
    en: { title: 'Store', description: 'Our products, filtered by category, collection and type.' },
  },
  productDetail: {
    fr: { title: 'Fiche produit', description: 'Caractéristiques, options et prix de ce produit.' },
    en: { title: 'Product', description: 'Features, options and price of this product.' },
  },
  wishlist: {
    fr: { title: 'Ma liste de souhaits', description: 'Les produits que vous avez gardés pour plus tard.' },
    en: { title: 'My wishlist', description: 'The products you saved for later.' },
  },
  compare: {
    fr: { title: 'Comparer des produits', description: 'Vos produits côte à côte : prix, marque, catégorie et caractéristiques.' },
    en: { title: 'Compare products', description: 'Your products side by side: price, brand, category and features.' },
  },
  cart: {
    fr: { title: 'Mon Panier', description: 'Les articles de votre panier.' },
    en: { title: 'My Cart', description: 'The items in your cart.' },
  },
  checkout: {
    fr: { title: 'Paiement', description: 'Livraison, paiement et confirmation de votre commande.' },
    en: { title: 'Checkout', description: 'Delivery, payment and confirmation of your order.' },
  },
};

/** Names of the collections of spec §2 and of the shop's categories, for the titles of their pages. */
const PARAM_TITLES: Record<string, Record<Locale, string>> = {
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
};

const NOT_FOUND: Record<Locale, Text> = {
  fr: { title: 'Page introuvable', description: "Désolé la page demandée n'existe pas." },
  en: { title: 'Page not found', description: 'Sorry, the page you asked for does not exist.' },
};

/** Pages kept out of search engines: a visitor's own pages (cart, checkout, saved lists), and internal search results. */
export function isIndexable(id: PageId, params: PathParams = {}): boolean {
  if (pageDefinition(id).personal) return false;
  return !(id === 'shopListing' && params.category === 'recherche');
}

/** Locales in which a page has its own address (the English chemicals page is the English store's). */
export const localesOf = (id: PageId): Locale[] => LOCALES.filter((locale) => !(locale === 'en' && 'enFallsBackTo' in pageDefinition(id)));

export interface Alternate {
  hrefLang: string;
  href: string;
}

export interface DocumentMeta {
  lang: string;
  title: string;
  description: string;
  canonical: string | null;
  alternates: Alternate[];
  robots: string | null;
  /** The page's structured data as JSON-LD text (usePageJsonLd), where it has any. */
  jsonLd?: string;
}

/** What a page says about its own head: a better title and description (a product's name), its JSON-LD. */
export interface PageOverride {
  title?: string | undefined;
  description?: string | undefined;
  jsonLd?: string | undefined;
}

export function pageTitle(id: PageId, locale: Locale, params: PathParams = {}): string {
  const named = id === 'collection' ? params.collection : id === 'shopListing' ? params.category : undefined;
  return (named && PARAM_TITLES[named]?.[locale]) ?? PAGE_TEXT[id][locale].title;
}

/** Hreflang links of a page: each locale it exists in, and x-default for the French page. */
export function alternatesOf(id: PageId, params: PathParams, origin: string): Alternate[] {
  const locales = localesOf(id);
  const links = locales.map((locale) => ({ hrefLang: LOCALE_TAGS[locale], href: `${origin}${localizedPath(id, locale, params)}` }));
  return locales.length > 1 ? [...links, { hrefLang: 'x-default', href: `${origin}${localizedPath(id, 'fr', params)}` }] : links;
}

/** The head with what the page itself says (a product's name and description, its JSON-LD), the site's name kept in the title. */
export function withPageOverride(meta: DocumentMeta, override: PageOverride | null): DocumentMeta {
  if (!override) return meta;
  return {
    ...meta,
    title: override.title ? `${override.title} | ${SITE_NAME}` : meta.title,
    description: override.description || meta.description,
    ...(override.jsonLd ? { jsonLd: override.jsonLd } : {}),
  };
}

/** The head of the 404 page: its own title and description, kept out of search engines. */
export function notFoundMeta(locale: Locale): DocumentMeta {
  const text = NOT_FOUND[locale];
  return { lang: LOCALE_TAGS[locale], title: `${text.title} | ${SITE_NAME}`, description: text.description, canonical: null, alternates: [], robots: 'noindex' };
}

/** Everything the document's head says about the page at this address. */
export function documentMeta(pathname: string, origin: string, fallbackLocale: Locale): DocumentMeta {
  const match = matchPage(pathname);
  if (!match) return notFoundMeta(fallbackLocale);
  const { id, locale, params } = match;
  const title = id === 'home' ? `${SITE_NAME} | ${PAGE_TEXT.home[locale].title}` : `${pageTitle(id, locale, params)} | ${SITE_NAME}`;
  const indexable = isIndexable(id, params);
  return {
    lang: LOCALE_TAGS[locale],
    title,
    description: PAGE_TEXT[id][locale].description,
    canonical: indexable ? `${origin}${localizedPath(id, locale, params)}` : null,
    alternates: indexable ? alternatesOf(id, params, origin) : [],
    robots: indexable ? null : 'noindex, follow',
  };
}
