// Tests rules/firestore.rules on Google's Cloud Firestore emulator, and checks the local cloud answers the same reads the same way.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Timestamp, collection, doc, getDoc, getDocs, orderBy, query, setDoc, where, type Firestore } from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ID } from '../src/config';
import { writeDocuments } from '../src/firestore/rest-writer';
import { loadSeed } from '../src/seed/index';
import type { Seed } from '../src/seed/types';
import { startLocalCloud, type LocalCloud } from '../src/server';
import { connectFirebase, type TestFirebase } from './support/firebase';

const EMULATOR =
  process.env.FIRESTORE_EMULATOR_BINARY ?? '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator';
const RULES = fileURLToPath(new URL('../rules/firestore.rules', import.meta.url));
const available = existsSync(EMULATOR);

if (!available) {
  console.warn(
    `SKIPPED: Google Cloud Firestore emulator tests — ${EMULATOR} is not installed ` +
      '(install the gcloud component cloud-firestore-emulator and Java 17+, or set FIRESTORE_EMULATOR_BINARY).',
  );
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitUntilReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The Firestore emulator exited (${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The Firestore emulator did not start in time:\n${output()}`);
}

/** Plain, comparable form of what a read returned: ids and data, timestamps as ISO strings. */
function normalize(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (Array.isArray(value)) return value.map(normalize);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, normalize(item)]));
  return value;
}

type Read = (db: Firestore) => Promise<unknown>;

const list =
  (path: string, ...constraints: Parameters<typeof query>[1][]): Read =>
  async (db) => {
    const snapshot = await getDocs(query(collection(db, path), ...constraints));
    return snapshot.docs.map((d) => ({ id: d.id, data: normalize(d.data()) }));
  };
const read =
  (path: string): Read =>
  async (db) => {
    const snapshot = await getDoc(doc(db, path));
    return { exists: snapshot.exists(), data: normalize(snapshot.data() ?? null) };
  };

/** The reads the catalogue loaders make (spec §7), plus the marketing collections. */
const ALLOWED_READS: Record<string, Read> = {
  'categories by order': list('categories', orderBy('order')),
  'collections of a category': list('categories/mobilier-exterieur/collections', orderBy('order')),
  'customer product categories by order': list('customer-product-categories', orderBy('order')),
  'customer file categories': list('customer-product-categories/spas/customer-file-categories', orderBy('order')),
  'spa records': list('spas', orderBy('order')),
  'published spa models by order': list('spas/serie-harmonie/collection-models', where('published', '==', true), orderBy('order')),
  'published swim spa models': list('spas/serie-aquafit/collection-models', where('published', '==', true), orderBy('order')),
  'above-ground records': list('above-ground-pool', orderBy('order')),
  'published above-ground models': list(
    'above-ground-pool/collection-oasis/collection-models',
    where('published', '==', true),
    orderBy('order'),
  ),
  'in-ground liners by order': list('in-ground-pool/piscines-creusees-vinyle/collection-models/forme-libre-lagon/liners', orderBy('order')),
  'in-ground treviclip': list('in-ground-pool/piscines-creusees-vinyle/collection-models/forme-libre-lagon/treviclip', orderBy('order')),
  'built-in steps': list('built-in-pool/piscines-semi-creusees/collection-models/semi-creusee-ronde-24-pi/steps', orderBy('order')),
  'a published model': read('spas/serie-prestige/collection-models/prestige-p8'),
  'a category': read('categories/piscines'),
  'a missing category': read('categories/absente'),
  promotions: list('promotions', orderBy('order')),
  catalogues: list('catalogues'),
  flyers: list('flyers', orderBy('order')),
  'video groups': list('video-groups', orderBy('order')),
  jobs: list('jobs', orderBy('order')),
  'service packages': list('service-packages'),
  'promotion setting': read('settings/promotions'),
};

const DENIED_READS: Record<string, Read> = {
  'an unpublished spa model': read('spas/serie-harmonie/collection-models/harmonie-h8'),
  'an unpublished pool model': read('above-ground-pool/collection-oasis/collection-models/oasis-ronde-27-pi'),
  'models without the published filter': list('spas/serie-harmonie/collection-models', orderBy('order')),
  'models filtered on published == false': list('spas/serie-harmonie/collection-models', where('published', '==', false)),
  'options of an unpublished model': list('above-ground-pool/collection-oasis/collection-models/oasis-ronde-27-pi/liners'),
  'a collection outside the rules': list('orders'),
  'a document outside the rules': read('customers/someone'),
};

describe.skipIf(!available)('Google Cloud Firestore emulator with rules/firestore.rules', () => {
  let emulator: ChildProcess;
  let emulatorPort: number;
  let google: TestFirebase;
  let local: TestFirebase;
  let cloud: LocalCloud;
  let dataDir: string;
  let seed: Seed;

  beforeAll(async () => {
    emulatorPort = await freePort();
    let output = '';
    // Its own process group, so the Java process behind the wrapper script stops with it.
    emulator = spawn(EMULATOR, ['--host', '127.0.0.1', '--port', String(emulatorPort), '--rules', RULES], {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    emulator.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    emulator.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const started = performance.now();
    await waitUntilReady(`http://127.0.0.1:${emulatorPort}/`, emulator, () => output);
    console.info(`Google Firestore emulator ready in ${Math.round(performance.now() - started)} ms`);

    seed = await loadSeed({ baseUrl: 'http://127.0.0.1:3020' });
    await writeDocuments({
      origin: `http://127.0.0.1:${emulatorPort}`,
      projectId: PROJECT_ID,
      authorization: 'Bearer owner',
      documents: seed.firestore,
    });

    dataDir = await mkdtemp(path.join(tmpdir(), 'local-cloud-google-'));
    cloud = await startLocalCloud({ port: 0, dataDir, seed });
    google = connectFirebase(emulatorPort);
    local = connectFirebase(cloud.port);
  });

  afterAll(async () => {
    await google?.close();
    await local?.close();
    await cloud?.close();
    if (emulator?.pid) {
      try {
        process.kill(-emulator.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('holds the whole seed', async () => {
    const response = await fetch(
      `http://127.0.0.1:${emulatorPort}/v1/projects/${PROJECT_ID}/databases/(default)/documents/categories?pageSize=100`,
      {
        headers: { Authorization: 'Bearer owner' },
      },
    );
    const body = (await response.json()) as { documents: unknown[] };
    expect(body.documents).toHaveLength(Object.keys(seed.firestore).filter((p) => /^categories\/[^/]+$/.test(p)).length);
  });

  for (const [name, readWith] of Object.entries(ALLOWED_READS)) {
    it(`allows ${name}, and both backends answer the same`, async () => {
      const fromGoogle = await readWith(google.db);
      const fromLocal = await readWith(local.db);
      expect(fromLocal).toEqual(fromGoogle);
      if (Array.isArray(fromGoogle)) expect(fromGoogle.length).toBeGreaterThan(0);
    });
  }

  for (const [name, readWith] of Object.entries(DENIED_READS)) {
    it(`denies ${name} on both backends`, async () => {
      await expect(readWith(google.db)).rejects.toMatchObject({ code: 'permission-denied' });
      await expect(readWith(local.db)).rejects.toMatchObject({ code: 'permission-denied' });
    });
  }

  it('denies every client write on both backends', async () => {
    for (const db of [google.db, local.db]) {
      await expect(setDoc(doc(db, 'categories', 'piscines'), { title: 'Piratée' })).rejects.toMatchObject({ code: 'permission-denied' });
      await expect(setDoc(doc(db, 'orders', 'o1'), { total: 1 })).rejects.toMatchObject({ code: 'permission-denied' });
      await expect(setDoc(doc(db, 'settings', 'promotions'), { hasCurrentPromotion: false })).rejects.toMatchObject({
        code: 'permission-denied',
      });
    }
  });
});
