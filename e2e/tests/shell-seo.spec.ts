// Search-engine basics: per-page title and description, canonical and hreflang links, robots.txt and sitemap.xml.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { productsOnSale } from '@storefront/remote-kit/testing/store';
import { shellOrigin } from '@storefront/mf-config';

const origin = shellOrigin();

const head = (page: Page) =>
  page.evaluate(() => ({
    titles: [...document.querySelectorAll('title')].map((t) => t.textContent),
    description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
    robots: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
    canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href')),
    alternates: [...document.querySelectorAll('link[rel="alternate"]')].map(
      (l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`,
    ),
  }));

test.describe('shell: search-engine basics', () => {
  test('each page has its own title, description, canonical and hreflang links, once, following client navigation', async ({ page }) => {
    await page.goto('/fr/contact');
    // The server's tags first, then React's, which replace them: exactly one of each at any time once React runs.
    await expect
      .poll(() => head(page))
      .toEqual({
        titles: ['Nous joindre | Piscines Soleil'],
        description: 'Adresse, numéros de téléphone, heures d’ouverture et carte du magasin.',
        robots: null,
        canonicals: [`${origin}/fr/contact`],
        alternates: [`fr-CA ${origin}/fr/contact`, `en-CA ${origin}/en/contact`, `x-default ${origin}/fr/contact`],
      });
    await page.getByTestId('language-switch').click();
    await expect(page).toHaveTitle('Contact us | Piscines Soleil');
    await expect.poll(async () => (await head(page)).canonicals).toEqual([`${origin}/en/contact`]);
    await page.goto('/en/cart/');
    await expect(page).toHaveTitle('My Cart | Piscines Soleil');
    await expect.poll(() => head(page)).toMatchObject({ robots: 'noindex, follow', canonicals: [], alternates: [] });
  });

  test('the server writes the head into the document for crawlers that run no script', async ({ request }) => {
    const html = await (await request.get('/en/store/spas')).text();
    expect(html).toContain('<html lang="en-CA"');
    // The listing's own heading (the store's category, in English) in the server's title, as on screen.
    expect(html).toMatch(/<title data-server-meta>Spas and swim spas \| Piscines Soleil<\/title>/);
    expect(html).toContain(`<link data-server-meta rel="alternate" hreflang="fr-CA" href="${origin}/fr/boutique/spas" />`);
  });

  test('robots.txt keeps crawlers out of carts and checkouts and names the sitemap', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /fr/paiement');
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  test('sitemap.xml lists every route in both languages and every catalogue and product page', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]?.replace(origin, ''));
    for (const path of [
      '/fr',
      '/en',
      '/fr/boutique',
      '/en/store',
      '/fr/installation-reparation-entretien',
      '/en/demande-soumission',
      '/fr/collection/spas',
      '/en/collection/piscines-hors-terre',
      '/fr/boutique/accessoires',
      '/en/store/mobilier-exterieur',
    ]) {
      expect(locs, path).toContain(path);
    }
    const [product] = await productsOnSale();
    expect(locs).toContain(`/fr/produits/${product?.handle}`);
    expect(locs).toContain(`/en/produits/${product?.handle}`);
    expect(locs.filter((l) => l?.startsWith('/fr/promotions/')).length).toBeGreaterThan(0);
    expect(xml).toContain('hreflang="x-default"');
  });
});
