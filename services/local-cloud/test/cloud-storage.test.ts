// The Cloud Storage JSON API of the private bucket, spoken over plain HTTP: what it refuses, and that objects survive a
// restart. The real @google-cloud/storage SDK against it is tested where it is used (services/api, attachment store).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVATE_BUCKET } from '../src/config';
import { loadSeed, type Seed } from '../src/seed/index';
import { startLocalCloud, type LocalCloud } from '../src/server';

let cloud: LocalCloud;
let dataDir: string;
let seed: Seed;
const adminToken = 'b'.repeat(16) + 'c'.repeat(16) + '0123456789abcdef';

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'local-cloud-gcs-'));
  seed = await loadSeed({ baseUrl: 'http://127.0.0.1' });
  cloud = await startLocalCloud({ port: 0, dataDir, adminToken, seed });
});

afterAll(async () => {
  await cloud.close();
  await rm(dataDir, { recursive: true, force: true });
});

const owner = { authorization: `Bearer ${adminToken}` };
const objectUrl = (name: string, query = '') => `${cloud.url}/storage/v1/b/${PRIVATE_BUCKET}/o/${encodeURIComponent(name)}${query}`;

function multipartUpload(name: string, data: Buffer, contentType: string, query = '', headers: Record<string, string> = owner) {
  const boundary = 'test-boundary-1';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Type: application/json\r\n\r\n${JSON.stringify({ contentType })}\r\n--${boundary}\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--`),
  ]);
  return fetch(`${cloud.url}/upload/storage/v1/b/${PRIVATE_BUCKET}/o?uploadType=multipart&name=${encodeURIComponent(name)}${query}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': `multipart/related; boundary=${boundary}` },
    body,
  });
}

describe('Cloud Storage JSON API (private bucket)', () => {
  it('refuses every call without the admin secret, and a wrong one, with 401', async () => {
    expect((await fetch(objectUrl('a/b.pdf'))).status).toBe(401);
    expect((await fetch(objectUrl('a/b.pdf'), { headers: { authorization: 'Bearer owner' } })).status).toBe(401);
    const upload = await multipartUpload('a/b.pdf', Buffer.from('%PDF'), 'application/pdf', '', {});
    expect(upload.status).toBe(401);
    expect(((await upload.json()) as { error: { errors: { reason: string }[] } }).error.errors[0]?.reason).toBe('required');
  });

  it('answers 404 for a bucket that does not exist, and for the Firebase bucket (not served here)', async () => {
    for (const bucket of ['no-such-bucket', 'demo-storefront.appspot.com']) {
      const response = await fetch(`${cloud.url}/storage/v1/b/${bucket}/o`, { headers: owner });
      expect(response.status).toBe(404);
    }
  });

  it('stores a multipart upload with its hashes, serves it back with x-goog-hash, and deletes it once', async () => {
    const data = Buffer.from('123456789');
    const uploaded = await multipartUpload('submissions/s1/0-cv.pdf', data, 'application/pdf');
    expect(uploaded.status).toBe(200);
    // The CRC-32C check value of "123456789" is 0xE3069283.
    expect(await uploaded.json()).toMatchObject({
      name: 'submissions/s1/0-cv.pdf',
      size: '9',
      contentType: 'application/pdf',
      crc32c: Buffer.from('e3069283', 'hex').toString('base64'),
    });

    const media = await fetch(objectUrl('submissions/s1/0-cv.pdf', '?alt=media'), { headers: owner });
    expect(media.status).toBe(200);
    expect(media.headers.get('x-goog-hash')).toContain('crc32c=4waSgw==');
    expect(Buffer.from(await media.arrayBuffer()).equals(data)).toBe(true);

    const listed = (await (
      await fetch(`${cloud.url}/storage/v1/b/${PRIVATE_BUCKET}/o?prefix=submissions/`, { headers: owner })
    ).json()) as { items: { name: string }[] };
    expect(listed.items.map((item) => item.name)).toEqual(['submissions/s1/0-cv.pdf']);

    expect((await fetch(objectUrl('submissions/s1/0-cv.pdf'), { method: 'DELETE', headers: owner })).status).toBe(204);
    expect((await fetch(objectUrl('submissions/s1/0-cv.pdf'), { method: 'DELETE', headers: owner })).status).toBe(404);
    expect((await fetch(objectUrl('submissions/s1/0-cv.pdf'), { headers: owner })).status).toBe(404);
  });

  it('holds ifGenerationMatch=0: a second create of the same name is 412 and keeps the first bytes', async () => {
    expect((await multipartUpload('once.txt', Buffer.from('first'), 'text/plain', '&ifGenerationMatch=0')).status).toBe(200);
    const again = await multipartUpload('once.txt', Buffer.from('second'), 'text/plain', '&ifGenerationMatch=0');
    expect(again.status).toBe(412);
    expect(await (await fetch(objectUrl('once.txt', '?alt=media'), { headers: owner })).text()).toBe('first');
    expect((await multipartUpload('once.txt', Buffer.from('x'), 'text/plain', '&ifGenerationMatch=abc')).status).toBe(400);
  });

  it('refuses what Cloud Storage refuses: bad names, a malformed body, an unknown upload type; resumable is not served', async () => {
    expect((await multipartUpload('line\nbreak', Buffer.from('x'), 'text/plain')).status).toBe(400);
    expect((await multipartUpload('x'.repeat(1025), Buffer.from('x'), 'text/plain')).status).toBe(400);
    const base = `${cloud.url}/upload/storage/v1/b/${PRIVATE_BUCKET}/o`;
    const broken = await fetch(`${base}?uploadType=multipart&name=a`, {
      method: 'POST',
      headers: { ...owner, 'content-type': 'multipart/related; boundary=zz' },
      body: 'not multipart',
    });
    expect(broken.status).toBe(400);
    expect((await fetch(`${base}?uploadType=chunks&name=a`, { method: 'POST', headers: owner, body: 'x' })).status).toBe(400);
    expect((await fetch(`${base}?uploadType=resumable&name=a`, { method: 'POST', headers: owner, body: '{}' })).status).toBe(501);
    expect((await fetch(objectUrl('a'), { method: 'PUT', headers: owner, body: 'x' })).status).toBe(405);
  });

  it('keeps objects across a restart of the local cloud (they live in its data folder)', async () => {
    expect((await multipartUpload('kept/file.bin', Buffer.from([1, 2, 3]), 'application/octet-stream')).status).toBe(200);
    await cloud.close();
    cloud = await startLocalCloud({ port: 0, dataDir, adminToken, seed });
    const media = await fetch(objectUrl('kept/file.bin', '?alt=media'), { headers: owner });
    expect([...Buffer.from(await media.arrayBuffer())]).toEqual([1, 2, 3]);
  });
});
