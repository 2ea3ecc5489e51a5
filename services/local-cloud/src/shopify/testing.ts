// Owns what other workspaces' tests need to run against the real local Shopify: a small seed and a server on an ephemeral port.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateAdminToken } from '../admin';
import type { ShopifySeed, ShopifySeedImage, ShopifySeedMetafield, ShopifySeedProduct } from '../seed/types';
import { createShopifyHandler, type ShopifyHandlerOptions } from './handler';

function image(baseUrl: string, n: number, name: string): ShopifySeedImage {
  return {
    id: `gid://shopify/ProductImage/${n}`,
    src: `${baseUrl}/v0/b/demo-storefront.appspot.com/o/${encodeURIComponent(`shop/${name}.webp`)}?alt=media`,
    altText: name,
    width: 800,
    height: 800,
  };
}

/** A metafield of the fixture, id gid://shopify/Metafield/<n>. */
export function seedMetafield(n: number, namespace: string, key: string, value: string, type: string): ShopifySeedMetafield {
  return { id: `gid://shopify/Metafield/${n}`, namespace, key, value, type };
}

/** A variant's package: `water.package_size` and `water.package_unit`. */
export function packageMetafields(n: number, size: string, unit: string): ShopifySeedMetafield[] {
  return [
    seedMetafield(n, 'water', 'package_size', size, 'number_decimal'),
    seedMetafield(n + 1, 'water', 'package_unit', unit, 'single_line_text_field'),
  ];
}

/**
 * Three products (one with two sizes and a sale price, one sold out), two collections, and a large collection of 260 generated
 * products. The chlorine carries the `water` metafields (trichlor at 90 %, packages of 2 and 5 kg), one its definition does
 * not expose to the storefront (`custom.code_fournisseur`), its fulfilment class (dangerous, UN2468) and its `specs` (trichlor at 90 % in tablets); the others are parcels, the lounger
 * of aluminium.
 */
export function shopifyFixtureSeed(baseUrl = 'http://127.0.0.1:3020'): ShopifySeed {
  const chlorine: ShopifySeedProduct = {
    id: 'gid://shopify/Product/1001',
    handle: 'chlore-stabilise',
    title: 'Chlore stabilisé',
    description: 'Pastilles de chlore stabilisé pour piscine.',
    descriptionHtml: '<p>Pastilles de chlore stabilisé pour piscine.</p>',
    translations: {
      EN: {
        title: 'Stabilized chlorine',
        description: 'Stabilized chlorine tablets for pools.',
        descriptionHtml: '<p>Stabilized chlorine tablets for pools.</p>',
      },
    },
    productType: 'Produits chimiques',
    vendor: 'AquaPro',
    tags: ['chlore', 'livraison-gratuite'],
    createdAt: '2024-03-01T12:00:00Z',
    updatedAt: '2024-05-01T12:00:00Z',
    publishedAt: '2024-03-02T12:00:00Z',
    images: [image(baseUrl, 5001, 'chlore-1'), image(baseUrl, 5002, 'chlore-2')],
    options: [{ id: 'gid://shopify/ProductOption/7001', name: 'Format', values: ['2 kg', '5 kg'] }],
    metafields: [
      seedMetafield(6001, 'water', 'ingredient', 'trichlor', 'single_line_text_field'),
      seedMetafield(6002, 'water', 'strength', '90', 'number_decimal'),
      seedMetafield(6003, 'custom', 'code_fournisseur', 'AP-TRI-90', 'single_line_text_field'),
      // Trichloroisocyanuric acid: a dangerous good (its safety data sheet, section 14), never sent by post.
      seedMetafield(6004, 'fulfilment', 'class', 'dangerous', 'single_line_text_field'),
      seedMetafield(6005, 'fulfilment', 'un_number', 'UN2468', 'single_line_text_field'),
      seedMetafield(6006, 'fulfilment', 'hazard_class', '5.1', 'single_line_text_field'),
      // What the shop compares it on (ADR 0050): a number, a code and a list, each as Shopify types it.
      seedMetafield(6081, 'specs', 'ingredient', 'trichlor', 'single_line_text_field'),
      seedMetafield(6082, 'specs', 'strength_percent', '90', 'number_decimal'),
      seedMetafield(6083, 'specs', 'formats', '["tablets"]', 'list.single_line_text_field'),
    ],
    variants: [
      {
        id: 'gid://shopify/ProductVariant/2001',
        title: '2 kg',
        sku: 'CHL-2',
        price: '24.99',
        compareAtPrice: null,
        availableForSale: true,
        requiresShipping: true,
        weight: 2,
        weightUnit: 'KILOGRAMS',
        selectedOptions: [{ name: 'Format', value: '2 kg' }],
        imageId: 'gid://shopify/ProductImage/5001',
        metafields: packageMetafields(6011, '2', 'kg'),
      },
      {
        id: 'gid://shopify/ProductVariant/2002',
        title: '5 kg',
        sku: 'CHL-5',
        price: '49.5',
        compareAtPrice: '59.99',
        availableForSale: true,
        requiresShipping: true,
        weight: 5,
        weightUnit: 'KILOGRAMS',
        selectedOptions: [{ name: 'Format', value: '5 kg' }],
        imageId: 'gid://shopify/ProductImage/5002',
        metafields: packageMetafields(6021, '5', 'kg'),
      },
    ],
  };
  const lounger: ShopifySeedProduct = {
    id: 'gid://shopify/Product/1002',
    handle: 'chaise-longue-riviera',
    title: 'Chaise longue Riviera',
    description: 'Chaise longue en aluminium.',
    descriptionHtml: '<p>Chaise longue en aluminium.</p>',
    productType: 'Chaises',
    vendor: 'Jardin Plus',
    tags: ['mobilier'],
    createdAt: '2024-04-01T12:00:00Z',
    updatedAt: '2024-04-01T12:00:00Z',
    publishedAt: '2024-04-02T12:00:00Z',
    images: [image(baseUrl, 5003, 'riviera')],
    options: [{ id: 'gid://shopify/ProductOption/7002', name: 'Title', values: ['Default Title'] }],
    metafields: [
      seedMetafield(6007, 'fulfilment', 'class', 'parcel', 'single_line_text_field'),
      seedMetafield(6084, 'specs', 'material', 'aluminium', 'single_line_text_field'),
    ],
    variants: [
      {
        id: 'gid://shopify/ProductVariant/2003',
        title: 'Default Title',
        sku: 'RIV-1',
        price: '399.0',
        compareAtPrice: null,
        availableForSale: true,
        requiresShipping: true,
        weight: 12,
        weightUnit: 'KILOGRAMS',
        selectedOptions: [{ name: 'Title', value: 'Default Title' }],
        imageId: null,
      },
    ],
  };
  const soldOut: ShopifySeedProduct = {
    ...lounger,
    id: 'gid://shopify/Product/1003',
    handle: 'parasol-epuise',
    title: 'Parasol épuisé',
    productType: 'Parasols',
    images: [],
    variants: [{ ...lounger.variants[0]!, id: 'gid://shopify/ProductVariant/2004', sku: 'PAR-1', availableForSale: false }],
  };
  const generated: ShopifySeedProduct[] = Array.from({ length: 260 }, (_, i) => ({
    ...lounger,
    id: `gid://shopify/Product/${3000 + i}`,
    handle: `accessoire-${i}`,
    title: `Accessoire ${i}`,
    productType: 'Accessoires',
    images: [],
    variants: [{ ...lounger.variants[0]!, id: `gid://shopify/ProductVariant/${4000 + i}`, sku: `ACC-${i}`, price: '5.0', imageId: null }],
  }));
  return {
    products: [chlorine, lounger, soldOut, ...generated],
    collections: [
      {
        id: 'gid://shopify/Collection/900004',
        handle: 'essentiels',
        title: 'Essentiels',
        description: 'Les essentiels de saison',
        translations: { EN: { title: 'Essentials', description: 'Seasonal essentials' } },
        updatedAt: '2024-05-01T12:00:00Z',
        image: null,
        productIds: [lounger.id, chlorine.id, 'gid://shopify/Product/999999'],
      },
      {
        id: 'gid://shopify/Collection/900002',
        handle: 'liquidations',
        title: 'Liquidations',
        description: '',
        updatedAt: '2024-05-01T12:00:00Z',
        image: image(baseUrl, 5100, 'liquidations'),
        productIds: [chlorine.id],
      },
      {
        id: 'gid://shopify/Collection/910000',
        handle: 'accessoires',
        title: 'Accessoires',
        description: 'Tous les accessoires',
        updatedAt: '2024-05-01T12:00:00Z',
        image: null,
        productIds: generated.map((p) => p.id),
      },
    ],
    discountCodes: [{ code: 'PISCINE10', percentage: 10 }],
  };
}

export interface ShopifyTestServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  dataDir: string;
  /** The secret of the local order endpoints: send `Authorization: Bearer <adminToken>` to complete carts or list orders. */
  adminToken: string;
  close(): Promise<void>;
}

/** Serves the handler on 127.0.0.1 and an ephemeral port; without a dataDir it uses a temporary folder removed on close. */
export async function startShopifyServer(
  options: Partial<ShopifyHandlerOptions> & { keepDataDir?: boolean } = {},
): Promise<ShopifyTestServer> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'local-shopify-')));
  const adminToken = options.adminToken ?? generateAdminToken();
  const handler = createShopifyHandler({ ...options, seed: options.seed ?? shopifyFixtureSeed(), dataDir, adminToken });
  const server = createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    dataDir,
    adminToken,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
      if (!options.dataDir && !options.keepDataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
