// Owns the data of the water analysis page: the store's water products in the page's language (the readings are the
// visitor's, in the address, and never reach a loader).
import type { PageLoaderArgs } from '@storefront/platform';
import { toPlanProducts, type PlanProduct } from './products';

export type WaterData = { status: 'ready'; products: PlanProduct[] } | { status: 'error' };

export async function loadWaterProducts({ config, locale }: PageLoaderArgs): Promise<WaterData> {
  try {
    // The store SDK loads with the loader, not with the page's first chunk: a server-rendered page already has its data.
    const { createStoreClient } = await import('@storefront/commerce');
    const products = await createStoreClient({ ...config.shopify, language: locale }).fetchWaterProducts();
    return { status: 'ready', products: toPlanProducts(products) };
  } catch (error) {
    // The analysis works without the store: the plan gives reference amounts and the phone.
    console.error('water products', error);
    return { status: 'error' };
  }
}
