import { describe, expect, it } from 'vitest';
import type { Readable } from 'node:stream';
import { data, useLoaderData, useMatches } from 'react-router';
import { CONTRACT_VERSION, type RemoteRoutesModule, type RemotesPointerFile, type SlotModule, type SlotName } from '@storefront/contracts';
import { localRuntimeConfig } from '@storefront/mf-config';
import { createPageRoutes, useLocale, usePageMeta, type PageLoaderArgs } from '@storefront/platform';
import { withSitePages } from '../../tests/sitePages';
import { renderPage, type RenderRequest } from './render';

const PRODUCTS: Record<string, string> = { 'spa-aurora': 'Spa Aurora' };

function ProductPage() {
  const { name } = useLoaderData() as { name: string };
  usePageMeta(name, `Tout sur ${name}`);
  return <h1>{name}</h1>;
}

/** A slow service: a slug ending in "-lent" answers only once the test opens the gate. */
function closedGate() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}
let gate = closedGate();

async function productLoader({ params, locale, config }: PageLoaderArgs) {
  const slug = params.slug ?? '';
  await (slug.endsWith('-lent') ? gate.promise : new Promise((resolve) => setTimeout(resolve, 5)));
  if (slug === 'panne-lent') throw new Error('the store timed out');
  const name = PRODUCTS[slug.replace(/-lent$/, '')];
  if (!name) throw data(null, { status: 404 });
  return { name: `${name} (${locale}, ${config.store.phone})` };
}

function Throws(): never {
  throw new Error('the page broke while rendering');
}

/** A listing whose data is a count; the category "lent" answers only once the test opens the gate. */
async function listingLoader({ params }: PageLoaderArgs) {
  if (params.category === 'lent') await gate.promise;
  return { total: 42 };
}

/** The shop's filter slot reads the page's loader data from the router's matches, as the real one does. */
function FilterSlot() {
  const total = useMatches()
    .map((match) => (match.loaderData as { total?: number } | null | undefined)?.total)
    .find((value) => value !== undefined);
  // As long as the real menu (tens of links): React moves a large boundary out of place unless told not to.
  const links = Array.from({ length: 200 }, (_, index) => <a key={index} href={`/fr/boutique/c${index}`}>{`Collection ${index}`}</a>);
  return (
    <nav>
      {`Tout voir (${total ?? 'rien'})`}
      {links}
    </nav>
  );
}
/** The newsletter block of every page (mfe-forms' NewsletterBlock stands for it here). */
function NewsletterSlot() {
  return <section data-testid="newsletter-block">{`Infolettre ${useLocale()}`}</section>;
}
const slotRequests: SlotName[] = [];
const loadSlot = async (slot: SlotName): Promise<SlotModule> => {
  slotRequests.push(slot);
  return { default: slot === 'newsletter' ? NewsletterSlot : FilterSlot };
};

function ShopHome() {
  return <h1>{`Boutique ${useLocale()}`}</h1>;
}

const shopFixture: RemoteRoutesModule = {
  contractVersion: CONTRACT_VERSION,
  remote: 'shop',
  release: 'fixture-1',
  createRoutes: (context) =>
    createPageRoutes(
      'shop',
      {
        shop: async () => ({ default: ShopHome }),
        shopListing: async () => ({ default: ShopHome, loader: listingLoader }),
        productDetail: async () => ({ default: ProductPage, loader: productLoader }),
        chemicals: async () => ({ default: Throws }),
        onlinePurchase: async () => ({
          default: ShopHome,
          loader: () => {
            throw new Error('the store is down');
          },
        }),
      },
      context,
    ),
};

// Each release carries its pages (the server's path table comes from them); the routes come from the fixtures.
const pointer = withSitePages({
  remotes: {
    shop: { entry: 'http://localhost:1/releases/fixture-1/mf-manifest.json', release: 'fixture-1' },
    catalogue: { entry: 'http://localhost:1/releases/catalogue-1/mf-manifest.json', release: 'catalogue-1' },
    checkout: { entry: 'http://localhost:1/releases/checkout-1/mf-manifest.json', release: 'checkout-1' },
    forms: { entry: 'http://localhost:1/releases/forms-1/mf-manifest.json', release: 'forms-1' },
  },
}) as unknown as RemotesPointerFile;

async function text(body: Readable): Promise<string> {
  let html = '';
  for await (const chunk of body) html += String(chunk);
  return html;
}

const config = localRuntimeConfig();
const logs: string[] = [];
const request = (url: string, extra: Partial<RenderRequest> = {}): RenderRequest => ({
  url,
  headers: new Headers(),
  pointer,
  config,
  origin: 'https://www.piscinessoleil.ca',
  budgetMs: 200,
  log: (message) => logs.push(message),
  loadRoutes: async () => shopFixture,
  loadSlot,
  ...extra,
});

async function render(url: string, extra: Partial<RenderRequest> = {}) {
  const result = await renderPage(request(url, extra));
  if (result.kind !== 'page') throw new Error(`expected a page, got a ${result.status} redirect`);
  return { ...result, html: await text(result.body) };
}

describe('server rendering', () => {
  it('renders the layout and the remote page with its loader data, and hands the data to the browser', async () => {
    const page = await render('/fr/produits/spa-aurora');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<h1>Spa Aurora (fr, 450 555-0123)</h1>');
    expect(page.html).toContain('id="contenu"');
    expect(page.html).toContain('data-release="fixture-1"');
    expect(page.state.rendered).toBe('shop');
    expect(JSON.stringify(page.state.hydrationData?.loaderData)).toContain('Spa Aurora');
  });

  it("collects the title and description the page gives, for the document's head, and none where it gives none", async () => {
    const product = await render('/fr/produits/spa-aurora');
    expect(product.pageMeta).toEqual({
      title: expect.stringContaining('Spa Aurora'),
      description: expect.stringContaining('Tout sur Spa Aurora'),
    });
    const shop = await render('/fr/boutique');
    expect(shop.pageMeta).toBeNull();
  });

  it("gives each request's loaders the configuration it carries, with no configuration set beforehand", async () => {
    const other = { ...config, store: { ...config.store, phone: '819 555-0000' } };
    const [first, second] = await Promise.all([render('/fr/produits/spa-aurora'), render('/fr/produits/spa-aurora', { config: other })]);
    expect(first.html).toContain('<h1>Spa Aurora (fr, 450 555-0123)</h1>');
    expect(second.html).toContain('<h1>Spa Aurora (fr, 819 555-0000)</h1>');
    expect(second.state.config.store.phone).toBe('819 555-0000');
  });

  it('renders an English page in English', async () => {
    const page = await render('/en/store');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<h1>Boutique en</h1>');
  });

  it('gives a 404 status and the 404 page when the loader finds nothing', async () => {
    const page = await render('/fr/produits/inconnu');
    expect(page.status).toBe(404);
    expect(page.html).toContain('Désolé la page demandée n&#x27;existe pas.');
  });

  it('gives a 500 status and the error page when a loader throws', async () => {
    const page = await render('/fr/boutique/achat-en-ligne');
    expect(page.status).toBe(500);
    expect(page.html).toContain('Désolé, une erreur est survenue.');
    expect(page.state.rendered).toBeNull();
  });

  it('gives a 500 status and the error page when a page throws while rendering', async () => {
    const page = await render('/fr/boutique/produits-chimiques');
    expect(page.status).toBe(500);
    expect(page.html).toContain('Désolé, une erreur est survenue.');
  });

  it('answers 200 with the layout and leaves the page to the browser when the remote cannot be loaded', async () => {
    const page = await render('/fr/boutique', { loadRoutes: async () => Promise.reject(new Error('manifest 404')) });
    expect(page.status).toBe(200);
    expect(page.html).toContain('id="contenu"');
    expect(page.html).toContain('data-remote="shop" data-state="loading"');
    expect(page.state.rendered).toBeNull();
    expect(page.fallback).toContain('manifest 404');
  });

  it('leaves the page to the browser when the remote takes longer than the budget', async () => {
    const started = performance.now();
    const page = await render('/fr/boutique', { budgetMs: 50, loadRoutes: () => new Promise(() => {}) });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(page.status).toBe(200);
    expect(page.html).toContain('data-remote="shop" data-state="loading"');
    expect(page.fallback).toContain('did not load within 50 ms');
  });

  it('leaves the page to the browser when its data does not come within the data budget (a stalled service)', async () => {
    const page = await render('/fr/produits/spa-aurora', { dataBudgetMs: 1 });
    expect(page.status).toBe(200);
    expect(page.html).toContain('data-remote="shop" data-state="loading"');
    expect(page.html).not.toContain('Spa Aurora');
    expect(page.state).toMatchObject({ rendered: null, hydrationData: null });
    expect(page.fallback).toBe('data not within 1 ms');
    expect(logs).toContain('[ssr] /fr/produits/spa-aurora renders in the browser: its data did not come within 1 ms');
  });

  it('logs a failing remote once, not on every request', async () => {
    const failing = { loadRoutes: async () => Promise.reject(new Error('remote down')) };
    const before = logs.filter((line) => line.includes('remote down')).length;
    await render('/fr/boutique', failing);
    await render('/fr/boutique', failing);
    expect(logs.filter((line) => line.includes('remote down')).length - before).toBe(1);
  });

  it("renders the cart's frame on the server through the checkout remote, as any remote's page", async () => {
    const checkoutFixture: RemoteRoutesModule = {
      contractVersion: CONTRACT_VERSION,
      remote: 'checkout',
      release: 'checkout-1',
      createRoutes: (context) => createPageRoutes('checkout', { cart: async () => ({ default: () => <h1>Mon Panier</h1> }) }, context),
    };
    const loaded: string[] = [];
    const page = await render('/fr/panier', { loadRoutes: async (remote) => (loaded.push(remote), checkoutFixture) });
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<div data-remote="checkout"[^>]* data-state="ready"><h1>Mon Panier<\/h1>/);
    expect(page.build).toBe('checkout-1');
    expect(page.state.rendered).toBe('checkout');
    expect(page.fallback).toBeNull();
    expect(loaded).toEqual(['checkout']);
  });

  describe('data that comes after the layout', () => {
    /**
     * The response's chunks, each with whether the slow service had answered when it came. The gate opens once the first
     * chunk is there (or at once, or never), so what leaves before the data is known whatever the machine's speed.
     */
    async function chunks(
      url: string,
      extra: Partial<RenderRequest> = {},
      open: 'after-first-chunk' | 'at-once' | 'never' = 'after-first-chunk',
    ) {
      gate = closedGate();
      if (open === 'at-once') gate.resolve();
      const result = await renderPage(request(url, { streamAfterMs: 30, nonce: 'bm9uY2U=', ...extra }));
      if (result.kind !== 'page') throw new Error('expected a page');
      const parts: { afterData: boolean; html: string }[] = [];
      let answered = open === 'at-once';
      for await (const chunk of result.body) {
        parts.push({ afterData: answered, html: String(chunk) });
        if (open === 'after-first-chunk' && !answered) {
          answered = true;
          gate.resolve();
        }
      }
      return { result, parts, html: parts.map((part) => part.html).join('') };
    }

    it('sends the layout and the loading line at once, then the page in the same response, with the data for the browser', async () => {
      const { result, parts, html } = await chunks('/fr/produits/spa-aurora-lent');
      expect(result.status).toBe(200);
      expect(result.streamed).toBe(true);
      const first = parts[0]!;
      expect(first.afterData).toBe(false);
      expect(first.html).toContain('id="contenu"');
      expect(first.html).toContain('Chargement de la page…');
      expect(first.html).not.toContain('Spa Aurora');
      expect(html).toContain('<h1>Spa Aurora (fr, 450 555-0123)</h1>');
      expect(parts.find((part) => part.html.includes('Spa Aurora'))!.afterData).toBe(true);
      // React's script that puts the page in place carries the response's nonce (the policy allows no other inline script).
      expect(html).toContain('$RC("B:0","S:0")</script>');
      expect(html.match(/<script[^>]*>/g)?.every((tag) => tag === '<script nonce="bm9uY2U=">')).toBe(true);
      expect(result.state.rendered).toBe('shop');
      expect(result.state.streamed).toHaveLength(1);
      expect(JSON.stringify(result.state.hydrationData?.loaderData)).toContain('Spa Aurora (fr');
      expect(result.pageMeta).toBeNull();
    });

    it('waits for the data when asked to (the render kept in the cache), as when it comes in time', async () => {
      const { result, html } = await chunks('/fr/produits/spa-aurora-lent', { streamAfterMs: Infinity }, 'at-once');
      expect(result.streamed).toBe(false);
      expect(html).toContain('<h1>Spa Aurora (fr, 450 555-0123)</h1>');
      expect(html).not.toContain('$RC');
      expect(html).not.toContain('Chargement de la page…');
      expect(result.state.streamed).toBeUndefined();
      expect(result.pageMeta?.title).toContain('Spa Aurora');
      const fast = await chunks('/fr/produits/spa-aurora', { streamAfterMs: 5_000 });
      expect(fast.result.streamed).toBe(false);
      expect(fast.html).not.toContain('Chargement de la page…');
    });

    it('shows the 404 page when late data finds nothing, and leaves the page to the browser', async () => {
      const { result, html } = await chunks('/fr/produits/inconnu-lent');
      expect(result.status).toBe(200);
      expect(html).toContain('Désolé la page demandée n&#x27;existe pas.');
      expect(result.state).toMatchObject({ rendered: null, hydrationData: null });
      expect(result.state.streamed).toBeUndefined();
    });

    it('leaves the page to the browser, and says so once, when late data fails', async () => {
      const { result, html } = await chunks('/fr/produits/panne-lent');
      expect(result.status).toBe(200);
      expect(html).not.toContain('<h1>');
      expect(html).toContain('data-remote="shop" data-state="loading"></div>');
      expect(result.state).toMatchObject({ rendered: null, hydrationData: null });
      expect(logs.filter((line) => line.includes('/fr/produits/panne-lent') && line.includes('the store timed out'))).toHaveLength(1);
    });

    it('gives late data what is left of the data budget, then leaves the page to the browser', async () => {
      const { result, html } = await chunks('/fr/produits/spa-aurora-lent', { dataBudgetMs: 80 }, 'never');
      expect(html).not.toContain('Spa Aurora');
      expect(result.state).toMatchObject({ rendered: null, hydrationData: null });
    });
  });

  describe("the layout's slots of the page's remote", () => {
    const asideOf = (html: string) => /<aside[^>]*data-testid="shop-filters"[^>]*>.*?<\/aside>/s.exec(html)?.[0] ?? '';

    it("renders the filter panel beside a shop listing with the listing's data, and tells the browser it did", async () => {
      const page = await render('/fr/boutique/spas');
      expect(page.status).toBe(200);
      expect(asideOf(page.html)).toContain('Tout voir (42)');
      expect(asideOf(page.html)).toContain('Collection 199');
      expect(page.missingSlots).toEqual([]);
      // In place, not moved out and put back by a script (a cached page has no nonce for it).
      expect(page.html).not.toContain('<!--$?-->');
      expect(page.state.slots).toEqual(['filterPanel', 'newsletter']);
    });

    it('loads no filter panel for a page without the shop layout', async () => {
      slotRequests.length = 0;
      const page = await render('/fr/produits/spa-aurora');
      expect(slotRequests).toEqual(['newsletter']);
      expect(page.state.slots).toEqual(['newsletter']);
    });

    it('renders the newsletter block of every page in its place, before the footer, so it never pushes the footer down', async () => {
      for (const path of ['/fr/produits/spa-aurora', '/en/store/spas']) {
        const page = await render(path);
        const block = page.html.indexOf('<section data-testid="newsletter-block">Infolettre');
        expect(block, path).toBeGreaterThan(page.html.indexOf('</main>'));
        expect(block, path).toBeLessThan(page.html.indexOf('<footer'));
        expect(page.html, path).toContain(`Infolettre ${path.slice(1, 3)}`);
        expect(page.missingSlots, path).toEqual([]);
      }
    });

    it('leaves the newsletter block to the browser when the forms remote cannot be had, and does not keep the page', async () => {
      const failing = async (slot: SlotName) => (slot === 'newsletter' ? Promise.reject(new Error('forms is down')) : loadSlot(slot));
      const page = await render('/fr/produits/spa-aurora', { loadSlot: failing });
      expect(page.status).toBe(200);
      expect(page.state.slots).toEqual([]);
      expect(page.missingSlots).toEqual(['newsletter']);
      expect(page.html).not.toContain('data-testid="newsletter-block"');
    });

    it('leaves a slot that cannot be loaded to the browser, and the page still renders on the server', async () => {
      const page = await render('/en/store/spas', {
        loadSlot: async (slot) => (slot === 'filterPanel' ? Promise.reject(new Error('FilterPanel chunk 404')) : loadSlot(slot)),
      });
      expect(page.status).toBe(200);
      expect(page.html).toContain('<h1>Boutique en</h1>');
      expect(page.state.rendered).toBe('shop');
      expect(page.state.slots).toEqual(['newsletter']);
      // Whole again on a later request: the server does not keep this one in its cache.
      expect(page.missingSlots).toEqual(['filterPanel']);
      expect(asideOf(page.html)).not.toContain('<nav>');
      expect(logs.some((line) => line.includes('FilterPanel chunk 404'))).toBe(true);
    });

    it('leaves the slots to the browser when the data follows the layout (they would render without it)', async () => {
      gate = closedGate();
      // The layout leaves before the data: the gate opens once the page has answered.
      const result = await renderPage(request('/fr/boutique/lent', { streamAfterMs: 20 }));
      gate.resolve();
      if (result.kind !== 'page') throw new Error('expected a page');
      const html = await text(result.body);
      expect(result.streamed).toBe(true);
      expect(result.state.slots).toEqual([]);
      expect(asideOf(html)).not.toContain('<nav>');
    });
  });

  it('redirects the bare root to the French home page', async () => {
    const result = await renderPage(request('/'));
    expect(result).toMatchObject({ kind: 'redirect', status: 302, location: '/fr' });
  });
});
