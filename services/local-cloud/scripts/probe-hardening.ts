// Replays the hardening probes (ADR 0016) against a local cloud it starts, and prints time, answer size, memory and status of each.
//
//   npx tsx scripts/probe-hardening.ts            # starts src/main.ts on a free port with a fresh data folder
//   npx tsx scripts/probe-hardening.ts --json     # the same figures as JSON (for the before/after table)
//   npx tsx scripts/probe-hardening.ts --package-dir <dir>   # runs another copy of the package, e.g. the code before a change:
//     mkdir -p ../../.var/before && git archive <commit> services/local-cloud | tar -x -C ../../.var/before
//     npx tsx scripts/probe-hardening.ts --package-dir ../../.var/before/services/local-cloud
//
// The local cloud runs in a child process so its memory can be read from /proc (Linux). The seed's rendered images
// are cached in <repo>/.var/local-cloud/seed-cache, as `npm start` caches them, so only the first run renders them.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const OWN_PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REPO_ROOT = path.resolve(OWN_PACKAGE_DIR, '../..');
const packageDirArgument = process.argv.indexOf('--package-dir');
const PACKAGE_DIR = packageDirArgument > 0 ? path.resolve(process.argv[packageDirArgument + 1] ?? '.') : OWN_PACKAGE_DIR;
const PROJECT = 'demo-storefront';
const STOREFRONT_TOKEN = 'local-storefront-token';
// The probe's own admin secret; a local cloud from before the hardening ignores it.
const ADMIN_TOKEN = 'probe-admin-token-0123456789abcdef';
const FOREIGN_ORIGIN = 'https://evil.example';
// Texts that only an unhandled exception puts in an answer.
const INTERNAL_TEXT =
  /URI malformed|TypeError|RangeError|URIError|SyntaxError: Unexpected|Cannot read propert|Maximum call stack|is not a function|undefined \(reading/;

interface Figure {
  probe: string;
  status: string;
  ms: number;
  bytes: number;
  rssDeltaMb: number;
  peakDeltaMb: number;
  note: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function memoryMb(pid: number, key: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return kb / 1024;
}

async function waitForHealth(base: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The local cloud exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('The local cloud did not become healthy in 5 minutes');
}

async function main(): Promise<void> {
  const asJson = process.argv.includes('--json');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'local-cloud-probe-'));
  const sharedCache = path.join(REPO_ROOT, '.var', 'local-cloud', 'seed-cache');
  await mkdir(sharedCache, { recursive: true });
  await symlink(sharedCache, path.join(dataDir, 'seed-cache'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: PACKAGE_DIR,
    env: { ...process.env, LOCAL_CLOUD_PORT: String(port), LOCAL_CLOUD_DATA_DIR: dataDir, LOCAL_CLOUD_ADMIN_TOKEN: ADMIN_TOKEN },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let childErrors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    childErrors += chunk.toString('utf8');
  });
  const pid = child.pid as number;
  const figures: Figure[] = [];

  async function measure(probe: string, run: () => Promise<{ status: string; bytes: number; note: string }>): Promise<void> {
    const rss = memoryMb(pid, 'VmRSS');
    const peak = memoryMb(pid, 'VmHWM');
    const started = performance.now();
    const result = await run().catch((error: unknown) => ({
      status: 'failed',
      bytes: 0,
      note: String((error as Error)?.message ?? error).slice(0, 120),
    }));
    const ms = Math.round(performance.now() - started);
    figures.push({
      probe,
      status: result.status,
      ms,
      bytes: result.bytes,
      rssDeltaMb: Math.round(memoryMb(pid, 'VmRSS') - rss),
      peakDeltaMb: Math.round(memoryMb(pid, 'VmHWM') - peak),
      note: result.note,
    });
  }

  const leaks = (text: string) => (INTERNAL_TEXT.test(text) ? 'LEAKS internal error text' : 'no internal text');

  async function graphql(body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; text: string; json: unknown }> {
    const response = await fetch(`${base}/api/2025-01/graphql.json`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': STOREFRONT_TOKEN, ...headers },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      // Kept as text.
    }
    return { status: response.status, text, json };
  }

  const firestore = `${base}/v1/projects/${PROJECT}/databases/(default)/documents`;
  const post = (url: string, body: string, headers: Record<string, string> = {}) =>
    fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body });

  try {
    await waitForHealth(base, child);
    await new Promise((r) => setTimeout(r, 500));

    // 1. A short, deep Storefront query whose answer multiplies the catalogue by itself.
    const deepQuery =
      '{products(first:250){nodes{id title handle collections(first:250){nodes{id title products(first:250){nodes{id title handle collections(first:250){nodes{id title products(first:250){nodes{id title handle vendor collections(first:250){nodes{id title handle description descriptionHtml updatedAt onlineStoreUrl seo{title description}}}}}}}}}}}}}}';
    await measure(`GraphQL query of 6 nested connections (${deepQuery.length} chars), with the public token`, async () => {
      const { status, text, json } = await graphql({ query: deepQuery });
      const errors = (json as { errors?: { extensions?: { code?: string } }[] } | null)?.errors;
      return {
        status: String(status),
        bytes: Buffer.byteLength(text),
        note: errors?.[0]?.extensions?.code ?? (errors ? 'errors' : 'data answered'),
      };
    });
    await measure('Same query without a token (tokenless access)', async () => {
      const response = await fetch(`${base}/api/2025-01/graphql.json`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query: deepQuery }),
      });
      const text = await response.text();
      const code = /"code":"([A-Z_]+)"/.exec(text)?.[1];
      return { status: String(response.status), bytes: Buffer.byteLength(text), note: code ?? 'data answered' };
    });

    // 2. A where holding a unaryFilter and a compositeFilter at once.
    await measure('runQuery, where = unaryFilter + compositeFilter(published == true)', async () => {
      const body = JSON.stringify({
        structuredQuery: {
          from: [{ collectionId: 'collection-models' }],
          where: {
            unaryFilter: { op: 'IS_NOT_NULL', field: { fieldPath: 'title' } },
            compositeFilter: {
              op: 'AND',
              filters: [{ fieldFilter: { field: { fieldPath: 'published' }, op: 'EQUAL', value: { booleanValue: true } } }],
            },
          },
        },
      });
      const response = await post(`${firestore}/spas/serie-harmonie:runQuery`, body);
      const text = await response.text();
      return {
        status: String(response.status),
        bytes: Buffer.byteLength(text),
        note: text.includes('harmonie-h8') ? 'unpublished harmonie-h8 RETURNED' : 'harmonie-h8 not returned',
      };
    });

    // 3. A quantity of a billion, three times; then read the cart and complete it.
    const create = await graphql({
      query: 'mutation($lines:[CartLineInput!]){cartCreate(input:{lines:$lines}){cart{id} userErrors{message}}}',
      variables: { lines: [{ merchandiseId: await firstVariantId(), quantity: 1 }] },
    });
    const cartId = (create.json as { data: { cartCreate: { cart: { id: string } } } }).data.cartCreate.cart.id;
    const cartToken = /Cart\/([^?]+)/.exec(cartId)?.[1] ?? '';
    const variantId = await firstVariantId();
    await measure('cartLinesAdd quantity 1e9, three times', async () => {
      const statuses: string[] = [];
      let bytes = 0;
      for (let i = 0; i < 3; i++) {
        const answer = await graphql({
          query:
            'mutation($id:ID!,$lines:[CartLineInput!]!){cartLinesAdd(cartId:$id,lines:$lines){cart{totalQuantity} userErrors{code message}}}',
          variables: { id: cartId, lines: [{ merchandiseId: variantId, quantity: 1_000_000_000 }] },
        });
        bytes += Buffer.byteLength(answer.text);
        const payload = answer.json as { errors?: unknown[]; data?: { cartLinesAdd?: { userErrors?: { code?: string }[] } } };
        statuses.push(payload.errors ? 'error' : (payload.data?.cartLinesAdd?.userErrors?.[0]?.code ?? 'ok'));
      }
      const stored = await storedQuantity(dataDir, cartToken);
      return { status: statuses.join('/'), bytes, note: `stored quantity on disk: ${stored}` };
    });
    await measure('Later read of that cart', async () => {
      const answer = await graphql({
        query: 'query($id:ID!){cart(id:$id){totalQuantity lines(first:5){nodes{quantity}}}}',
        variables: { id: cartId },
      });
      return {
        status: String(answer.status),
        bytes: Buffer.byteLength(answer.text),
        note: (answer.json as { errors?: unknown })?.errors ? 'read FAILS' : 'read ok',
      };
    });
    await measure('Completion of that cart (with the admin secret)', async () => {
      const response = await fetch(`${base}/api/local/carts/${encodeURIComponent(cartId)}/complete`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
      });
      const text = await response.text();
      const total = /"total":"([^"]+)"/.exec(text)?.[1];
      return {
        status: String(response.status),
        bytes: Buffer.byteLength(text),
        note: total ? `order total ${total} $` : text.slice(0, 80),
      };
    });

    // 4. Orders, CORS, owner writes, cart ids without their key.
    await measure('GET /api/local/orders without credentials', async () => {
      const response = await fetch(`${base}/api/local/orders`, { headers: { Origin: FOREIGN_ORIGIN } });
      const text = await response.text();
      const orders = /"orders":\[/.test(text) ? (text.match(/"orderNumber"/g)?.length ?? 0) : 0;
      return {
        status: String(response.status),
        bytes: Buffer.byteLength(text),
        note: `${orders} orders; ACAO=${response.headers.get('access-control-allow-origin') ?? 'none'}`,
      };
    });
    await measure(`CORS preflight from ${FOREIGN_ORIGIN}`, async () => {
      const response = await fetch(`${firestore}/categories/spas`, {
        method: 'OPTIONS',
        headers: { Origin: FOREIGN_ORIGIN, 'Access-Control-Request-Method': 'PATCH', 'Access-Control-Request-Headers': 'authorization' },
      });
      return {
        status: String(response.status),
        bytes: 0,
        note: `ACAO=${response.headers.get('access-control-allow-origin') ?? 'none'} credentials=${response.headers.get('access-control-allow-credentials') ?? 'none'}`,
      };
    });
    await measure('PATCH a category with "Bearer owner" from that origin', async () => {
      const response = await fetch(`${firestore}/categories/spas`, {
        method: 'PATCH',
        headers: { Origin: FOREIGN_ORIGIN, Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
        body: JSON.stringify({ fields: { title: { stringValue: 'pwned' } } }),
      });
      const text = await response.text();
      return { status: String(response.status), bytes: Buffer.byteLength(text), note: response.ok ? 'catalogue REWRITTEN' : 'refused' };
    });
    await measure('cartLinesAdd with the cart id without its key', async () => {
      const fresh = await graphql({
        query: 'mutation($lines:[CartLineInput!]){cartCreate(input:{lines:$lines}){cart{id}}}',
        variables: { lines: [{ merchandiseId: variantId, quantity: 1 }] },
      });
      const freshId = (fresh.json as { data: { cartCreate: { cart: { id: string } } } }).data.cartCreate.cart.id;
      const bare = freshId.replace(/\?key=.*$/, '');
      const answer = await graphql({
        query: 'mutation($id:ID!,$lines:[CartLineInput!]!){cartLinesAdd(cartId:$id,lines:$lines){cart{totalQuantity} userErrors{message}}}',
        variables: { id: bare, lines: [{ merchandiseId: variantId, quantity: 1 }] },
      });
      const accepted = Boolean((answer.json as { data?: { cartLinesAdd?: { cart?: unknown } } })?.data?.cartLinesAdd?.cart);
      const completion = await fetch(`${base}/api/local/carts/${encodeURIComponent(bare)}/complete`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
      });
      await completion.text();
      return {
        status: `${answer.status}/${completion.status}`,
        bytes: Buffer.byteLength(answer.text),
        note: `mutation ${accepted ? 'ACCEPTED' : 'refused'}, completion ${completion.status}`,
      };
    });

    // 5. batchGet of 10.9 MB; malformed bodies; ranges; other projects.
    const name = `projects/${PROJECT}/databases/(default)/documents/categories/piscines`;
    const names: string[] = [];
    let size = 20;
    while (size < 10_900_000) {
      names.push(name);
      size += name.length + 3;
    }
    const batchBody = JSON.stringify({ documents: names });
    await measure(`batchGet of ${(batchBody.length / 1e6).toFixed(1)} MB (${names.length} names)`, async () => {
      const response = await post(`${firestore}:batchGet`, batchBody);
      const buffer = Buffer.from(await response.arrayBuffer());
      return {
        status: String(response.status),
        bytes: buffer.length,
        note: response.ok ? 'answered' : buffer.toString('utf8').slice(0, 90),
      };
    });
    for (const count of [1000, 1001]) {
      const body = JSON.stringify({ documents: names.slice(0, count) });
      await measure(`batchGet of ${count} names (${(body.length / 1e6).toFixed(2)} MB)`, async () => {
        const response = await post(`${firestore}:batchGet`, body);
        const buffer = Buffer.from(await response.arrayBuffer());
        return {
          status: String(response.status),
          bytes: buffer.length,
          note: response.ok ? 'answered' : buffer.toString('utf8').slice(0, 90),
        };
      });
    }
    const malformed: [string, string, string][] = [
      ['runQuery body null', `${firestore}:runQuery`, 'null'],
      ['batchGet body null', `${firestore}:batchGet`, 'null'],
      [
        'fieldFilter without field',
        `${firestore}:runQuery`,
        JSON.stringify({
          structuredQuery: { from: [{ collectionId: 'categories' }], where: { fieldFilter: { op: 'EQUAL', value: { stringValue: 'x' } } } },
        }),
      ],
      ['bad % in the path', `${base}/v1/projects/${PROJECT}/databases/(default)/documents/categories/%E0%A4%A`, ''],
      ['nesting depth 5000', `${firestore}:runQuery`, nested(5000)],
    ];
    for (const [label, url, body] of malformed) {
      await measure(`Malformed: ${label}`, async () => {
        const response = body ? await post(url, body) : await fetch(url);
        const text = await response.text();
        return { status: String(response.status), bytes: Buffer.byteLength(text), note: leaks(text) };
      });
    }
    await measure('Storage: Range bytes=999999999- (unsatisfiable)', async () => {
      const object = encodeURIComponent('banners/accueil-promo-spa.webp');
      const response = await fetch(`${base}/v0/b/${PROJECT}.appspot.com/o/${object}?alt=media`, { headers: { Range: 'bytes=999999999-' } });
      const buffer = Buffer.from(await response.arrayBuffer());
      return {
        status: String(response.status),
        bytes: buffer.length,
        note: `Content-Range=${response.headers.get('content-range') ?? 'none'}`,
      };
    });
    for (const [label, root] of [
      ['another project', `${base}/v1/projects/someone-else/databases/(default)/documents`],
      ['another database', `${base}/v1/projects/${PROJECT}/databases/other-db/documents`],
    ] as const) {
      await measure(`Firestore read in ${label}`, async () => {
        const response = await fetch(`${root}/categories/spas`);
        const text = await response.text();
        return {
          status: String(response.status),
          bytes: Buffer.byteLength(text),
          note: response.ok ? 'served' : (/"status":"([A-Z_]+)"/.exec(text)?.[1] ?? 'refused'),
        };
      });
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await rm(dataDir, { recursive: true, force: true });
  }

  if (asJson) {
    console.log(JSON.stringify(figures, null, 2));
  } else {
    console.log('| probe | status | time (ms) | answer (bytes) | RSS Δ (MB) | peak Δ (MB) | note |');
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    for (const f of figures)
      console.log(`| ${f.probe} | ${f.status} | ${f.ms} | ${f.bytes} | ${f.rssDeltaMb} | ${f.peakDeltaMb} | ${f.note} |`);
  }
  const internal = childErrors.split('\n').filter((line) => line.trim()).length;
  if (internal) console.error(`(the local cloud wrote ${internal} lines to stderr)`);

  async function firstVariantId(): Promise<string> {
    const answer = await graphql({ query: '{products(first:50){nodes{variants(first:1){nodes{id availableForSale}}}}}' });
    const products = (
      answer.json as { data: { products: { nodes: { variants: { nodes: { id: string; availableForSale: boolean }[] } }[] } } }
    ).data.products.nodes;
    const variant = products.flatMap((p) => p.variants.nodes).find((v) => v.availableForSale);
    if (!variant) throw new Error('No variant for sale');
    return variant.id;
  }
}

/** A compositeFilter nested `depth` times, as text (JSON.stringify itself would overflow long before). */
function nested(depth: number): string {
  const open = '{"compositeFilter":{"op":"AND","filters":['.repeat(depth);
  const close = ']}}'.repeat(depth);
  return `{"structuredQuery":{"from":[{"collectionId":"categories"}],"where":${open}{"fieldFilter":{"field":{"fieldPath":"order"},"op":"EQUAL","value":{"integerValue":"1"}}}${close}}}`;
}

async function storedQuantity(dataDir: string, token: string): Promise<string> {
  const folder = path.join(dataDir, 'shopify', 'carts');
  if (!existsSync(folder)) return 'no cart file';
  const file = (await readdir(folder)).find((name) => name.startsWith(token));
  if (!file) return 'no cart file';
  const cart = JSON.parse(await readFile(path.join(folder, file), 'utf8')) as { lines: { quantity: number }[] };
  return cart.lines.map((line) => line.quantity).join('+') || '0';
}

await main();
