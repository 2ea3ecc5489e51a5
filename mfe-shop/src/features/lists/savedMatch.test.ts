import { describe, expect, it } from 'vitest';
import type { ListedShopProduct } from '@storefront/contracts';
import { matchSaved } from './savedMatch';

const product = (handle: string) => ({ id: `gid://shopify/Product/${handle}`, handle }) as unknown as ListedShopProduct;
const saved = (handle: string) => ({ id: `gid://shopify/Product/${handle}`, handle, title: handle });

describe('matchSaved', () => {
  it('gives the read products in the order they were saved, not the order they were read', () => {
    const read = new Map([
      ['chlore', product('chlore')],
      ['spa-h7', product('spa-h7')],
    ]);
    const match = matchSaved([saved('spa-h7'), saved('chlore')], read);
    expect(match.products.map((found) => found.handle)).toEqual(['spa-h7', 'chlore']);
    expect(match).toMatchObject({ gone: [], missing: [] });
  });

  it('names the handles not read yet, once each, and shows the others meanwhile', () => {
    const match = matchSaved([saved('chlore'), saved('brome'), saved('brome')], new Map([['chlore', product('chlore')]]));
    expect(match.products.map((found) => found.handle)).toEqual(['chlore']);
    expect(match.missing).toEqual(['brome']);
  });

  it('names the products the shop no longer lists, apart from the ones still to read', () => {
    const match = matchSaved([saved('retire'), saved('chlore')], new Map([['retire', null]]));
    expect(match).toEqual({ products: [], gone: ['retire'], missing: ['chlore'] });
  });
});
