// Release names: the same build content gives the same name, whatever the archive timestamps; any change of content gives another.
import { mkdtemp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { digestOf, entryOf, pointAtThisOrigin } from '../lib/releases';

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
    expect(await digestOf(await build({ ...base, '@mf-types/compiled-types/src/routes.d.ts': 'export declare const remote: "shop";' }))).not.toBe(reference);
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
          forms: { entry: entryOf('forms', 'local-bbb'), release: 'local-bbb' },
        },
      };
      await writeFile(join(process.env.STOREFRONT_VAR_DIR, 'mf-remotes.json'), JSON.stringify(pointer));
      const moved = await pointAtThisOrigin();
      const after = JSON.parse(await readFile(join(process.env.STOREFRONT_VAR_DIR, 'mf-remotes.json'), 'utf8'));
      expect(moved).toEqual(['shop']);
      expect(after.remotes.shop).toEqual({ entry: entryOf('shop', 'local-aaa'), release: 'local-aaa' });
      expect(after.remotes.forms).toEqual(pointer.remotes.forms);
    } finally {
      if (previous === undefined) delete process.env.STOREFRONT_VAR_DIR;
      else process.env.STOREFRONT_VAR_DIR = previous;
    }
  });
});
