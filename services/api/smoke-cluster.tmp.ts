// Temporary smoke script (not committed): two API copies on real Postgres 15, Redis and the local cloud's bucket.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadSeed, PRIVATE_BUCKET, startLocalCloud } from '@storefront/local-cloud';
import { startApi } from './src/server';

const adminToken = 'ab12'.repeat(8) + 'cd34'.repeat(4);
const cloud = await startLocalCloud({ port: 3193, dataDir: '/tmp/api27/cloud', adminToken, seed: await loadSeed({ baseUrl: 'http://127.0.0.1:3193' }) });
const env = (n: number) => ({
  API_DATA_DIR: `/tmp/api27/copy${n}`,
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5532/smoke',
  API_SECRET: 'the-same-secret-on-every-copy',
  REDIS_URL: 'redis://127.0.0.1:16479',
  API_ATTACHMENT_BUCKET: PRIVATE_BUCKET,
  API_STORAGE_ENDPOINT: cloud.url,
  LOCAL_CLOUD_ADMIN_TOKEN: adminToken,
  STOREFRONT_STACK: 'local',
});
// Both copies start at the same moment: the advisory lock lets one migrate.
const [a, b] = await Promise.all([startApi({ port: 3191, env: env(1) }), startApi({ port: 3192, env: env(2) })]);
console.log('health', (await (await fetch(`${a.url}/health`)).json()), (await (await fetch(`${b.url}/health`)).json()));
const { token } = (await (await fetch(`${a.url}/integrity/token`)).json()) as { token: string };
const form = new FormData();
for (const [k, v] of Object.entries({ firstname: 'Marie', lastname: 'Côté', email: 'marie@example.com', phone: '450 555-0123', city: 'Laval', job: 'Technicien' })) form.append(k, v);
form.append('cv', new Blob(['%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'], { type: 'application/pdf' }), 'cv.pdf');
const posted = await fetch(`${a.url}/forms/careers?lang=fr`, { method: 'POST', body: form, headers: { 'x-firebase-appcheck': token } });
console.log('careers on copy A', posted.status, await posted.text());
// Copy B signs the same way: an unsubscribe link made with the shared secret works there.
await new Promise((resolve) => setTimeout(resolve, 3000));
for (const n of [1, 2]) {
  const dir = `/tmp/api27/copy${n}/mail-outbox`;
  let files: string[] = [];
  try { files = readdirSync(dir); } catch { /* none */ }
  console.log(`copy ${n} outbox`, files.length, files.map((f) => readFileSync(join(dir, f), 'utf8').includes('filename=cv.pdf') ? `${f}: with cv.pdf` : f));
}
await a.close();
await b.close();
await cloud.close();
