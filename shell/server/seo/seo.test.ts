import { describe, expect, it, vi } from 'vitest';
import { localRuntimeConfig } from '../config/config';
import { readSitemapSources } from './catalogueSources';
import { documentWithMeta } from '../rendering/documentHead';
import { robotsTxt } from './robots';
import { renderSitemap, sitemapEntries } from './sitemap';
import { documentMeta } from '../../src/seo/pageMeta';

const origin = 'https://www.piscinessoleil.ca';
const none = { productHandles: [], categoryHandles: [], promotionSlugs: [], modelPages: [] };

describe('sitemap', () => {
  it('lists every fixed route in both languages, and every collection of spec §2', () => {
    const locs = sitemapEntries(origin, none).map((e) => e.loc.slice(origin.length));
    for (const path of [
      '/fr',
      '/en',
      '/fr/boutique',
      '/en/store',
      '/fr/boutique/produits-chimiques',
      '/fr/boutique/achat-en-ligne',
      '/en/store/achat-en-ligne',
      '/fr/contact',
      '/en/contact',
      '/fr/politiques-cookie',
      '/en/installation-reparation-entretien',
    ]) {
      expect(locs, path).toContain(path);
    }
    expect(locs.filter((l) => l.startsWith('/fr/collection/'))).toHaveLength(5);
    expect(locs.filter((l) => l.startsWith('/en/collection/'))).toHaveLength(5);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('leaves out the cart, the checkout and search results', () => {
    const locs = sitemapEntries(origin, { ...none, categoryHandles: ['spas', 'recherche'] }).map((e) => e.loc.slice(origin.length));
    for (const path of ['/fr/panier', '/en/cart/', '/fr/paiement', '/en/checkout', '/fr/boutique/recherche'])
      expect(locs).not.toContain(path);
    expect(locs).toContain('/fr/boutique/spas');
    expect(locs).toContain('/en/store/spas');
  });

  it('adds every product, shop category and promotion in both languages, with hreflang alternates', () => {
    const entries = sitemapEntries(origin, {
      ...none,
      productHandles: ['spa-aurora'],
      categoryHandles: ['accessoires'],
      promotionSlugs: ['vente-printemps'],
    });
    const product = entries.find((e) => e.loc === `${origin}/fr/produits/spa-aurora`);
    expect(product?.alternates).toEqual([
      { hrefLang: 'fr-CA', href: `${origin}/fr/produits/spa-aurora` },
      { hrefLang: 'en-CA', href: `${origin}/en/produits/spa-aurora` },
      { hrefLang: 'x-default', href: `${origin}/fr/produits/spa-aurora` },
    ]);
    const locs = entries.map((e) => e.loc);
    expect(locs).toContain(`${origin}/en/produits/spa-aurora`);
    expect(locs).toContain(`${origin}/en/store/accessoires`);
    expect(locs).toContain(`${origin}/fr/promotions/vente-printemps`);
  });

  it('adds every published model page in both languages, with hreflang alternates', () => {
    const entries = sitemapEntries(origin, {
      ...none,
      modelPages: [
        { collection: 'spas', model: 'harmonie-h7' },
        { collection: 'piscines-creusees', model: 'forme-libre-lagon' },
      ],
    });
    const model = entries.find((e) => e.loc === `${origin}/en/collection/spas/harmonie-h7`);
    expect(model?.alternates).toEqual([
      { hrefLang: 'fr-CA', href: `${origin}/fr/collection/spas/harmonie-h7` },
      { hrefLang: 'en-CA', href: `${origin}/en/collection/spas/harmonie-h7` },
      { hrefLang: 'x-default', href: `${origin}/fr/collection/spas/harmonie-h7` },
    ]);
    const locs = entries.map((e) => e.loc.slice(origin.length));
    expect(locs).toContain('/fr/collection/spas/harmonie-h7');
    expect(locs).toContain('/fr/collection/piscines-creusees/forme-libre-lagon');
    expect(locs).toContain('/en/collection/piscines-creusees/forme-libre-lagon');
    expect(locs.filter((l) => /^\/(fr|en)\/collection\/[^/]+\/[^/]+$/.test(l))).toHaveLength(4);
  });

  it('renders valid, escaped XML', () => {
    const xml = renderSitemap(sitemapEntries(origin, { ...none, productHandles: ['a&b'] }));
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<loc>https://www.piscinessoleil.ca/fr/produits/a&amp;b</loc>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="en-CA" href="https://www.piscinessoleil.ca/en"/>');
  });
});

describe('sitemap sources', () => {
  it('lists what the store and the catalogue hold', async () => {
    const readers = {
      productHandles: async () => ['a', 'b'],
      categoryHandles: async () => ['spas'],
      promotionSlugs: async () => ['ete'],
      modelPages: async () => [{ collection: 'spas' as const, model: 'harmonie-h7' }],
    };
    const { sources, complete } = await readSitemapSources(localRuntimeConfig(), () => {}, readers);
    expect(sources).toEqual({
      productHandles: ['a', 'b'],
      categoryHandles: ['spas'],
      promotionSlugs: ['ete'],
      modelPages: [{ collection: 'spas', model: 'harmonie-h7' }],
    });
    expect(complete).toBe(true);
  });

  it('logs an unreachable store and keeps the rest', async () => {
    const log = vi.fn();
    const readers = {
      productHandles: async () => {
        throw new TypeError('fetch failed');
      },
      categoryHandles: async () => ['spas'],
      promotionSlugs: async () => [],
      modelPages: async () => [],
    };
    const { sources, complete } = await readSitemapSources(localRuntimeConfig(), log, readers);
    expect(sources.productHandles).toEqual([]);
    expect(sources.categoryHandles).toEqual(['spas']);
    expect(complete).toBe(false);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('[sitemap] products (store unreachable) left out: fetch failed'));
  });
});

describe('robots.txt', () => {
  it('keeps crawlers out of carts, checkouts and search results, and names the sitemap', () => {
    const robots = robotsTxt(origin);
    expect(robots).toContain('User-agent: *');
    for (const path of [
      '/fr/panier',
      '/en/cart/',
      '/fr/paiement',
      '/en/checkout',
      '/fr/liste-de-souhaits',
      '/en/wishlist',
      '/fr/comparer',
      '/en/compare',
      '/fr/boutique/recherche',
      '/en/store/recherche',
    ])
      expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});

describe('document head', () => {
  it('writes the page language, title, description and links into the document, escaped', () => {
    const html = '<!doctype html><html lang="fr-CA"><head><title>Piscines Soleil</title></head></html>';
    const out = documentWithMeta(html, documentMeta('/en/contact', origin, 'fr'));
    expect(out).toContain('<html lang="en-CA"');
    expect(out).toContain('<title data-server-meta>Contact us | Piscines Soleil</title>');
    expect(out).toContain('<link data-server-meta rel="canonical" href="https://www.piscinessoleil.ca/en/contact" />');
    expect(out).toContain('<link data-server-meta rel="alternate" hreflang="fr-CA" href="https://www.piscinessoleil.ca/fr/contact" />');
    expect(out).not.toContain('<title>Piscines Soleil</title>');
  });
});
