import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RemoteRoutesModule } from '@storefront/contracts';

const ensureRemote = vi.fn<(remote: string) => Promise<RemoteRoutesModule>>();
vi.mock('../federation/registry', () => ({ ensureRemote, releaseOf: () => 'a' }));
const { warmPage } = await import('./createShellRouter');

const shopPage = vi.fn(async () => ({ Component: () => null }));
const productPage = vi.fn(async () => ({ Component: () => null }));
const shop: RemoteRoutesModule = {
  contractVersion: '1.1.0',
  remote: 'shop',
  release: 'a',
  createRoutes: ({ basePath }) => [
    { path: `${basePath}/boutique`, lazy: shopPage },
    { path: `${basePath}/produits/:handle`, lazy: productPage },
  ],
};

beforeEach(() => {
  vi.clearAllMocks();
  ensureRemote.mockResolvedValue(shop);
});

describe('warmPage', () => {
  it("loads the remote's routes and only the chunk of the page the link leads to", async () => {
    await warmPage('/fr/boutique');
    expect(ensureRemote).toHaveBeenCalledWith('shop');
    expect(shopPage).toHaveBeenCalledTimes(1);
    expect(productPage).not.toHaveBeenCalled();
  });

  it('does nothing for a path no remote owns', async () => {
    await warmPage('/fr/nulle-part');
    expect(ensureRemote).not.toHaveBeenCalled();
  });

  it('leaves a failed load to the navigation (no error thrown)', async () => {
    ensureRemote.mockRejectedValue(new Error('down'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(warmPage('/fr/boutique')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
  });
});
