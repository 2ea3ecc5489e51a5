import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedCopies, precompressFolder, PRECOMPRESSED } from './precompress';

describe("a build's compressed copies", () => {
  it("decompress to the asset, and the brotli one is smaller than the servers' on-the-fly quality", async () => {
    const asset = Buffer.from(Array.from({ length: 2000 }, (_, i) => `function f${i}(a){return a*${i}+"${(i * 7919) % 1000}"}`).join(';'));
    const { br, gz } = await compressedCopies(asset);
    expect(brotliDecompressSync(br).equals(asset)).toBe(true);
    expect(gunzipSync(gz).equals(asset)).toBe(true);
    const onTheFly = brotliCompressSync(asset, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    expect(br.length).toBeLessThan(onTheFly.length);
  });

  it('are made for text assets only', () => {
    expect(['a.js', 'b.css', 'mf-manifest.json', 'icon.svg', 'index.html'].every((name) => PRECOMPRESSED.test(name))).toBe(true);
    expect(['font.woff2', 'image.webp', 'a.js.br', 'a.js.LICENSE.txt', 'a.js.map'].some((name) => PRECOMPRESSED.test(name))).toBe(false);
  });

  it('are written beside the text files of an output as they are on disk, its server folder left out', async () => {
    const root = await mkdtemp(join(tmpdir(), 'precompress-'));
    try {
      const big = 'export const x = "' + 'storefront '.repeat(300) + '";';
      await mkdir(join(root, 'static/js'), { recursive: true });
      await mkdir(join(root, 'ssr'));
      await writeFile(join(root, 'mf-manifest.json'), JSON.stringify({ ssr: big }));
      await writeFile(join(root, 'static/js/a.js'), big);
      await writeFile(join(root, 'static/js/tiny.js'), 'export {};');
      await writeFile(join(root, 'static/font.woff2'), big);
      await writeFile(join(root, 'ssr/remoteEntry.js'), big);
      expect(await precompressFolder(root, new Set(['ssr']))).toBe(2);
      expect((await readdir(join(root, 'static/js'))).sort()).toEqual(['a.js', 'a.js.br', 'a.js.gz', 'tiny.js']);
      expect(await readdir(join(root, 'ssr'))).toEqual(['remoteEntry.js']);
      expect(brotliDecompressSync(await readFile(join(root, 'mf-manifest.json.br'))).toString()).toBe(JSON.stringify({ ssr: big }));
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
