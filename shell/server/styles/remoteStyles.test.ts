import { describe, expect, it } from 'vitest';
import type { RemotesPointerFile } from '@storefront/contracts';
import { createRemoteStyles, routeStyleSheets } from './remoteStyles';

const manifest = {
  exposes: [
    { path: './FilterPanel', assets: { css: { sync: ['static/css/filter.css'], async: [] } } },
    { path: './routes', assets: { css: { sync: ['static/css/async/routes.css'], async: ['static/css/async/7.css'] } } },
  ],
};
const pointerAt = (release: string) =>
  ({ remotes: { shop: { entry: `http://cdn.local/releases/${release}/mf-manifest.json`, release } } }) as unknown as RemotesPointerFile;

describe("a remote's style sheets", () => {
  it("are its routes' sheets, next to its manifest", () => {
    expect(routeStyleSheets(manifest, 'http://cdn.local/releases/r1/mf-manifest.json')).toEqual([
      'http://cdn.local/releases/r1/static/css/async/routes.css',
      'http://cdn.local/releases/r1/static/css/async/7.css',
    ]);
  });

  it('add the sheets of the slots the server rendered with the page, each sheet once', () => {
    const withSlot = {
      ...manifest,
      exposes: [...manifest.exposes, { path: './Other', assets: { css: { sync: ['static/css/other.css'], async: [] } } }],
    };
    withSlot.exposes[0] = {
      path: './FilterPanel',
      assets: { css: { sync: ['static/css/filter.css', 'static/css/async/7.css'], async: [] } },
    };
    expect(routeStyleSheets(withSlot, 'http://cdn.local/releases/r1/mf-manifest.json', ['./FilterPanel'])).toEqual([
      'http://cdn.local/releases/r1/static/css/async/routes.css',
      'http://cdn.local/releases/r1/static/css/async/7.css',
      'http://cdn.local/releases/r1/static/css/filter.css',
    ]);
    // Another remote's slot on the page (the newsletter block of every page): its own sheets, not that remote's pages'.
    expect(routeStyleSheets(withSlot, 'http://cdn.local/releases/r1/mf-manifest.json', ['./FilterPanel'], false)).toEqual([
      'http://cdn.local/releases/r1/static/css/filter.css',
      'http://cdn.local/releases/r1/static/css/async/7.css',
    ]);
  });

  it('are read once per release, again after a release, and none when the manifest cannot be read', async () => {
    const reads: string[] = [];
    const styles = createRemoteStyles(async (entry) => {
      reads.push(entry);
      if (entry.includes('broken')) throw new Error('404');
      return manifest;
    });
    await styles('shop', pointerAt('r1'));
    expect(await styles('shop', pointerAt('r1'))).toHaveLength(2);
    expect((await styles('shop', pointerAt('r2')))[0]).toContain('/r2/');
    expect(await styles('shop', pointerAt('broken'))).toEqual([]);
    expect(reads).toHaveLength(3);
  });
});
