// @vitest-environment happy-dom
// Checks that a saved list reads only its own products (not the whole shop), once each, shows them in the order they were
// saved, lets a product the shop no longer lists leave the list, and says so when they cannot be read; and that the products
// the server read from the list's cookie are rendered by the server and not read again.
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListedShopProduct, RuntimeConfig } from '@storefront/contracts';
import { PlatformProvider, platformStore, runtimeConfigAtom, savedListAtoms } from '@storefront/platform';
import { NOTHING_SAVED, type ServerSaved } from './savedLoader';
import { useSavedProducts } from './useSavedProducts';

const loadShopProducts =
  vi.fn<(config: RuntimeConfig, locale: string, handles: string[]) => Promise<Map<string, ListedShopProduct | null>>>();
vi.mock('../../data/shopCatalogue', () => ({ loadShopProducts }));

const product = (handle: string) =>
  ({
    id: `gid://shopify/Product/${handle}`,
    handle,
    title: handle,
    description: '',
    vendor: 'Marque',
    categoryTitle: 'Produits chimiques',
    productTypeHandle: 'chlore',
    tags: [],
    images: [],
    options: [],
    variants: [],
    buyOnline: true,
    publishedAt: '2026-01-01T00:00:00Z',
  }) as unknown as ListedShopProduct;
const saved = (handle: string) => ({ id: `gid://shopify/Product/${handle}`, handle, title: handle });

function Probe({ list = 'wishlist', server = NOTHING_SAVED }: { list?: 'wishlist' | 'compare'; server?: ServerSaved }) {
  const { state } = useSavedProducts(list, server);
  return (
    <p>
      {state.status === 'ready'
        ? `ready:${state.products.map(({ card }) => card.handle).join(',')}${state.pending ? '+' : ''}`
        : state.status}
    </p>
  );
}

let container: HTMLElement;
beforeEach(() => {
  platformStore.set(runtimeConfigAtom, {} as RuntimeConfig);
  container = document.body.appendChild(document.createElement('div'));
});
afterEach(() => {
  container.remove();
  localStorage.clear();
  platformStore.set(savedListAtoms.wishlist, []);
  platformStore.set(savedListAtoms.compare, []);
  loadShopProducts.mockReset();
});

async function shown(text: string) {
  await vi.waitFor(() => expect(container.textContent).toBe(text), { timeout: 2000 });
}

describe('useSavedProducts', () => {
  it('reads the saved products only, once, in the order saved, and drops the one the shop no longer lists', async () => {
    localStorage.setItem('storefront.wishlist', JSON.stringify([saved('spa-h7'), saved('retire'), saved('chlore')]));
    loadShopProducts.mockImplementation(
      async (_config, _locale, handles) => new Map(handles.map((handle) => [handle, handle === 'retire' ? null : product(handle)])),
    );
    const root = createRoot(container);
    root.render(
      <PlatformProvider>
        <Probe />
      </PlatformProvider>,
    );
    await shown('ready:spa-h7,chlore');
    expect(loadShopProducts).toHaveBeenCalledTimes(1);
    expect(loadShopProducts.mock.calls[0]?.[2]).toEqual(['spa-h7', 'retire', 'chlore']);
    await vi.waitFor(() =>
      expect((JSON.parse(localStorage.getItem('storefront.wishlist') ?? '[]') as { handle: string }[]).map(({ handle }) => handle)).toEqual(
        ['spa-h7', 'chlore'],
      ),
    );
    // A product saved in another tab is read alone; the ones already read are not asked for again.
    platformStore.set(savedListAtoms.wishlist, (items) => [...items, saved('brome')]);
    await shown('ready:spa-h7,chlore,brome');
    expect(loadShopProducts.mock.calls.map((call) => call[2])).toEqual([['spa-h7', 'retire', 'chlore'], ['brome']]);
    root.unmount();
  });

  it('says the products could not be read when the store or the catalogue does not answer', async () => {
    localStorage.setItem('storefront.wishlist', JSON.stringify([saved('chlore')]));
    loadShopProducts.mockRejectedValue(new Error('offline'));
    const root = createRoot(container);
    root.render(
      <PlatformProvider>
        <Probe />
      </PlatformProvider>,
    );
    await shown('error');
    expect(loadShopProducts).toHaveBeenCalledTimes(1);
    root.unmount();
  });

  it('reads the compared products alone too: their own documents carry the specifications the rows need', async () => {
    localStorage.setItem('storefront.compare', JSON.stringify([saved('spa-h7'), saved('spa-e6l')]));
    loadShopProducts.mockImplementation(async (_config, _locale, handles) => new Map(handles.map((handle) => [handle, product(handle)])));
    const root = createRoot(container);
    root.render(
      <PlatformProvider>
        <Probe list="compare" />
      </PlatformProvider>,
    );
    await shown('ready:spa-h7,spa-e6l');
    expect(loadShopProducts.mock.calls.map((call) => call.slice(2))).toEqual([[['spa-h7', 'spa-e6l']]]);
    root.unmount();
  });

  const fromCookie: ServerSaved = {
    handles: ['spa-h7', 'chlore'],
    read: [
      ['spa-h7', product('spa-h7')],
      ['chlore', product('chlore')],
    ],
  };

  it('renders on the server the products its cookie named, and the frame without one', () => {
    const html = (server: ServerSaved) =>
      renderToString(
        <PlatformProvider>
          <Probe server={server} />
        </PlatformProvider>,
      );
    expect(html(fromCookie)).toBe('<p>ready:spa-h7,chlore</p>');
    expect(html(NOTHING_SAVED)).toBe('<p>frame</p>');
    // What the server could not read is read in the browser, after a loading line.
    expect(html({ handles: ['spa-h7'], read: [] })).toBe('<p>loading</p>');
    expect(loadShopProducts).not.toHaveBeenCalled();
  });

  it('reads nothing again when storage holds what the server rendered, and only what it holds besides', async () => {
    localStorage.setItem('storefront.wishlist', JSON.stringify([saved('spa-h7'), saved('chlore')]));
    loadShopProducts.mockImplementation(async (_config, _locale, handles) => new Map(handles.map((handle) => [handle, product(handle)])));
    const root = createRoot(container);
    root.render(
      <PlatformProvider>
        <Probe server={fromCookie} />
      </PlatformProvider>,
    );
    await shown('ready:spa-h7,chlore');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loadShopProducts).not.toHaveBeenCalled();
    // A product past the cookie's: the ones shown stay while it is read (no loading line in their place).
    let release = () => undefined as void;
    loadShopProducts.mockImplementation(
      (_config, _locale, handles) =>
        new Promise((resolve) => (release = () => resolve(new Map(handles.map((handle) => [handle, product(handle)]))))),
    );
    platformStore.set(savedListAtoms.wishlist, (items) => [...items, saved('brome')]);
    await shown('ready:spa-h7,chlore+');
    release();
    await shown('ready:spa-h7,chlore,brome');
    expect(loadShopProducts.mock.calls.map((call) => call[2])).toEqual([['brome']]);
    root.unmount();
  });
});
