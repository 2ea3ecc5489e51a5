// The shell's edge against the edge's probes (ADR 0029), on the running site: the media relay stays in its bucket and answers
// ranges and validators as Cloud Storage does; the HTML cache keeps one entry per page whatever query is added.
import { get } from 'node:http';
import { shellOrigin } from '@storefront/mf-config';
import { expect, test } from './fixtures';

const VIDEO = 'videos/piscines-soleil-promotion.mp4';

/** A request whose path goes out byte for byte (curl --path-as-is): no client resolves its `..` or backslashes first. */
function raw(path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(shellOrigin());
  return new Promise((done, fail) => {
    get({ host: hostname, port, path }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => done({ status: response.statusCode ?? 0, body }));
    }).on('error', fail);
  });
}

test.describe("the shell's media relay", () => {
  let bucket = '';
  let media = '';
  test.beforeAll(async ({ request }) => {
    bucket = ((await (await request.get('/runtime-config.json')).json()) as { firebase: { storageBucket: string } }).firebase.storageBucket;
    const metadata = (await (await request.get(`/v0/b/${bucket}/o/${encodeURIComponent(VIDEO)}`)).json()) as {
      downloadTokens: string;
      size: string;
    };
    expect(Number(metadata.size)).toBeGreaterThan(1000);
    media = `/v0/b/${bucket}/o/${encodeURIComponent(VIDEO)}?alt=media&token=${metadata.downloadTokens}`;
  });

  test("answers Range 0-99 on the seed's video with 206 and its 100 bytes", async ({ request }) => {
    const whole = await request.get(media);
    expect(whole.status()).toBe(200);
    const bytes = await whole.body();
    const part = await request.get(media, { headers: { range: 'bytes=0-99' } });
    expect(part.status()).toBe(206);
    expect(part.headers()['content-range']).toBe(`bytes 0-99/${bytes.length}`);
    expect(part.headers()['accept-ranges']).toBe('bytes');
    expect((await part.body()).equals(bytes.subarray(0, 100))).toBe(true);
  });

  test('answers its ETag and its date with 304', async ({ request }) => {
    const whole = await request.get(media);
    const { etag, 'last-modified': modified } = whole.headers();
    expect(etag).toBeTruthy();
    expect((await request.get(media, { headers: { 'if-none-match': etag! } })).status()).toBe(304);
    expect((await request.get(media, { headers: { 'if-modified-since': modified! } })).status()).toBe(304);
  });

  test("relays nothing outside the bucket's objects: traversals, escapes, another bucket, Firestore, control characters", async () => {
    for (const path of [
      `/v0/b/${bucket}/o/..\\..\\..\\..\\health`,
      `/v0/b/${bucket}/o/%2e%2e%2F%2e%2e%2F%2e%2e%2F%2e%2e%2Fhealth`,
      `/v0/b/${bucket}/o/..%5c..%5c..%5c..%5chealth`,
      `/v0/b/${bucket}/o/..%2F..%2F..%2F..%2Fv1%2Fprojects%2Fdemo-storefront%2Fdatabases%2F(default)%2Fdocuments%2Fproducts`,
      `/v0/b/${bucket}/o/a/../../../../v1/projects/demo-storefront/databases/(default)/documents/products`,
      `/v0/b/other-bucket/o/${encodeURIComponent(VIDEO)}?alt=media`,
      `/v0/b/${bucket}/o/videos%2Fa%00.mp4?alt=media`,
    ]) {
      const response = await raw(path);
      expect(response.status, path).toBe(404);
      expect(response.body, path).toBe('Not found');
    }
  });
});

test.describe("the shell's HTML cache", () => {
  test('serves an address with a query no page reads from the page’s own entry', async ({ request }) => {
    const page = async (path: string) => {
      const response = await request.get(path);
      return { cache: response.headers()['x-cache'], body: await response.text() };
    };
    await expect.poll(async () => (await page('/fr/collection/spas')).cache).toBe('hit');
    const cached = await page('/fr/collection/spas');
    for (const query of ['?anything=1', `?utm_source=mail&n=${Date.now()}`]) {
      const other = await page(`/fr/collection/spas${query}`);
      expect(other.cache, query).toBe('hit');
      expect(other.body, query).toBe(cached.body);
    }
  });

  test("keeps a shop list's keyword apart, and nothing else of its query", async ({ request }) => {
    const keyword = `e=aurora-${Date.now()}`;
    await expect.poll(async () => (await request.get(`/fr/boutique/spas?${keyword}`)).headers()['x-cache']).toBe('hit');
    expect((await request.get(`/fr/boutique/spas?utm_campaign=x&${keyword}`)).headers()['x-cache']).toBe('hit');
    expect((await request.get(`/fr/boutique/spas?e=other-${Date.now()}`)).headers()['x-cache']).toBe('miss');
  });
});
