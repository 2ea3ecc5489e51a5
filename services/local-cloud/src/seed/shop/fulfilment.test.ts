// Checks every seed product's fulfilment class: its metafields, the dangerous goods' UN numbers, the 30 kg parcel limit, and
// that the local Storefront API serves them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShopifyServer, type ShopifyTestServer } from '../../shopify/testing';
import type { ShopifySeedProduct } from '../types';
import type { CategoryDef, CollectionDef, ProductDef } from './definitions';
import { FULFILMENT_METAFIELD_NAMESPACE, fulfilmentOf, PARCEL_MAX_KG } from './fulfilment';
import { planShop, toShopifySeed } from './index';
import { checkedFetch } from '../../../test/support/storefront';

const CLASSES = ['parcel', 'dangerous', 'freight', 'pickup-only'];

const products = planShop().products.map((planned) => planned.product);

function product(title: string): Pick<ShopifySeedProduct, 'id' | 'metafields'> {
  const found = products.find((candidate) => candidate.title === title);
  if (!found) throw new Error(`No product ${title}`);
  return found;
}

/** The product's `fulfilment` metafields as key → value. */
function fulfilment(found: Pick<ShopifySeedProduct, 'metafields'>): Record<string, string> {
  return Object.fromEntries(
    (found.metafields ?? []).filter((m) => m.namespace === FULFILMENT_METAFIELD_NAMESPACE).map((m) => [m.key, m.value]),
  );
}

describe('fulfilment metafields of the seed', () => {
  it('gives every product a known class, as a single line text field', () => {
    for (const found of products) {
      const metafields = (found.metafields ?? []).filter((m) => m.namespace === FULFILMENT_METAFIELD_NAMESPACE);
      expect(
        metafields.find((m) => m.key === 'class'),
        found.title,
      ).toMatchObject({ type: 'single_line_text_field' });
      expect(CLASSES, found.title).toContain(fulfilment(found).class);
      for (const metafield of metafields) expect(metafield.type, `${found.title} ${metafield.key}`).toBe('single_line_text_field');
    }
  });

  it('gives every dangerous good, and only them, a UN number and a hazard class', () => {
    for (const found of products) {
      const values = fulfilment(found);
      if (values.class === 'dangerous') {
        expect(values.un_number, found.title).toMatch(/^UN\d{4}$/);
        expect(values.hazard_class, found.title).toMatch(/^\d(\.\d)?$/);
      } else expect(Object.keys(values), found.title).toEqual(['class']);
    }
  });

  it('classes the chemicals from their safety data sheets', () => {
    expect(fulfilment(product('Chlore liquide 12 %'))).toEqual({ class: 'dangerous', un_number: 'UN1791', hazard_class: '8' });
    expect(fulfilment(product('Chlore en tablettes 3 po'))).toEqual({ class: 'dangerous', un_number: 'UN2468', hazard_class: '5.1' });
    expect(fulfilment(product('Super choc 73 %'))).toEqual({ class: 'dangerous', un_number: 'UN2880', hazard_class: '5.1' });
    expect(fulfilment(product('Acide muriatique 31,45 %'))).toEqual({ class: 'dangerous', un_number: 'UN1789', hazard_class: '8' });
    expect(fulfilment(product('Réducteur de pH'))).toEqual({ class: 'parcel' });
    expect(fulfilment(product('Sel pour piscine'))).toEqual({ class: 'parcel' });
  });

  it('sends pools, spas and furniture sets by freight, and small accessories by parcel', () => {
    const classOf = (title: string) => fulfilment(product(title)).class;
    expect(classOf('Spa Évasion E4')).toBe('freight');
    expect(classOf('Spa de nage Aquafit 14')).toBe('freight');
    expect(classOf('Piscine Riviera ronde 24 pi')).toBe('freight');
    expect(classOf('Ensemble à manger Bistro 3 mcx')).toBe('freight');
    expect(classOf('Épuisette de surface')).toBe('parcel');
    expect(classOf('Fauteuil Twist')).toBe('parcel');
  });

  it('sends nothing over 30 kg by parcel', () => {
    const heavy = products.filter((found) => found.variants.some((variant) => variant.weight > PARCEL_MAX_KG));
    expect(heavy.length).toBeGreaterThan(0);
    expect(heavy.filter((found) => fulfilment(found).class === 'parcel').map((found) => found.title)).toEqual([]);
  });

  it('refuses a definition that would send more than 30 kg by parcel', () => {
    const category = { handle: 'accessoires' } as CategoryDef;
    const collection = { handle: 'filtration-et-chauffage' } as CollectionDef;
    const def = { title: 'Sable de filtration 50 kg', type: 'Filtres', weight: 50 } as ProductDef;
    expect(() => fulfilmentOf(def, category, collection)).toThrow(/Sable de filtration 50 kg: 50 kg/);
    expect(fulfilmentOf({ ...def, fulfilment: { class: 'pickup-only' } }, category, collection)).toEqual({ class: 'pickup-only' });
  });

  it('numbers every metafield apart', () => {
    const ids = products.flatMap((found) => [
      ...(found.metafields ?? []),
      ...found.variants.flatMap((variant) => variant.metafields ?? []),
    ]);
    expect(new Set(ids.map((m) => m.id)).size).toBe(ids.length);
  });
});

describe('fulfilment metafields on the local Storefront API', () => {
  let server: ShopifyTestServer;

  beforeAll(async () => {
    server = await startShopifyServer({ seed: toShopifySeed(planShop(), (path) => `http://127.0.0.1:0/${path}`) });
  });

  afterAll(async () => {
    await server.close();
  });

  it('answers product { metafield(namespace: "fulfilment", key: "class") } for every seed product', async () => {
    const response = await checkedFetch(`${server.origin}/api/2026-04/graphql.json`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': 'local-storefront-token' },
      body: JSON.stringify({
        query: `query ($ids: [ID!]!) { nodes(ids: $ids) { ... on Product {
          id
          fulfilmentClass: metafield(namespace: "fulfilment", key: "class") { value }
          unNumber: metafield(namespace: "fulfilment", key: "un_number") { value }
          hazardClass: metafield(namespace: "fulfilment", key: "hazard_class") { value }
        } } }`,
        variables: { ids: products.map((found) => found.id) },
      }),
    });
    type Node = {
      id: string;
      fulfilmentClass: { value: string } | null;
      unNumber: { value: string } | null;
      hazardClass: { value: string } | null;
    };
    const body = (await response.json()) as { data?: { nodes: Node[] }; errors?: unknown[] };
    expect(body.errors).toBeUndefined();
    const nodes = body.data?.nodes ?? [];
    expect(nodes.map((node) => node.id)).toEqual(products.map((found) => found.id));
    for (const [index, node] of nodes.entries()) expect(node.fulfilmentClass?.value).toBe(fulfilment(products[index]!).class);
    const liquid = nodes.find((node) => node.id === product('Chlore liquide 12 %').id);
    expect(liquid).toMatchObject({ fulfilmentClass: { value: 'dangerous' }, unNumber: { value: 'UN1791' }, hazardClass: { value: '8' } });
  });
});
