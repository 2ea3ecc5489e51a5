import { afterEach, describe, expect, it } from 'vitest';
import {
  describeClash,
  livePages,
  localizedPath,
  matchPage,
  pageClashes,
  pageDefinition,
  pageIds,
  pagesOfRemote,
  remoteOfPath,
  samePaths,
  setLivePages,
  switchLocalePath,
  type PageDeclaration,
} from './paths';
import { pagesOfPointer } from './remote';

const head = { fr: { title: 'T', description: 'D' }, en: { title: 'T', description: 'D' } };
const page = (id: string, paths: PageDeclaration['paths'], extra: Partial<PageDeclaration> = {}): PageDeclaration => ({
  id,
  paths,
  head,
  ...extra,
});

const catalogue = [
  page('home', { fr: '/fr', en: '/en' }),
  page('collection', samePaths('/collection/:collection'), { params: { collection: ['spas'] } }),
];
const shop = [
  page('shop', { fr: '/fr/boutique', en: '/en/store' }),
  page('chemicals', { fr: '/fr/boutique/produits-chimiques', en: '/en/store' }, { enFallsBackTo: 'shop' }),
  page('shopListing', { fr: '/fr/boutique/:category', en: '/en/store/:category' }),
];
const checkout = [page('cart', { fr: '/fr/panier', en: '/en/cart/' }, { personal: true })];

afterEach(() => setLivePages({}));

describe('the live path table', () => {
  it('is what the live releases declare, and changes with them', () => {
    setLivePages({ catalogue, shop });
    expect(pageIds()).toEqual(['home', 'collection', 'shop', 'chemicals', 'shopListing']);
    expect(remoteOfPath('/fr/boutique')).toBe('shop');
    expect(matchPage('/fr/boutique/produits-chimiques')?.id).toBe('chemicals');
    expect(matchPage('/fr/boutique/spas')).toEqual({ id: 'shopListing', locale: 'fr', params: { category: 'spas' } });
    expect(matchPage('/fr/panier')).toBeNull();
    // A release adds a page: it is matched at once; a rollback takes it away again.
    setLivePages({ catalogue, shop, checkout });
    expect(matchPage('/en/cart/')).toEqual({ id: 'cart', locale: 'en', params: {} });
    expect(pageDefinition('cart')?.remote).toBe('checkout');
    setLivePages({ catalogue, shop });
    expect(matchPage('/en/cart/')).toBeNull();
  });

  it('keeps the same table for the same declarations (the shell sets it on every request)', () => {
    setLivePages({ catalogue });
    const before = livePages();
    setLivePages(JSON.parse(JSON.stringify({ catalogue })) as typeof before);
    expect(livePages()).toBe(before);
  });

  it('answers 404 for a value a page does not allow', () => {
    setLivePages({ catalogue });
    expect(matchPage('/fr/collection/spas')?.id).toBe('collection');
    expect(matchPage('/fr/collection/voitures')).toBeNull();
  });

  it("links a page no live release declares to the locale's home, without throwing", () => {
    setLivePages({ catalogue, shop });
    expect(localizedPath('cart', 'fr')).toBe('/fr');
    expect(localizedPath('cart', 'en')).toBe('/en');
    expect(localizedPath('chemicals', 'en')).toBe('/en/store');
    expect(switchLocalePath('/fr/boutique/spas', '?e=x', 'en')).toBe('/en/store/spas?e=x');
    expect(pagesOfRemote('shop', 'en').map((p) => p.id)).toEqual(['shop', 'shopListing']);
  });

  it('reads the pages a pointer carries for each live release', () => {
    const pointer = { remotes: { shop: { entry: 'e', release: 'r', pages: shop }, forms: { entry: 'f', release: 'r' } } };
    expect(pagesOfPointer(pointer)).toEqual({ shop, forms: [] });
  });
});

describe('clashes between remotes', () => {
  it('finds the same path in the same locale, whatever its parameter names, and the same page name', () => {
    const intruder = [
      page('promo', { fr: '/fr/boutique/:slug', en: '/en/deals/:slug' }),
      page('cart', { fr: '/fr/mon-panier', en: '/en/my-cart' }),
    ];
    const clashes = pageClashes({ shop, checkout, intruder });
    expect(clashes.map(describeClash)).toEqual([
      `/fr/boutique/:category (fr) is shop's page "shopListing" and intruder's page "promo"`,
      'the page "cart" is declared by checkout and by intruder',
    ]);
  });

  it("lets a page share another's English path when it falls back to it, and other locales have their own", () => {
    expect(pageClashes({ shop, catalogue, checkout })).toEqual([]);
    expect(pageClashes({ shop, other: [page('x', { fr: '/fr/x', en: '/en/store' })] }).map((clash) => clash.locale)).toEqual(['en']);
  });

  it("keeps the first remote's page when a pointer written by hand clashes", () => {
    setLivePages({ shop, other: [page('x', { fr: '/fr/boutique', en: '/en/x' })] });
    expect(remoteOfPath('/fr/boutique')).toBe('shop');
    expect(matchPage('/en/x')).toBeNull();
  });
});

describe('contracts package', () => {
  it('publishes the contract version as its package version, so a remote can bake it in at build time', async () => {
    const { readFile } = await import('node:fs/promises');
    const pkg = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
    const { CONTRACT_VERSION } = await import('./remote');
    expect(pkg.version).toBe(CONTRACT_VERSION);
  });
});
