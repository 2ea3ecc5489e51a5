import { describe, expect, it } from 'vitest';
import type { ListedShopProduct, ProductSpecs, ShopProduct } from '@storefront/contracts';
import { category, categoryCollection, shopProduct } from '../test/fixtures';
import {
  applicableRoute,
  buildFacets,
  canonicalSelection,
  clearFacet,
  facetsOf,
  matchesFacets,
  productFacets,
  readFacetParams,
  toggleFacetValue,
  writeFacetParams,
} from './facets';
import { facetValueLabel } from './facet-labels';
import { buildFilterMenu, createShopIndex, selectShopProducts } from './shop-index';

const spasCollection = 'gid://shopify/Collection/30';
const poolsCollection = 'gid://shopify/Collection/40';
const inSpas = {
  categoryHandle: 'spas',
  categoryTitle: 'Spas',
  collectionId: spasCollection,
  collectionHandle: 'spas',
  collectionTitle: 'Spas',
  productTypeTitle: 'Spas',
};
const inPools = {
  categoryHandle: 'piscines',
  categoryTitle: 'Piscines',
  collectionId: poolsCollection,
  collectionHandle: 'hors-terre',
  collectionTitle: 'Hors terre',
  productTypeTitle: 'Piscines',
};

/** A product with its `specs` metafields (contracts/specs.ts) and one variant at `price`. */
function product(
  fields: Partial<ShopProduct> & { title: string; price: number; specs?: ProductSpecs; available?: boolean },
): ListedShopProduct {
  const { price, specs, available = true, ...rest } = fields;
  const base = shopProduct({
    ...rest,
    variants: [
      {
        id: `${fields.title}-v`,
        title: 'Default',
        sku: null,
        price,
        compareAtPrice: null,
        availableForSale: available,
        image: null,
        selectedOptions: [],
      },
    ],
  });
  return specs ? { ...base, specs } : base;
}

const aurora = product({ ...inSpas, title: 'Aurora', vendor: 'Boréal Spas', price: 8999, specs: { seats: 6, jets: 45, length_cm: 213 } });
const borealis = product({
  ...inSpas,
  title: 'Borealis',
  vendor: 'Boréal Spas',
  price: 11999,
  specs: { seats: 7, jets: 62, length_cm: 231 },
});
const calypso = product({ ...inSpas, title: 'Calypso', vendor: 'Jacuzzi', price: 6499, specs: { seats: 6, jets: 30, length_cm: 200 } });
const dune = product({ ...inSpas, title: 'Dune', vendor: 'Jacuzzi', price: 4999, buyOnline: false, specs: { seats: 4, jets: 18 } });
const riviera = product({
  ...inPools,
  title: 'Riviera ronde',
  vendor: 'Trévi',
  price: 3499,
  specs: { shape: 'round', sizes: ['21', '24'], wall: 'steel' },
});
const oasis = product({
  ...inPools,
  title: 'Oasis ovale',
  vendor: 'Trévi',
  price: 5499,
  available: false,
  specs: { shape: 'oval', sizes: ['15x30'] },
});
const products = [aurora, borealis, calypso, dune, riviera, oasis];
const categories = [
  category('spas', 'Spas', 1, [categoryCollection(spasCollection, 1, ['Spas'])]),
  category('piscines', 'Piscines', 2, [categoryCollection(poolsCollection, 1, ['Piscines'])]),
];
const index = createShopIndex(products, categories);
const spas = products.filter((entry) => entry.categoryHandle === 'spas');
const counts = (groups: ReturnType<typeof buildFacets>, id: string) =>
  Object.fromEntries(groups.find((group) => group.id === id)?.values.map((value) => [value.value, value.count]) ?? []);

describe("productFacets (each product's values, from its variants, vendor and specs metafields)", () => {
  it("reads the lowest price's range, the brand's handle, availability and the specifications, ranges for jets and length", () => {
    expect(productFacets(aurora)).toMatchObject({
      price: ['5000-10000'],
      brand: ['boreal-spas'],
      availability: ['online'],
      seats: ['6'],
      jets: ['40-60'],
      length: ['200-225'],
      shape: [],
    });
    expect(productFacets(riviera)).toMatchObject({ shape: ['round'], size: ['21', '24'], wall: ['steel'] });
  });

  it('tells bought online, sold out online and offered in store only apart, as the product page does', () => {
    expect(productFacets(calypso).availability).toEqual(['online']);
    expect(productFacets(oasis).availability).toEqual(['soldout']);
    expect(productFacets(dune).availability).toEqual(['store']);
  });

  it('gives no value where the data has none: a missing specification is unknown, never zero', () => {
    expect(productFacets(dune).length).toEqual([]);
    expect(productFacets(product({ title: 'Sans marque', vendor: ' ', price: 10 })).brand).toEqual([]);
  });
});

describe('facetsOf (a category its own facets)', () => {
  it('offers price, brand and availability everywhere, and a category the specifications its products carry', () => {
    expect(facetsOf(products, 'spas')).toEqual(['price', 'brand', 'availability', 'seats', 'jets', 'length']);
    expect(facetsOf(products, 'piscines')).toEqual(['price', 'brand', 'availability', 'shape', 'size', 'wall']);
  });

  it("offers only price, brand and availability on the shop list, 'recherche' and 'liquidations', which mix categories", () => {
    expect(facetsOf(products, undefined)).toEqual(['price', 'brand', 'availability']);
    expect(facetsOf(products, 'recherche')).toEqual(['price', 'brand', 'availability']);
    expect(facetsOf(products, 'liquidations')).toEqual(['price', 'brand', 'availability']);
  });

  it('offers no category facet until the products carry specifications (a shop without the specs metafields)', () => {
    const bare = products.map(({ specs: _specs, ...rest }) => rest);
    expect(facetsOf(bare, 'spas')).toEqual(['price', 'brand', 'availability']);
  });
});

describe('the address: readFacetParams and writeFacetParams', () => {
  it('reads French and English names alike, values comma-separated, into the canonical order', () => {
    expect(readFacetParams(new URLSearchParams('places=7,6&marque=boreal-spas&prix=5000-10000'))).toEqual({
      price: ['5000-10000'],
      brand: ['boreal-spas'],
      seats: ['6', '7'],
    });
    expect(readFacetParams(new URLSearchParams('seats=6&brand=jacuzzi&availability=store'))).toEqual({
      brand: ['jacuzzi'],
      availability: ['store'],
      seats: ['6'],
    });
  });

  it('leaves out invalid values and unknown names without error', () => {
    expect(readFacetParams(new URLSearchParams('prix=1-2&places=abc,0&dispo=partout&forme=<b>&couleur=rouge'))).toBeUndefined();
    expect(readFacetParams(new URLSearchParams('prix=100-250,oops&places=6,6'))).toEqual({ price: ['100-250'], seats: ['6'] });
    // Codes are read as written: a size such as 15x30 or 5.5 keeps its characters.
    expect(readFacetParams(new URLSearchParams('taille=15x30,5.5'))).toEqual({ size: ['15x30', '5.5'] });
  });

  it('writes one address per selection, in the page language, whatever order the values were chosen in', () => {
    const fr = new URLSearchParams({ e: 'spa' });
    writeFacetParams(fr, { seats: ['7', '6'], brand: ['jacuzzi', 'boreal-spas'], price: ['10000-20000', '5000-10000'] }, 'fr');
    expect(fr.toString()).toBe('e=spa&prix=5000-10000%2C10000-20000&marque=boreal-spas%2Cjacuzzi&places=6%2C7');
    const en = new URLSearchParams();
    writeFacetParams(en, { availability: ['store', 'online'], length: ['200-225'] }, 'en');
    expect(en.toString()).toBe('availability=online%2Cstore&length=200-225');
  });

  it('reads back what it wrote', () => {
    const selection = { price: ['0-25', '20000-'], brand: ['trevi'], shape: ['oval', 'round'] };
    const query = new URLSearchParams();
    writeFacetParams(query, selection, 'en');
    expect(readFacetParams(new URLSearchParams(query.toString()))).toEqual(selection);
  });
});

describe('toggleFacetValue, clearFacet, canonicalSelection', () => {
  it('adds a value, removes it, and drops a facet left empty', () => {
    const one = toggleFacetValue(undefined, 'seats', '6');
    expect(one).toEqual({ seats: ['6'] });
    expect(toggleFacetValue(one, 'seats', '4')).toEqual({ seats: ['4', '6'] });
    expect(toggleFacetValue(one, 'seats', '6')).toBeUndefined();
  });

  it('clears one facet ("Effacer") or all of them ("Tout effacer")', () => {
    const selection = { brand: ['jacuzzi'], seats: ['6'] };
    expect(clearFacet(selection, 'seats')).toEqual({ brand: ['jacuzzi'] });
    expect(clearFacet(selection)).toBeUndefined();
  });

  it('keeps only the facets a listing offers', () => {
    expect(canonicalSelection({ seats: ['6'], brand: ['jacuzzi'] }, ['price', 'brand', 'availability'])).toEqual({ brand: ['jacuzzi'] });
    expect(applicableRoute(products, { category: 'piscines', facets: { seats: ['6'], shape: ['round'] } })).toEqual({
      category: 'piscines',
      facets: { shape: ['round'] },
    });
    expect(applicableRoute(products, { category: 'recherche', keyword: 'spa', facets: { seats: ['6'] } })).toEqual({
      category: 'recherche',
      keyword: 'spa',
    });
  });
});

describe('matchesFacets and selectShopProducts (values of a facet OR-ed, facets AND-ed)', () => {
  it('keeps a product with one of the chosen values of every chosen facet', () => {
    expect(matchesFacets(aurora, { seats: ['6', '7'], brand: ['boreal-spas'] })).toBe(true);
    expect(matchesFacets(calypso, { seats: ['6', '7'], brand: ['boreal-spas'] })).toBe(false);
    expect(matchesFacets(dune, { length: ['200-225'] })).toBe(false);
  });

  it("narrows the route's products by its facets, after its category and keyword", () => {
    const titles = (facets: Parameters<typeof matchesFacets>[1]) =>
      selectShopProducts(index, { category: 'spas', ...(facets ? { facets } : {}) }).map((entry) => entry.title);
    expect(titles(undefined)).toEqual(['Aurora', 'Borealis', 'Calypso', 'Dune']);
    expect(titles({ seats: ['6'] })).toEqual(['Aurora', 'Calypso']);
    expect(titles({ seats: ['6', '7'], brand: ['jacuzzi'] })).toEqual(['Calypso']);
    expect(titles({ availability: ['store'] })).toEqual(['Dune']);
  });
});

describe('buildFacets (counts as the other filters stand)', () => {
  const offered = facetsOf(products, 'spas');

  it('counts every value over the listing when nothing is chosen, hiding values no product has', () => {
    const groups = buildFacets(spas, offered, undefined, 'fr');
    expect(groups.map((group) => group.id)).toEqual(['price', 'brand', 'availability', 'seats', 'jets', 'length']);
    expect(counts(groups, 'seats')).toEqual({ '4': 1, '6': 2, '7': 1 });
    expect(counts(groups, 'availability')).toEqual({ online: 3, store: 1 });
    expect(counts(groups, 'length')).toEqual({ '200-225': 2, '225-250': 1 });
  });

  it("ignores a facet's own choice in its counts and honours the others'", () => {
    const groups = buildFacets(spas, offered, { seats: ['6'], brand: ['jacuzzi'] }, 'fr');
    // Seats: Jacuzzi's spas only (Calypso 6, Dune 4), whatever seats are chosen.
    expect(counts(groups, 'seats')).toEqual({ '4': 1, '6': 1 });
    // Brand: the 6-seat spas (Aurora, Calypso), whatever brand is chosen.
    expect(counts(groups, 'brand')).toEqual({ 'boreal-spas': 1, jacuzzi: 1 });
    // Jets: both choices stand: Calypso only.
    expect(counts(groups, 'jets')).toEqual({ '20-40': 1 });
  });

  it('keeps a chosen value with no product, at 0, so it can be unchosen', () => {
    const groups = buildFacets(spas, offered, { seats: ['7'], brand: ['jacuzzi'] }, 'fr');
    expect(groups.find((group) => group.id === 'seats')?.values).toContainEqual({
      value: '7',
      label: '7 places',
      count: 0,
      selected: true,
    });
  });

  it('honours the keyword through its scope: the counts are over what the keyword found', () => {
    const found = selectShopProducts(index, { category: 'spas', keyword: 'aurora' });
    expect(counts(buildFacets(found, offered, undefined, 'fr'), 'seats')).toEqual({ '6': 1 });
  });

  it('names values in the page language, brands as their vendor writes them, sorted by name', () => {
    const fr = buildFacets(spas, offered, undefined, 'fr');
    const en = buildFacets(spas, offered, undefined, 'en');
    const labels = (groups: typeof fr, id: string) => groups.find((group) => group.id === id)?.values.map((value) => value.label);
    expect(labels(fr, 'brand')).toEqual(['Boréal Spas', 'Jacuzzi']);
    expect(labels(fr, 'availability')).toEqual(['Achat en ligne', 'En magasin seulement']);
    expect(labels(en, 'availability')).toEqual(['Buy online', 'In store only']);
    expect(labels(fr, 'seats')).toEqual(['4 places', '6 places', '7 places']);
    expect(labels(en, 'seats')).toEqual(['4 seats', '6 seats', '7 seats']);
  });
});

describe('facetValueLabel (both languages, numbers by Intl)', () => {
  // Intl writes fr-CA's thousands and the space before "$" with narrow and plain no-break spaces.
  const spaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

  it('names price ranges', () => {
    expect(spaces(facetValueLabel('price', '0-25', 'fr'))).toBe('Moins de 25 $');
    expect(spaces(facetValueLabel('price', '25-100', 'fr'))).toBe('25 $ à 100 $');
    expect(spaces(facetValueLabel('price', '20000-', 'fr'))).toBe('20 000 $ et plus');
    expect(facetValueLabel('price', '0-25', 'en')).toBe('Under $25');
    expect(facetValueLabel('price', '25-100', 'en')).toBe('$25 to $100');
    expect(facetValueLabel('price', '20000-', 'en')).toBe('$20,000 and up');
  });

  it('names jets and length ranges, a count never in two ranges', () => {
    expect(facetValueLabel('jets', '0-20', 'fr')).toBe('Moins de 20 jets');
    expect(facetValueLabel('jets', '20-40', 'fr')).toBe('20 à 39 jets');
    expect(facetValueLabel('jets', '60-', 'en')).toBe('60 jets and up');
    expect(spaces(facetValueLabel('length', '200-225', 'fr'))).toBe('200 à 225 cm');
    expect(facetValueLabel('length', '400-', 'en')).toBe('400 cm and up');
  });

  it('names codes from SPEC_CODES and shows an unknown code as is', () => {
    expect(facetValueLabel('shape', 'round', 'fr')).toBe('Ronde');
    expect(facetValueLabel('shape', 'round', 'en')).toBe('Round');
    expect(facetValueLabel('shape', 'hexagon', 'fr')).toBe('hexagon');
    expect(facetValueLabel('availability', 'soldout', 'fr')).toBe('Épuisé');
    expect(facetValueLabel('seats', '1', 'fr')).toBe('1 place');
  });
});

describe('buildFilterMenu with facets (the tree counts as its links filter)', () => {
  it('honours every facet within the category and price, brand and availability in the others', () => {
    const menu = buildFilterMenu(index, { category: 'spas', facets: { seats: ['6'], availability: ['online'] } });
    const count = (handle: string) => menu.categories.find((entry) => entry.handle === handle)?.filteredCount;
    expect(count('spas')).toBe(2);
    // The pools' link keeps availability only: Riviera is bought online, Oasis is sold out.
    expect(count('piscines')).toBe(1);
  });
});
