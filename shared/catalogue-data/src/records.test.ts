import { Timestamp } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { inLanguage, localized, num, text, textList } from './fields';
import { toCategoryCollection, toPoolOption, toSpaModel, toSpaType } from './records';

describe('document fields', () => {
  it('reads French where a catalogue value is bilingual (language fixed to fr)', () => {
    expect(text({ title: { fr: 'Spas de nage', en: 'Swim spas' } }, 'title')).toBe('Spas de nage');
    expect(textList({ images: [{ fr: 'a.webp', en: 'b.webp' }, 'c.webp', 3] }, 'images')).toEqual(['a.webp', 'c.webp']);
  });

  it('keeps marketing values bilingual, a plain string being French', () => {
    expect(localized({ videoId: { fr: 'abc', en: 'xyz' } }, 'videoId')).toEqual({ fr: 'abc', en: 'xyz' });
    expect(localized({ videoId: 'abc' }, 'videoId')).toEqual({ fr: 'abc', en: '' });
  });

  it('reads Firestore timestamps as ISO strings and numeric strings as numbers', () => {
    const at = Timestamp.fromDate(new Date('2025-04-15T13:00:00.000Z'));
    expect(text({ publishedAt: at }, 'publishedAt')).toBe('2025-04-15T13:00:00.000Z');
    expect(num({ priceEv: '24999.50' }, 'priceEv')).toBe(24999.5);
    expect(num({ priceEv: 'n/a' }, 'priceEv', -1)).toBe(-1);
  });
});

describe('a document in a language', () => {
  const data = {
    title: { fr: 'Piscines hors terre', en: 'Above-ground pools' },
    empty: { fr: 'Série Évasion', en: '' },
    frenchOnly: { fr: 'Galets de rivière' },
    handle: 'piscines-hors-terre',
    productTypes: [{ handle: 'piscines-rondes', title: { fr: 'Piscines rondes', en: 'Round pools' } }],
    link: { url: { fr: '/fr/boutique', en: '/en/store' }, order: 2 },
  };

  it('reads the English side, and French where the English is empty or missing', () => {
    expect(inLanguage(data, 'en')).toEqual({
      title: 'Above-ground pools',
      empty: 'Série Évasion',
      frenchOnly: 'Galets de rivière',
      handle: 'piscines-hors-terre',
      productTypes: [{ handle: 'piscines-rondes', title: 'Round pools' }],
      link: { url: '/en/store', order: 2 },
    });
  });

  it('reads the French side for French, and leaves timestamps and other maps whole', () => {
    const at = Timestamp.fromDate(new Date('2026-11-25T17:00:00.000Z'));
    const french = inLanguage({ ...data, startAt: at, specs: { seats: '3-4', lounge: true } }, 'fr');
    expect(french).toMatchObject({
      title: 'Piscines hors terre',
      empty: 'Série Évasion',
      link: { url: '/fr/boutique', order: 2 },
      specs: { seats: '3-4', lounge: true },
    });
    expect(french.startAt).toBe(at);
  });

  it('a spa model’s bilingual specifications are read in French by the French loaders', () => {
    expect(toSpaModel({ id: 'e4', data: { specs: { pumps: { fr: '1 pompe 4 HP', en: '1 pump, 4 HP' }, seats: '3-4' } } }).specs).toEqual({
      pumps: '1 pompe 4 HP',
      seats: '3-4',
    });
  });
});

describe('records', () => {
  it('derives a product type handle from its title when the document has none', () => {
    expect(
      toCategoryCollection({
        id: 'c',
        data: { shopifyCollectionId: 'gid://shopify/Collection/1', order: '2', productTypes: [{ title: 'Ensembles à dîner' }] },
      }),
    ).toEqual({
      id: 'c',
      shopifyCollectionId: 'gid://shopify/Collection/1',
      order: 2,
      productTypes: [{ title: 'Ensembles à dîner', handle: 'ensembles-a-diner' }],
    });
  });

  it('keeps an option price as a numeric string, and leaves it out when there is none', () => {
    expect(toPoolOption({ id: 'o', data: { title: 'Bleu', price: 250, order: 1 } }).price).toBe('250');
    expect('price' in toPoolOption({ id: 'o', data: { title: 'Sable', order: 2 } })).toBe(false);
  });

  it('reads an option’s own photo of the model where it has one (a shape), and nothing where it has none', () => {
    expect(toPoolOption({ id: 'ovale', data: { title: 'Ovale', photo: 'pools/models/riviera-ovale.webp' } }).photo).toBe(
      'pools/models/riviera-ovale.webp',
    );
    expect('photo' in toPoolOption({ id: 'ronde', data: { title: 'Ronde' } })).toBe(false);
  });

  it('maps the spa record type to its type handle', () => {
    expect(toSpaType({ id: 's', data: { type: 'spaNage' } }, []).typeHandle).toBe('spas-de-nage');
    expect(toSpaType({ id: 's', data: { type: 'spa' } }, []).typeHandle).toBe('spas');
    expect(toSpaModel({ id: 'm', data: { jets: '36', led: true } })).toMatchObject({ id: 'm', jets: 36, led: true });
  });
});
