// @vitest-environment happy-dom
// Checks the saved lists' atoms: empty until mounted (the server's and the first render's value), then the stored list, its count
// kept in step with writes in this tab and with another tab's (the storage event), and anything else in storage ignored.
import { afterEach, describe, expect, it } from 'vitest';
import { createStore } from 'jotai';
import { savedItemsOf, savedListAtoms, storedSavedList, type SavedItem } from './savedLists';

const spa = { id: 'p1', handle: 'spa-riviera', title: 'Spa Riviera' };
const chlorine = { id: 'p2', handle: 'chlore', title: 'Chlore' };

afterEach(() => localStorage.clear());

/** Another tab writes the key: the browser changes storage and sends this tab a storage event. */
function writeFromAnotherTab(key: string, value: unknown) {
  const newValue = JSON.stringify(value);
  localStorage.setItem(key, newValue);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
}

describe('saved lists', () => {
  it('are empty before they are mounted, then hold what storage has, and count what is added here or in another tab', () => {
    localStorage.setItem('storefront.wishlist', JSON.stringify([spa]));
    const store = createStore();
    expect(store.get(savedListAtoms.wishlist)).toEqual([]);
    const counts: number[] = [];
    const unsubscribe = store.sub(savedListAtoms.wishlist, () => counts.push(store.get(savedListAtoms.wishlist).length));
    expect(store.get(savedListAtoms.wishlist)).toEqual([spa]);
    store.set(savedListAtoms.wishlist, (items) => [...items, chlorine]);
    expect(JSON.parse(localStorage.getItem('storefront.wishlist') ?? '[]')).toEqual([spa, chlorine]);
    writeFromAnotherTab('storefront.wishlist', [chlorine]);
    expect(store.get(savedListAtoms.wishlist)).toEqual([chlorine]);
    writeFromAnotherTab('storefront.compare', [spa]);
    expect(store.get(savedListAtoms.wishlist)).toEqual([chlorine]);
    expect(counts).toEqual([1, 2, 1]);
    unsubscribe();
  });

  it('keep their first value when nothing is stored, so what shows them does not render again once mounted', () => {
    const store = createStore();
    const before = store.get(savedListAtoms.wishlist);
    const changes: SavedItem[][] = [];
    const unsubscribe = store.sub(savedListAtoms.wishlist, () => changes.push(store.get(savedListAtoms.wishlist)));
    expect(store.get(savedListAtoms.wishlist)).toBe(before);
    expect(changes).toEqual([]);
    unsubscribe();
  });

  it('keep only saved items from what storage holds', () => {
    expect(savedItemsOf({ id: 'x' })).toEqual([]);
    expect(savedItemsOf('[]')).toEqual([]);
    expect(savedItemsOf([spa, { id: 'p3' }, null, 4])).toEqual([spa]);
    localStorage.setItem('storefront.compare', '{"not":"a list"}');
    const store = createStore();
    const unsubscribe = store.sub(savedListAtoms.compare, () => undefined);
    expect(store.get(savedListAtoms.compare)).toEqual([]);
    writeFromAnotherTab('storefront.compare', [spa, 'garbage']);
    expect(store.get(savedListAtoms.compare)).toEqual([spa]);
    unsubscribe();
  });

  it('are read as storage holds them without an atom, for work that starts before the page renders', () => {
    expect(storedSavedList('wishlist')).toEqual([]);
    localStorage.setItem('storefront.wishlist', JSON.stringify([spa, { id: 'p3' }]));
    localStorage.setItem('storefront.compare', 'not json');
    expect(storedSavedList('wishlist')).toEqual([spa]);
    expect(storedSavedList('compare')).toEqual([]);
  });
});
