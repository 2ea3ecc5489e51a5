import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTRACT_VERSION, type RemotesPointerFile } from '@storefront/contracts';

const runtime = vi.hoisted(() => ({ registerRemotes: vi.fn(), loadRemote: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => ({ createInstance: () => runtime }));

const { fetchPinned, loadRoutesModule, withDeadline, ManifestDigestError, RemoteTimeoutError } = await import('./serverRemotes');

const pointerAt = (release: string) =>
  ({ remotes: { shop: { entry: `http://cdn.local/releases/${release}/mf-manifest.json`, release } } }) as unknown as RemotesPointerFile;
const routes = { contractVersion: CONTRACT_VERSION, remote: 'shop', release: 'r', createRoutes: () => [] };

describe("the remotes' server code", () => {
  beforeEach(() => {
    runtime.registerRemotes.mockClear();
    runtime.loadRemote.mockReset();
  });

  it('registers a release once, replaces it with force when the pointer moves, and after a failure registers it again', async () => {
    runtime.loadRemote.mockResolvedValue(routes);
    await loadRoutesModule('shop', pointerAt('r1'));
    await loadRoutesModule('shop', pointerAt('r1'));
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes.mock.calls[0]?.[1]).toEqual({ force: false });

    await loadRoutesModule('shop', pointerAt('r2'));
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mfe_shop', alias: 'shop', entry: pointerAt('r2').remotes.shop?.entry }],
      { force: true },
    );

    // A manifest that failed stays cached in the runtime: the same entry is registered again, with force, on the next request.
    runtime.loadRemote.mockRejectedValueOnce(new Error('#RUNTIME-003'));
    await expect(loadRoutesModule('shop', pointerAt('r2'))).rejects.toThrow('#RUNTIME-003');
    await loadRoutesModule('shop', pointerAt('r2'));
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(3);
    expect(runtime.registerRemotes.mock.calls[2]?.[1]).toEqual({ force: true });
  });

  it('refuses a remote built against another contract major or a newer minor, and loads one of an older minor', async () => {
    runtime.loadRemote.mockResolvedValue({ ...routes, contractVersion: '2.0.0' });
    await expect(loadRoutesModule('shop', pointerAt('r3'))).rejects.toThrow(
      `contract 2.0.0 is another major than the shell's ${CONTRACT_VERSION}`,
    );
    runtime.loadRemote.mockResolvedValue({ ...routes, contractVersion: '1.99.0' });
    await expect(loadRoutesModule('shop', pointerAt('r4'))).rejects.toThrow(
      `contract 1.99.0 is newer than the shell's ${CONTRACT_VERSION}`,
    );
    runtime.loadRemote.mockResolvedValue({ ...routes, contractVersion: '1.0.0' });
    await expect(loadRoutesModule('shop', pointerAt('r5'))).resolves.toMatchObject({ contractVersion: '1.0.0' });
  });

  it('gives up on a load past its deadline', async () => {
    await expect(withDeadline(new Promise(() => {}), 20, 'shop/routes')).rejects.toBeInstanceOf(RemoteTimeoutError);
    await expect(withDeadline(Promise.resolve(1), 20, 'shop/routes')).resolves.toBe(1);
  });

  it("fetches a pinned manifest and passes on its bytes only when they are the release's; leaves any other address to the runtime", async () => {
    const manifest = '{"name":"mfe_shop","metaData":{}}';
    const digest = createHash('sha256').update(manifest).digest('hex');
    const entry = 'http://cdn.local/releases/pinned/mf-manifest.json';
    runtime.loadRemote.mockResolvedValue(routes);
    await loadRoutesModule('shop', { remotes: { shop: { entry, release: 'pinned', digest } } } as unknown as RemotesPointerFile);
    const cdn = (body: string) => vi.fn(async () => new Response(body)) as unknown as typeof fetch;

    const good = await fetchPinned(entry, {}, cdn(manifest));
    expect(await (good as Response).json()).toEqual(JSON.parse(manifest));
    await expect(fetchPinned(entry, {}, cdn(manifest.replace('{}', '{"x":1}')))).rejects.toBeInstanceOf(ManifestDigestError);
    expect(fetchPinned('http://cdn.local/releases/other/mf-manifest.json', {}, cdn(manifest))).toBeUndefined();
    await expect(
      fetchPinned(entry, {}, vi.fn(async () => new Response('gone', { status: 404 })) as unknown as typeof fetch),
    ).rejects.toThrow('answered 404');
  });
});
