// Drives the real firebase/firestore/lite SDK against the local cloud's Firestore emulation.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  Timestamp,
  collection,
  doc,
  documentId,
  getCount,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  startAfter,
  where,
} from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalCloud, type LocalCloud } from '../src/server';
import { connectFirebase, type TestFirebase } from './support/firebase';

let cloud: LocalCloud;
let firebase: TestFirebase;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'local-cloud-firestore-'));
  cloud = await startLocalCloud({ port: 0, dataDir });
  firebase = connectFirebase(cloud.port);
});

afterAll(async () => {
  await firebase.close();
  await cloud.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('getDoc', () => {
  it('reads a category with every value type decoded', async () => {
    const snapshot = await getDoc(doc(firebase.db, 'categories', 'mobilier-exterieur'));
    expect(snapshot.exists()).toBe(true);
    expect(snapshot.id).toBe('mobilier-exterieur');
    expect(snapshot.data()).toMatchObject({
      id: 'mobilier-exterieur',
      title: { fr: 'Mobilier extérieur', en: 'Outdoor furniture' },
      handle: 'mobilier-exterieur',
      image: 'categories/mobilier-exterieur.webp',
      order: 3,
    });
  });

  it('answers a missing document as not existing', async () => {
    const snapshot = await getDoc(doc(firebase.db, 'categories', 'nothing-here'));
    expect(snapshot.exists()).toBe(false);
  });

  it('decodes timestamps, nested maps and arrays', async () => {
    const promotion = await getDoc(doc(firebase.db, 'promotions', 'spas-harmonie'));
    const data = promotion.data() ?? {};
    expect(data.startAt).toBeInstanceOf(Timestamp);
    // Ten days before the suite's seed day (STOREFRONT_SEED_DATE 2026-11-25, at noon in Quebec).
    expect((data.startAt as Timestamp).toDate().toISOString()).toBe('2026-11-15T17:00:00.000Z');
    expect(data.title).toEqual({ fr: 'Jusqu’à 15 % sur les spas Harmonie', en: 'Up to 15% off Harmonie spas' });
    const flyer = await getDoc(doc(firebase.db, 'promotions', 'circulaire-de-l-automne'));
    expect(flyer.get('imgPromo')).toEqual([{ img: 'promotions/circulaire-de-l-automne/page-1.webp' }]);
    const video = await getDoc(doc(firebase.db, 'video-groups', 'videos-piscines'));
    const capsules = video.get('capsules') as { videoId: { fr: string; en: string } }[];
    expect(capsules[0]?.videoId.fr).toMatch(/^[A-Za-z0-9_-]{11}$/);
    expect(video.get('title')).toEqual({ fr: 'Vidéos piscines', en: 'Pool videos' });
  });

  it('reads a published model and refuses an unpublished one, as the rules do', async () => {
    const published = await getDoc(doc(firebase.db, 'spas/serie-harmonie/collection-models/harmonie-h7'));
    expect(published.get('discountEv')).toBe(15);
    await expect(getDoc(doc(firebase.db, 'spas/serie-harmonie/collection-models/harmonie-h8'))).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});

describe('getDocs', () => {
  it('lists a collection in document id order', async () => {
    const snapshot = await getDocs(collection(firebase.db, 'categories'));
    expect(snapshot.docs.map((d) => d.id)).toEqual([
      'accessoires',
      'mobilier-exterieur',
      'piscines',
      'produits-chimiques',
      'produits-sanitaires',
      'spas',
    ]);
  });

  it('orders by a field, ascending and descending', async () => {
    const ascending = await getDocs(query(collection(firebase.db, 'categories'), orderBy('order')));
    expect(ascending.docs.map((d) => d.get('handle'))).toEqual([
      'piscines',
      'spas',
      'mobilier-exterieur',
      'produits-chimiques',
      'accessoires',
      'produits-sanitaires',
    ]);
    const descending = await getDocs(query(collection(firebase.db, 'categories'), orderBy('order', 'desc'), limit(2)));
    expect(descending.docs.map((d) => d.id)).toEqual(['produits-sanitaires', 'accessoires']);
  });

  it('reads a sub-collection with the garden furniture types in spec order', async () => {
    const snapshot = await getDocs(query(collection(firebase.db, 'categories/mobilier-exterieur/collections'), orderBy('order')));
    const garden = snapshot.docs[0];
    expect(garden?.id).toBe('mobilier-de-jardin');
    expect((garden?.get('productTypes') as { title: { fr: string } }[]).map((type) => type.title.fr)).toEqual([
      'Ensembles de salon',
      'Ensembles de salle à manger',
      'Tables individuelles',
      'Chaises',
      'Balançoires',
      'Foyers',
      'Tables d’appoint',
      'Collection Twist',
    ]);
  });

  it('filters models with where(published == true) and orders them', async () => {
    const models = collection(firebase.db, 'spas/serie-aquafit/collection-models');
    const snapshot = await getDocs(query(models, where('published', '==', true), orderBy('order')));
    expect(snapshot.docs.map((d) => d.id)).toEqual(['aquafit-14', 'aquafit-16', 'aquafit-17-double']);
    expect(snapshot.docs.every((d) => d.get('published') === true)).toBe(true);
  });

  it('refuses a model query that does not filter on published', async () => {
    await expect(getDocs(collection(firebase.db, 'spas/serie-aquafit/collection-models'))).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it('combines equality filters (composite AND) with a limit', async () => {
    const models = collection(firebase.db, 'spas/serie-harmonie/collection-models');
    const snapshot = await getDocs(query(models, where('published', '==', true), where('discountEv', '==', 0), orderBy('order'), limit(1)));
    expect(snapshot.docs.map((d) => d.id)).toEqual(['harmonie-h6']);
  });

  it('supports range filters, in, array-contains and cursors', async () => {
    const categories = collection(firebase.db, 'categories');
    const later = await getDocs(query(categories, where('order', '>', 4)));
    expect(later.docs.map((d) => d.get('order'))).toEqual([5, 6]);
    const picked = await getDocs(query(categories, where('handle', 'in', ['spas', 'piscines'])));
    expect(picked.docs.map((d) => d.id)).toEqual(['piscines', 'spas']);
    const afterTwo = await getDocs(query(categories, orderBy('order'), startAfter(2), limit(2)));
    expect(afterTwo.docs.map((d) => d.get('order'))).toEqual([3, 4]);
    const byId = await getDocs(query(categories, where(documentId(), '==', 'spas')));
    expect(byId.docs.map((d) => d.id)).toEqual(['spas']);
    const jobs = await getDocs(
      query(collection(firebase.db, 'jobs'), where('requirements', 'array-contains', 'Permis de conduire classe 5')),
    );
    expect(jobs.docs.map((d) => d.id).sort()).toEqual(['livreur-entrepot', 'technicien-service-piscines']);
  });

  it('reads option lists of a published pool model, ordered', async () => {
    const liners = await getDocs(
      query(
        collection(firebase.db, 'in-ground-pool/piscines-creusees-vinyle/collection-models/rectangulaire-classique/liners'),
        orderBy('order'),
      ),
    );
    expect(liners.docs.map((d) => d.get('title.fr'))).toEqual([
      'Mosaïque Caraïbes',
      'Galets de rivière',
      'Marbre bleu nuit',
      'Granit gris perle',
      'Vague turquoise',
    ]);
    expect(liners.docs[2]?.get('price')).toBe('250');
    await expect(
      getDocs(collection(firebase.db, 'above-ground-pool/collection-oasis/collection-models/oasis-ronde-27-pi/liners')),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('counts documents with an aggregation query', async () => {
    const count = await getCount(collection(firebase.db, 'service-packages'));
    expect(count.data().count).toBe(3);
  });

  it('refuses collections outside the rules and every client write', async () => {
    await expect(getDocs(collection(firebase.db, 'orders'))).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(setDoc(doc(firebase.db, 'categories', 'hack'), { title: 'x' })).rejects.toMatchObject({ code: 'permission-denied' });
  });
});

describe('REST answers', () => {
  const base = (): string => `${cloud.url}/v1/projects/demo-storefront/databases/(default)/documents`;

  it('answers runQuery as a JSON array ending with done, and an empty result with only readTime', async () => {
    const response = await fetch(`${base()}:runQuery`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({ structuredQuery: { from: [{ collectionId: 'service-packages' }], limit: 1 } }),
    });
    const answer = (await response.json()) as {
      document?: { name: string; createTime: string; updateTime: string; fields: Record<string, unknown> };
      readTime: string;
      done?: boolean;
    }[];
    expect(answer).toHaveLength(1);
    expect(answer[0]?.document?.name).toBe('projects/demo-storefront/databases/(default)/documents/service-packages/forfait_1');
    expect(answer[0]?.document?.fields.opening).toEqual({
      mapValue: { fields: { label: { stringValue: 'Ouverture' }, value: { integerValue: '119' } } },
    });
    expect(answer[0]?.readTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
    expect(answer[0]?.done).toBe(true);

    const empty = await fetch(`${base()}/categories/piscines:runQuery`, {
      method: 'POST',
      body: JSON.stringify({
        structuredQuery: {
          from: [{ collectionId: 'collections' }],
          where: { fieldFilter: { field: { fieldPath: 'order' }, op: 'EQUAL', value: { integerValue: '99' } } },
        },
      }),
    });
    const emptyAnswer = (await empty.json()) as Record<string, unknown>[];
    expect(emptyAnswer).toHaveLength(1);
    expect(Object.keys(emptyAnswer[0] ?? {}).sort()).toEqual(['done', 'readTime']);
  });

  it('serves document GET and paged list', async () => {
    const single = (await (await fetch(`${base()}/service-packages/forfait_2`)).json()) as {
      name: string;
      fields: Record<string, unknown>;
    };
    expect(single.name.endsWith('/service-packages/forfait_2')).toBe(true);
    const page = (await (await fetch(`${base()}/service-packages?pageSize=2`)).json()) as {
      documents: { name: string }[];
      nextPageToken: string;
    };
    expect(page.documents).toHaveLength(2);
    const rest = (await (await fetch(`${base()}/service-packages?pageSize=2&pageToken=${page.nextPageToken}`)).json()) as {
      documents: { name: string }[];
      nextPageToken?: string;
    };
    expect(rest.documents.map((d) => d.name.split('/').pop())).toEqual(['forfait_3']);
    expect(rest.nextPageToken).toBeUndefined();
    expect((await fetch(`${base()}/service-packages/forfait_9`)).status).toBe(404);
  });

  it('lets the holder of the admin secret write and nobody else, not even Google’s emulator word "owner"', async () => {
    const body = JSON.stringify({
      writes: [
        {
          update: {
            name: 'projects/demo-storefront/databases/(default)/documents/settings/test-switch',
            fields: { on: { booleanValue: true } },
          },
        },
      ],
    });
    expect((await fetch(`${base()}:commit`, { method: 'POST', body })).status).toBe(403);
    expect((await fetch(`${base()}:commit`, { method: 'POST', body, headers: { Authorization: 'Bearer owner' } })).status).toBe(403);
    const owner = await fetch(`${base()}:commit`, { method: 'POST', body, headers: { Authorization: `Bearer ${cloud.adminToken}` } });
    expect(owner.status).toBe(200);
    const snapshot = await getDoc(doc(firebase.db, 'settings', 'test-switch'));
    expect(snapshot.get('on')).toBe(true);
  });
});
