// Drives the real firebase/storage SDK against the local cloud's Storage emulation.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getBytes, getDownloadURL, getMetadata, listAll, ref } from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalCloud, type LocalCloud } from '../src/server';
import { connectFirebase, type TestFirebase } from './support/firebase';

let cloud: LocalCloud;
let firebase: TestFirebase;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'local-cloud-storage-'));
  cloud = await startLocalCloud({ port: 0, dataDir });
  firebase = connectFirebase(cloud.port);
});

afterAll(async () => {
  await firebase.close();
  await cloud.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('Storage', () => {
  it('resolves a download URL that serves the image with its type and a long cache', async () => {
    const url = await getDownloadURL(ref(firebase.storage, 'categories/spas.webp'));
    expect(url).toMatch(
      new RegExp(`^${cloud.url}/v0/b/demo-storefront\\.appspot\\.com/o/categories%2Fspas\\.webp\\?alt=media&token=[0-9a-f-]{36}$`),
    );
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });

  it('answers metadata the SDK maps (name, bucket, size, content type)', async () => {
    const metadata = await getMetadata(ref(firebase.storage, 'customer-documents/spas/garantie-des-spas-boreal.pdf'));
    expect(metadata.name).toBe('garantie-des-spas-boreal.pdf');
    expect(metadata.fullPath).toBe('customer-documents/spas/garantie-des-spas-boreal.pdf');
    expect(metadata.bucket).toBe('demo-storefront.appspot.com');
    expect(metadata.contentType).toBe('application/pdf');
    expect(metadata.size).toBeGreaterThan(500);
    const bytes = Buffer.from(await getBytes(ref(firebase.storage, metadata.fullPath)));
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBe(metadata.size);
  });

  it('serves SVG icons as SVG', async () => {
    const response = await fetch(await getDownloadURL(ref(firebase.storage, 'icons/spas/jets.svg')));
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toMatch(/^<svg /);
  });

  it('reports a missing object as object-not-found', async () => {
    await expect(getDownloadURL(ref(firebase.storage, 'categories/absent.webp'))).rejects.toMatchObject({
      code: 'storage/object-not-found',
    });
  });

  it('refuses a wrong token and objects outside the public folders', async () => {
    const url = await getDownloadURL(ref(firebase.storage, 'categories/spas.webp'));
    const forged = url.replace(/token=[^&]+/, 'token=00000000-0000-4000-a000-000000000000');
    expect((await fetch(forged)).status).toBe(403);
    await expect(getDownloadURL(ref(firebase.storage, 'private/secret.pdf'))).rejects.toMatchObject({ code: 'storage/unauthorized' });
  });

  it('lists a folder', async () => {
    const listing = await listAll(ref(firebase.storage, 'icons/spas'));
    expect(listing.items.map((item) => item.name)).toContain('persons.svg');
    const root = await listAll(ref(firebase.storage, 'customer-documents'));
    expect(root.prefixes.map((prefix) => prefix.name)).toEqual(['mobilier-exterieur', 'piscines', 'spas', 'thermopompes-et-equipements']);
  });

  it('serves byte ranges', async () => {
    const url = await getDownloadURL(ref(firebase.storage, 'categories/spas.webp'));
    const response = await fetch(url, { headers: { Range: 'bytes=0-3' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toMatch(/^bytes 0-3\/\d+$/);
    expect(Buffer.from(await response.arrayBuffer()).toString('latin1')).toBe('RIFF');
  });

  it('answers a conditional read with 304, by ETag or by date, as Cloud Storage does', async () => {
    const url = await getDownloadURL(ref(firebase.storage, 'categories/spas.webp'));
    const whole = await fetch(url);
    const etag = whole.headers.get('etag') ?? '';
    const modified = whole.headers.get('last-modified') ?? '';
    expect(etag).toMatch(/^".+"$/);
    expect(Date.parse(modified)).not.toBeNaN();
    expect((await fetch(url, { headers: { 'If-None-Match': etag } })).status).toBe(304);
    expect((await fetch(url, { headers: { 'If-None-Match': `"other", W/${etag}` } })).status).toBe(304);
    expect((await fetch(url, { headers: { 'If-None-Match': '"other"', 'If-Modified-Since': modified } })).status).toBe(200);
    expect((await fetch(url, { headers: { 'If-Modified-Since': modified } })).status).toBe(304);
    expect((await fetch(url, { headers: { 'If-Modified-Since': new Date(Date.parse(modified) - 1000).toUTCString() } })).status).toBe(200);
  });
});
