// Owns the links of the navigator, the mega menu, the side bars and the footer, as pages of the path table.
import { localizedPath, pageDefinition, type Locale, type PageId, type PathParams } from '@storefront/contracts';

export interface NavLink {
  /** Message key under `links.` in the shell's messages. */
  key: string;
  page: PageId;
  params?: PathParams;
  /** A section of the page (the service page presents each service in its own section). */
  hash?: string;
  /**
   * A page that comes with a remote's release (the water analysis, the service booking): shown only while a live release
   * declares it.
   */
  ifLive?: true;
}

/** The links of a group that lead somewhere now: a link whose page no live release declares is left out, not sent home. */
export const liveLinks = (links: readonly NavLink[]): NavLink[] => links.filter((link) => !link.ifLive || pageDefinition(link.page));

export const hrefOf = (link: NavLink, locale: Locale): string =>
  `${localizedPath(link.page, locale, link.params)}${link.hash ? `#${link.hash}` : ''}`;

const collection = (key: string, slug: string): NavLink => ({ key, page: 'collection', params: { collection: slug } });
const listing = (key: string, category: string, collectionHandle?: string): NavLink => ({
  key,
  page: 'shopListing',
  params: { category, collection: collectionHandle },
});

export const LINKS = {
  aboveGroundPools: collection('aboveGroundPools', 'piscines-hors-terre'),
  inGroundPools: collection('inGroundPools', 'piscines-creusees'),
  semiInGroundPools: collection('semiInGroundPools', 'piscines-semi-creusees'),
  spas: collection('spas', 'spas'),
  swimSpas: listing('swimSpas', 'spas', 'spas-de-nage'),
  furniture: collection('furniture', 'mobilier-exterieur'),
  chemicals: { key: 'chemicals', page: 'chemicals' },
  accessories: listing('accessories', 'accessoires'),
  shop: { key: 'shop', page: 'shop' },
  onlinePurchase: { key: 'onlinePurchase', page: 'onlinePurchase' },
  clearance: listing('clearance', 'liquidations'),
  service: { key: 'service', page: 'service' },
  openingClosing: { key: 'openingClosing', page: 'service', hash: 'ouverture-fermeture' },
  linerChange: { key: 'linerChange', page: 'service', hash: 'changement-de-toile' },
  maintenance: { key: 'maintenance', page: 'service', hash: 'entretien-reparation' },
  waterAnalysis: { key: 'waterAnalysis', page: 'service', hash: 'analyse-eau' },
  homeWaterAnalysis: { key: 'homeWaterAnalysis', page: 'waterAnalysis', ifLive: true },
  serviceBooking: { key: 'serviceBooking', page: 'serviceBooking', ifLive: true },
  quoteRequest: { key: 'quoteRequest', page: 'quoteRequest' },
  financingRequest: { key: 'financingRequest', page: 'financingRequest' },
  videoConferenceRequest: { key: 'videoConferenceRequest', page: 'videoConferenceRequest' },
  contact: { key: 'contact', page: 'contact' },
  promotions: { key: 'promotions', page: 'promotions' },
  videoAdvice: { key: 'videoAdvice', page: 'videoAdvice' },
  customerArea: { key: 'customerArea', page: 'customerArea' },
  careers: { key: 'careers', page: 'careers' },
  customerExperience: { key: 'customerExperience', page: 'customerExperience' },
  purchaseConditions: { key: 'purchaseConditions', page: 'purchaseConditions' },
  privacyPolicy: { key: 'privacyPolicy', page: 'privacyPolicy' },
  cookiePolicy: { key: 'cookiePolicy', page: 'cookiePolicy' },
  generalConditions: { key: 'generalConditions', page: 'generalConditions' },
} as const satisfies Record<string, NavLink>;

/** The navigator's links beside its Products and Services buttons (kept short so they fit from 62em). */
export const NAVIGATOR_LINKS: readonly NavLink[] = [LINKS.shop, LINKS.promotions, LINKS.contact];

export interface LinkGroup {
  /** Message key under `groups.`. */
  key: string;
  links: readonly NavLink[];
}

/** The product side bar (spec §1): pools, spas, swim spas, outdoor furniture, chemicals, accessories. */
export const PRODUCT_BAR: readonly LinkGroup[] = [
  { key: 'pools', links: [LINKS.aboveGroundPools, LINKS.inGroundPools, LINKS.semiInGroundPools] },
  { key: 'spas', links: [LINKS.spas, LINKS.swimSpas] },
  { key: 'outdoor', links: [LINKS.furniture] },
  { key: 'shop', links: [LINKS.chemicals, LINKS.accessories, LINKS.onlinePurchase, LINKS.clearance] },
];

/** The service side bar: the technical services lead to the service page, the requests to the forms. */
export const SERVICE_BAR: readonly LinkGroup[] = [
  { key: 'technicalService', links: [LINKS.openingClosing, LINKS.linerChange, LINKS.maintenance, LINKS.waterAnalysis] },
  { key: 'requests', links: [LINKS.quoteRequest, LINKS.financingRequest, LINKS.videoConferenceRequest, LINKS.contact] },
];

/** The full-screen mega menu: the whole site. */
export const MEGA_MENU: readonly LinkGroup[] = [
  { key: 'pools', links: [LINKS.aboveGroundPools, LINKS.inGroundPools, LINKS.semiInGroundPools] },
  { key: 'spas', links: [LINKS.spas, LINKS.swimSpas] },
  { key: 'shop', links: [LINKS.shop, LINKS.onlinePurchase, LINKS.furniture, LINKS.chemicals, LINKS.accessories, LINKS.clearance] },
  {
    key: 'technicalService',
    links: [LINKS.service, LINKS.serviceBooking, LINKS.homeWaterAnalysis, LINKS.videoAdvice, LINKS.customerArea],
  },
  { key: 'requests', links: [LINKS.quoteRequest, LINKS.financingRequest, LINKS.videoConferenceRequest] },
  { key: 'company', links: [LINKS.promotions, LINKS.careers, LINKS.customerExperience, LINKS.contact] },
];

export const FOOTER: readonly LinkGroup[] = [
  { key: 'products', links: [LINKS.aboveGroundPools, LINKS.inGroundPools, LINKS.spas, LINKS.furniture, LINKS.chemicals, LINKS.shop] },
  { key: 'services', links: [LINKS.service, LINKS.quoteRequest, LINKS.financingRequest, LINKS.videoConferenceRequest, LINKS.videoAdvice] },
  {
    key: 'company',
    links: [LINKS.promotions, LINKS.careers, LINKS.customerExperience, LINKS.customerArea, LINKS.contact],
  },
];

/** Legal pages, on the footer's last line. */
export const LEGAL_LINKS: readonly NavLink[] = [LINKS.purchaseConditions, LINKS.privacyPolicy, LINKS.cookiePolicy, LINKS.generalConditions];
