// Reads the local store's Storefront API for test data: products on sale, as the shop and the cart see them.
import { storefrontEndpoint } from '@storefront/commerce/storefront-api';
import { SERVICE_PORTS } from '@storefront/mf-config';
export interface ProductOnSale {
  handle: string;
  title: string;
  variantId: string;
  price: number;
}

/** Products on sale with their titles in the language asked for (the Storefront API's language context, as the shop asks). */
export async function productsOnSale(
  language: 'fr' | 'en' = 'fr',
  origin = `http://127.0.0.1:${SERVICE_PORTS.localCloud}`,
): Promise<ProductOnSale[]> {
  const response = await fetch(storefrontEndpoint(origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': 'local-storefront-token' },
    body: JSON.stringify({
      query: `query Products @inContext(language: ${language.toUpperCase()}) { collections(first: 50) { nodes { products(first: 50) { nodes { handle title variants(first: 1) { nodes { id availableForSale price { amount } } } } } } } }`,
    }),
  });
  type Variant = { id: string; availableForSale: boolean; price: { amount: string } };
  const body = (await response.json()) as {
    data: { collections: { nodes: { products: { nodes: { handle: string; title: string; variants: { nodes: Variant[] } }[] } }[] } };
  };
  return body.data.collections.nodes
    .flatMap((c) => c.products.nodes)
    .flatMap((p) => {
      const variant = p.variants.nodes[0];
      return variant?.availableForSale
        ? [{ handle: p.handle, title: p.title, variantId: variant.id, price: Number(variant.price.amount) }]
        : [];
    });
}

export async function productToBuy(language: 'fr' | 'en' = 'fr'): Promise<ProductOnSale> {
  const product = (await productsOnSale(language))[0];
  if (!product) throw new Error('The local store has no product for sale');
  return product;
}
