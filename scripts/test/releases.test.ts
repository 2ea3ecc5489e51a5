// Release names: the same build content gives the same name, whatever the archive timestamps; any change of content gives another.
import { mkdtemp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { MANIFEST_CONTRACT_KEY, MANIFEST_PAGES_KEY, type PageDeclaration } from '@storefront/contracts';
import { digestOf, entryOf, pointAtThisOrigin, publish, readHistory, readPointer, rollback } from '../lib/releases';

async function build(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'build-'));
  for (const [name, content] of Object.entries(files)) {
    await mkdir(join(dir, name, '..'), { recursive: true });
    await writeFile(join(dir, name), content);
  }
  return dir;
}

const base = {
  'mf-manifest.json': '{"name":"mfe_forms"}',
  'remoteEntry.js': 'var mfe_forms;',
  'static/js/async/123.js': 'export default 1;',
  '@mf-types/compiled-types/src/routes.d.ts': 'export declare const remote: "forms";',
};

describe('release digest', () => {
  it('is the same for two builds of the same code, although their type archives were zipped at other times', async () => {
    const first = await build({ ...base, '@mf-types.zip': 'PK zipped at 20:21' });
    const second = await build({ ...base, '@mf-types.zip': 'PK zipped at 20:22' });
    expect(await digestOf(first)).toBe(await digestOf(second));
  });

  it('changes when a chunk, a file name or an exposed type changes', async () => {
    const reference = await digestOf(await build(base));
    expect(await digestOf(await build({ ...base, 'static/js/async/123.js': 'export default 2;' }))).not.toBe(reference);
    const { 'static/js/async/123.js': chunk, ...rest } = base;
    expect(await digestOf(await build({ ...rest, 'static/js/async/124.js': chunk }))).not.toBe(reference);
    expect(
      await digestOf(await build({ ...base, '@mf-types/compiled-types/src/routes.d.ts': 'export declare const remote: "shop";' })),
    ).not.toBe(reference);
  });
});

describe('the pointer after a change of port offset', () => {
  it("names each live release at this run's origin, keeping the release, and leaves a right entry alone", async () => {
    const previous = process.env.STOREFRONT_VAR_DIR;
    process.env.STOREFRONT_VAR_DIR = await mkdtemp(join(tmpdir(), 'var-'));
    try {
      const pointer = {
        remotes: {
          shop: { entry: 'http://localhost:1/releases/local-aaa/mf-manifest.json', release: 'local-aaa' },
          forms: { entry: entryOf('forms', 'local-bbb'), release: 'local-bbb', digest: 'ab'.repeat(32), pages: [] },
        },
      };
      const manifest = '{"name":"mfe_shop"}';
      await mkdir(join(process.env.STOREFRONT_VAR_DIR, 'releases/shop/local-aaa'), { recursive: true });
      await writeFile(join(process.env.STOREFRONT_VAR_DIR, 'releases/shop/local-aaa/mf-manifest.json'), manifest);
      await writeFile(join(process.env.STOREFRONT_VAR_DIR, 'mf-remotes.json'), JSON.stringify(pointer));
      const moved = await pointAtThisOrigin();
      const after = JSON.parse(await readFile(join(process.env.STOREFRONT_VAR_DIR, 'mf-remotes.json'), 'utf8'));
      expect(moved).toEqual(['shop']);
      // The entry moved is pinned to its manifest's bytes as well, and carries the pages it declares (none in a manifest without any).
      expect(after.remotes.shop).toEqual({
        entry: entryOf('shop', 'local-aaa'),
        release: 'local-aaa',
        digest: createHash('sha256').update(manifest).digest('hex'),
        pages: [],
      });
      expect(after.remotes.forms).toEqual(pointer.remotes.forms);
    } finally {
      if (previous === undefined) delete process.env.STOREFRONT_VAR_DIR;
      else process.env.STOREFRONT_VAR_DIR = previous;
    }
  });
});

describe('releases at the same moment', () => {
  it('loses none: every publish and rollback started together is in the pointer and the history, each pinned to its manifest', async () => {
    const previous = process.env.STOREFRONT_VAR_DIR;
    process.env.STOREFRONT_VAR_DIR = await mkdtemp(join(tmpdir(), 'var-'));
    try {
      const remotes = ['catalogue', 'shop', 'checkout', 'forms'] as const;
      const builds = await Promise.all(remotes.map((remote) => build({ ...base, 'mf-manifest.json': `{"name":"mfe_${remote}"}` })));
      const second = await Promise.all(remotes.map((remote) => build({ ...base, 'mf-manifest.json': `{"name":"mfe_${remote}","v":2}` })));
      // Eight writers at once: each remote's first and second release.
      await Promise.all(
        remotes.flatMap((remote, index) => [publish(remote, builds[index]!, 'one'), publish(remote, second[index]!, 'two')]),
      );
      const history = await readHistory();
      for (const remote of remotes) expect(history[remote]).toHaveLength(2);
      const pointer = await readPointer();
      expect(Object.keys(pointer.remotes).sort()).toEqual([...remotes].sort());
      for (const remote of remotes) {
        const live = pointer.remotes[remote]!;
        const manifest = await readFile(join(process.env.STOREFRONT_VAR_DIR, 'releases', remote, live.release, 'mf-manifest.json'));
        expect(live.release).toBe(history[remote]!.at(-1));
        expect(live.digest).toBe(createHash('sha256').update(manifest).digest('hex'));
      }
      // Two rollbacks of different remotes at once: both stay rolled back.
      await Promise.all([rollback('shop'), rollback('forms')]);
      const after = await readPointer();
      expect(after.remotes.shop?.release).toBe(history.shop![0]);
      expect(after.remotes.forms?.release).toBe(history.forms![0]);
      expect(after.remotes.catalogue?.release).toBe(history.catalogue![1]);
    } finally {
      if (previous === undefined) delete process.env.STOREFRONT_VAR_DIR;
      else process.env.STOREFRONT_VAR_DIR = previous;
    }
  });
});

describe('the pages a release declares', () => {
  const head = { fr: { title: 'T', description: 'D' }, en: { title: 'T', description: 'D' } };
  const manifest = (name: string, pages: PageDeclaration[]) => JSON.stringify({ name, metaData: { [MANIFEST_PAGES_KEY]: pages } });
  const cart: PageDeclaration = { id: 'cart', paths: { fr: '/fr/panier', en: '/en/cart/' }, personal: true, head };
  const contact: PageDeclaration = { id: 'contact', paths: { fr: '/fr/contact', en: '/en/contact' }, head };
  const visit: PageDeclaration = { id: 'storeVisit', paths: { fr: '/fr/visite-en-magasin', en: '/en/store-visit' }, head };

  it('go live with it, a rollback takes them away, and a release whose page another live remote has is refused, naming both', async () => {
    const previous = process.env.STOREFRONT_VAR_DIR;
    process.env.STOREFRONT_VAR_DIR = await mkdtemp(join(tmpdir(), 'var-'));
    try {
      await publish('checkout', await build({ ...base, 'mf-manifest.json': manifest('mfe_checkout', [cart]) }), 'one');
      await publish('forms', await build({ ...base, 'mf-manifest.json': manifest('mfe_forms', [contact]) }), 'one');
      await publish('forms', await build({ ...base, 'mf-manifest.json': manifest('mfe_forms', [contact, visit]) }), 'two');
      expect((await readPointer()).remotes.forms?.pages).toEqual([contact, visit]);

      // A page at the cart's French address: refused, and nothing moves.
      const intruder: PageDeclaration = { id: 'quickCart', paths: { fr: '/fr/panier/', en: '/en/quick-cart' }, head };
      const before = await readPointer();
      const clashing = await build({ ...base, 'mf-manifest.json': manifest('mfe_forms', [contact, intruder]) });
      await expect(publish('forms', clashing, 'three')).rejects.toThrow(
        `forms three-${await digestOf(clashing)} is not made live: /fr/panier (fr) is checkout's page "cart" and forms's page "quickCart"`,
      );
      // The same page name as another remote's is refused too.
      const sameName = await build({ ...base, 'mf-manifest.json': manifest('mfe_forms', [contact, { ...visit, id: 'cart' }]) });
      await expect(publish('forms', sameName, 'four')).rejects.toThrow('the page "cart" is declared by checkout and by forms');
      expect(await readPointer()).toEqual(before);
      expect((await readHistory()).forms).toHaveLength(2);

      await rollback('forms');
      expect((await readPointer()).remotes.forms?.pages).toEqual([contact]);
    } finally {
      if (previous === undefined) delete process.env.STOREFRONT_VAR_DIR;
      else process.env.STOREFRONT_VAR_DIR = previous;
    }
  });
});

describe('the contract a release was built against', () => {
  it('is what its manifest says, or unknown for a build that did not say it', async () => {
    const previous = process.env.STOREFRONT_VAR_DIR;
    process.env.STOREFRONT_VAR_DIR = await mkdtemp(join(tmpdir(), 'var-'));
    try {
      const said = await build({
        ...base,
        'mf-manifest.json': JSON.stringify({ name: 'mfe_forms', metaData: { [MANIFEST_CONTRACT_KEY]: '1.0.0' } }),
      });
      await expect(publish('forms', said, 'older-minor')).resolves.toMatchObject({ contract: '1.0.0' });
      await expect(publish('forms', await build(base), 'unsaid')).resolves.toMatchObject({ contract: null });
    } finally {
      if (previous === undefined) delete process.env.STOREFRONT_VAR_DIR;
      else process.env.STOREFRONT_VAR_DIR = previous;
    }
  });
});

describe("a new remote's first release", () => {
  const head = { fr: { title: 'T', description: 'D' }, en: { title: 'T', description: 'D' } };
  const probe = { name: 'probe', dir: '/elsewhere/mfe-probe', container: 'mfe_probe', port: 3999 };
  const page: PageDeclaration = { id: 'probePage', paths: { fr: '/fr/sonde', en: '/en/probe' }, head };

  it('registers it: its origin for the CDN, its entry and pages in the pointer; its rollback withdraws it', async () => {
    const previous = process.env.STOREFRONT_VAR_DIR;
    process.env.STOREFRONT_VAR_DIR = await mkdtemp(join(tmpdir(), 'var-'));
    try {
      await publish('forms', await build(base), 'one');
      const waited: string[] = [];
      const dist = await build({
        ...base,
        'mf-manifest.json': JSON.stringify({ name: 'mfe_probe', metaData: { [MANIFEST_PAGES_KEY]: [page] } }),
      });
      const { release } = await publish(probe, dist, 'first', { waitForOrigin: async (origin) => void waited.push(origin) });

      expect(waited).toEqual(['http://localhost:3999']);
      const origin = JSON.parse(await readFile(join(process.env.STOREFRONT_VAR_DIR, 'releases/probe/origin.json'), 'utf8'));
      expect(origin).toEqual({ origin: 'http://localhost:3999', port: 3999 });
      const live = (await readPointer()).remotes.probe;
      expect(live).toMatchObject({ entry: `http://localhost:3999/releases/${release}/mf-manifest.json`, release, pages: [page] });

      // Rolled back by its name alone (it is no folder of this checkout): the origin it was released at is remembered.
      await expect(rollback('probe')).resolves.toEqual({ from: release, to: null });
      const after = await readPointer();
      expect(Object.keys(after.remotes)).toEqual(['forms']);
      expect((await readHistory()).probe).toBeUndefined();
      await expect(rollback('probe')).rejects.toThrow('probe has no release to roll back');
    } finally {
      if (previous === undefined) delete process.env.STOREFRONT_VAR_DIR;
      else process.env.STOREFRONT_VAR_DIR = previous;
    }
  });
});
