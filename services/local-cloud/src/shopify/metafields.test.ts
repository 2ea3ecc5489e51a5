// Reads products' and variants' metafields from the local Storefront API over HTTP, as Shopify's 2026-04 schema asks for them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storefront } from '../../test/support/storefront';
import { startShopifyServer, type ShopifyTestServer } from './testing';

const CHLORINE = 'gid://shopify/Product/1001';
const LOUNGER = 'gid://shopify/Product/1002';
const CHLORINE_5KG = 'gid://shopify/ProductVariant/2002';
const LOUNGER_VARIANT = 'gid://shopify/ProductVariant/2003';

interface Answer {
  status: number;
  data: Record<string, unknown> | undefined;
  errors: { message: string }[] | undefined;
}

let server: ShopifyTestServer;

/** One query, its answer held to the official 2026-04 schema. */
async function graphql(query: string, variables: Record<string, unknown> = {}): Promise<Answer> {
  const { status, json } = await storefront(server.origin, { query, variables });
  return { status, data: json.data, errors: json.errors };
}

beforeAll(async () => {
  server = await startShopifyServer();
});

afterAll(async () => {
  await server.close();
});

const FIELDS = 'id namespace key value type';

describe('Product metafields', () => {
  it('answers metafield(namespace:, key:) with the stored value and type', async () => {
    const answer = await graphql(
      `query($id: ID!) { product(id: $id) {
      ingredient: metafield(namespace: "water", key: "ingredient") { ${FIELDS} }
      strength: metafield(namespace: "water", key: "strength") { ${FIELDS} createdAt updatedAt description parentResource { __typename ... on Product { id } } }
    } }`,
      { id: CHLORINE },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.product).toEqual({
      ingredient: {
        id: 'gid://shopify/Metafield/6001',
        namespace: 'water',
        key: 'ingredient',
        value: 'trichlor',
        type: 'single_line_text_field',
      },
      strength: {
        id: 'gid://shopify/Metafield/6002',
        namespace: 'water',
        key: 'strength',
        value: '90',
        type: 'number_decimal',
        createdAt: '2024-03-01T12:00:00Z',
        updatedAt: '2024-05-01T12:00:00Z',
        description: null,
        parentResource: { __typename: 'Product', id: CHLORINE },
      },
    });
  });

  it('answers metafields(identifiers:) in their order, null for a missing key, an unexposed namespace or no namespace', async () => {
    const answer = await graphql(
      `
        query ($id: ID!, $identifiers: [HasMetafieldsIdentifier!]!) {
          product(id: $id) {
            metafields(identifiers: $identifiers) {
              key
              value
            }
          }
        }
      `,
      {
        id: CHLORINE,
        identifiers: [
          { namespace: 'water', key: 'strength' },
          { namespace: 'water', key: 'colour' },
          // Stored, but its definition is not exposed to the storefront.
          { namespace: 'custom', key: 'code_fournisseur' },
          // No namespace is the calling app's own, which holds nothing here.
          { key: 'ingredient' },
          { namespace: 'water', key: 'ingredient' },
        ],
      },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.product).toEqual({
      metafields: [{ key: 'strength', value: '90' }, null, null, null, { key: 'ingredient', value: 'trichlor' }],
    });
  });

  it('serves the `specs` namespace with each value a string, a list as its JSON array (ADR 0050)', async () => {
    // Shopify's Metafield.value is a String! whatever the type; a list.* type's value is a JSON array of its items
    // (node_modules/shopify-storefront-2026-04/storefront.schema.json; shopify.dev, "List of data types").
    const answer = await graphql(`{
      chlorine: product(id: "${CHLORINE}") {
        metafields(identifiers: [{ namespace: "specs", key: "ingredient" }, { namespace: "specs", key: "strength_percent" }, { namespace: "specs", key: "formats" }, { namespace: "specs", key: "material" }]) { key value type }
      }
      lounger: product(id: "${LOUNGER}") { material: metafield(namespace: "specs", key: "material") { value } }
    }`);
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({
      chlorine: {
        metafields: [
          { key: 'ingredient', value: 'trichlor', type: 'single_line_text_field' },
          { key: 'strength_percent', value: '90', type: 'number_decimal' },
          { key: 'formats', value: '["tablets"]', type: 'list.single_line_text_field' },
          null,
        ],
      },
      lounger: { material: { value: 'aluminium' } },
    });
  });

  it('answers null for a product without metafields and for a hidden one asked by metafield()', async () => {
    const answer = await graphql(`{
      lounger: product(id: "${LOUNGER}") { metafield(namespace: "water", key: "ingredient") { value } metafields(identifiers: [{ namespace: "water", key: "strength" }]) { value } }
      chlorine: product(id: "${CHLORINE}") { metafield(namespace: "custom", key: "code_fournisseur") { value } }
    }`);
    expect(answer.data).toEqual({ lounger: { metafield: null, metafields: [null] }, chlorine: { metafield: null } });
  });

  it('refuses a metafield without its key, as Shopify’s schema does', async () => {
    const answer = await graphql(`{ product(id: "${CHLORINE}") { metafield(namespace: "water") { value } } }`);
    expect(answer.status).toBe(200);
    // graphql-ruby's wording (static_validation/rules/required_arguments_are_present.rb), as Shopify answers it.
    expect(answer.errors?.[0]?.message).toBe("Field 'metafield' is missing required arguments: key");
  });
});

describe('ProductVariant metafields', () => {
  it('serves each variant its own package, through the product and through nodes', async () => {
    const identifiers = '[{ namespace: "water", key: "package_size" }, { namespace: "water", key: "package_unit" }]';
    const answer = await graphql(`{
      product(id: "${CHLORINE}") { variants(first: 5) { nodes { title metafields(identifiers: ${identifiers}) { value type } } } }
      nodes(ids: ["${CHLORINE_5KG}", "${LOUNGER_VARIANT}"]) { ... on ProductVariant {
        metafield(namespace: "water", key: "package_size") { ${FIELDS} parentResource { __typename ... on ProductVariant { id } } }
        metafields(identifiers: ${identifiers}) { value }
      } }
    }`);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.product).toEqual({
      variants: {
        nodes: [
          {
            title: '2 kg',
            metafields: [
              { value: '2', type: 'number_decimal' },
              { value: 'kg', type: 'single_line_text_field' },
            ],
          },
          {
            title: '5 kg',
            metafields: [
              { value: '5', type: 'number_decimal' },
              { value: 'kg', type: 'single_line_text_field' },
            ],
          },
        ],
      },
    });
    expect(answer.data?.nodes).toEqual([
      {
        metafield: {
          id: 'gid://shopify/Metafield/6021',
          namespace: 'water',
          key: 'package_size',
          value: '5',
          type: 'number_decimal',
          parentResource: { __typename: 'ProductVariant', id: CHLORINE_5KG },
        },
        metafields: [{ value: '5' }, { value: 'kg' }],
      },
      { metafield: null, metafields: [null, null] },
    ]);
  });

  it('does not serve a product’s metafield on its variants', async () => {
    const answer = await graphql(
      `{ node(id: "${CHLORINE_5KG}") { ... on ProductVariant { metafield(namespace: "water", key: "ingredient") { value } } } }`,
    );
    expect(answer.data).toEqual({ node: { metafield: null } });
  });
});
