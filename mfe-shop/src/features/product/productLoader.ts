// Owns the data of a product page: the Shop product of the slug, in the page's language, or a 404.
import { data } from 'react-router';
import type { ShopProduct } from '@storefront/contracts';
import type { PageLoaderArgs } from '@storefront/platform';
import { loadShopProduct } from '../../data/shopCatalogue';
import { EXCLUSIVE_TAG, NEW_TAG } from '../listing/cardProduct';
import { sanitizeDescriptionHtml } from './descriptionHtml';

/** A product tag `video:<YouTube id>` gives the product its video. */
const VIDEO_TAG = /^video:([\w-]{6,20})$/;

export type DetailProduct = Omit<ShopProduct, 'tags' | 'createdAt' | 'updatedAt'> & {
  isNew: boolean;
  exclusive: boolean;
  videoId: string | null;
};

export type ProductData =
  { status: 'ready'; product: DetailProduct; url: string; store: { phone: string; tollFreePhone: string } } | { status: 'error' };

export async function loadProduct({ params, request, config, locale }: PageLoaderArgs): Promise<ProductData> {
  // Its own product only (ADR 0028): the whole shop is not loaded to find one handle.
  const found = await loadShopProduct(config, locale, params.slug ?? '').catch(() => 'unavailable' as const);
  if (found === 'unavailable') return { status: 'error' };
  if (!found) throw data(null, { status: 404 });
  const { tags, createdAt: _created, updatedAt: _updated, ...product } = found;
  const url = new URL(request.url);
  return {
    status: 'ready',
    store: config.store,
    url: `${url.origin}${url.pathname}`,
    product: {
      ...product,
      descriptionHtml: sanitizeDescriptionHtml(product.descriptionHtml),
      isNew: tags.includes(NEW_TAG),
      exclusive: tags.includes(EXCLUSIVE_TAG),
      videoId: tags.map((tag) => VIDEO_TAG.exec(tag)?.[1]).find(Boolean) ?? null,
    },
  };
}
