// Checks how a product's fulfilment metafields are read, what each class allows, and why a class is refused a method.
import { describe, expect, it } from 'vitest';
import { allows, FULFILMENT_CLASSES, isMethodId, METHODS, METHODS_BY_CLASS, parseFulfilment, refusalReason } from './fulfilment';

describe('parseFulfilment', () => {
  it('reads each known class', () => {
    for (const kind of ['parcel', 'freight', 'pickup-only'] as const) expect(parseFulfilment({ class: kind })).toEqual({ class: kind });
    expect(parseFulfilment({ class: ' freight ' })).toEqual({ class: 'freight' });
  });

  it('takes a missing or unknown class as pickup-only', () => {
    expect(parseFulfilment({})).toEqual({ class: 'pickup-only' });
    expect(parseFulfilment({ class: null })).toEqual({ class: 'pickup-only' });
    expect(parseFulfilment({ class: '' })).toEqual({ class: 'pickup-only' });
    expect(parseFulfilment({ class: 'drone' })).toEqual({ class: 'pickup-only' });
    expect(parseFulfilment({ class: 'Parcel' })).toEqual({ class: 'pickup-only' });
  });

  it('reads a dangerous good with its UN number and hazard class', () => {
    expect(parseFulfilment({ class: 'dangerous', unNumber: 'UN1791', hazardClass: '8' })).toEqual({
      class: 'dangerous',
      unNumber: 'UN1791',
      hazardClass: '8',
    });
    expect(parseFulfilment({ class: 'dangerous', unNumber: ' un2468 ', hazardClass: '5.1' })).toEqual({
      class: 'dangerous',
      unNumber: 'UN2468',
      hazardClass: '5.1',
    });
  });

  it('keeps a dangerous good dangerous without, or with malformed, UN number and hazard class', () => {
    expect(parseFulfilment({ class: 'dangerous' })).toEqual({ class: 'dangerous' });
    expect(parseFulfilment({ class: 'dangerous', unNumber: '1791', hazardClass: 'huit' })).toEqual({ class: 'dangerous' });
    expect(parseFulfilment({ class: 'dangerous', unNumber: 'UN17910', hazardClass: '5.1.1' })).toEqual({ class: 'dangerous' });
  });

  it('drops a UN number and hazard class given to a class that is not dangerous', () => {
    expect(parseFulfilment({ class: 'parcel', unNumber: 'UN1791', hazardClass: '8' })).toEqual({ class: 'parcel' });
  });
});

describe('methods by class', () => {
  it('names a method for every class, and only known methods', () => {
    for (const kind of FULFILMENT_CLASSES) {
      expect(METHODS_BY_CLASS[kind].length).toBeGreaterThan(0);
      for (const method of METHODS_BY_CLASS[kind]) expect(isMethodId(method)).toBe(true);
    }
    expect(METHODS.filter((method) => !isMethodId(method))).toEqual([]);
    expect(isMethodId('drone')).toBe(false);
    expect(isMethodId(undefined)).toBe(false);
  });

  it('never posts a dangerous good, a freight item or a pickup-only one', () => {
    expect(allows('parcel', 'post')).toBe(true);
    expect(allows('dangerous', 'post')).toBe(false);
    expect(allows('dangerous', 'truck')).toBe(true);
    expect(allows('freight', 'post')).toBe(false);
    expect(allows('pickup-only', 'post')).toBe(false);
    expect(allows('pickup-only', 'pickup')).toBe(true);
  });
});

describe('refusalReason', () => {
  const liquidChlorine = { class: 'dangerous', unNumber: 'UN1791', hazardClass: '8' } as const;

  it('is null when the class allows the method', () => {
    expect(refusalReason({ class: 'parcel' }, 'post', 'fr')).toBeNull();
    expect(refusalReason(liquidChlorine, 'pickup', 'en')).toBeNull();
    expect(refusalReason({ class: 'freight' }, 'freight', 'fr')).toBeNull();
  });

  it('says a dangerous good cannot go by post, in French with a no-break space before the colon, and in English', () => {
    expect(refusalReason({ class: 'dangerous' }, 'post', 'fr')).toBe('Produit dangereux\u00a0: ne peut pas être expédié par la poste');
    expect(refusalReason({ class: 'dangerous' }, 'post', 'en')).toBe('Dangerous goods: cannot be shipped by post');
  });

  it('names the UN number and the hazard class when the product has them', () => {
    expect(refusalReason(liquidChlorine, 'post', 'fr')).toBe(
      'Produit dangereux\u00a0: ne peut pas être expédié par la poste (UN1791, classe 8)',
    );
    expect(refusalReason(liquidChlorine, 'post', 'en')).toBe('Dangerous goods: cannot be shipped by post (UN1791, class 8)');
    expect(refusalReason({ class: 'dangerous', unNumber: 'UN2468' }, 'post', 'en')).toBe(
      'Dangerous goods: cannot be shipped by post (UN2468)',
    );
  });

  it('gives a dangerous good refused another method than post its own reason', () => {
    expect(refusalReason({ class: 'dangerous' }, 'freight', 'fr')).toBe(
      'Produit dangereux\u00a0: ramassage en magasin ou livraison par notre camion seulement',
    );
  });

  it('explains freight, pickup-only and parcel refusals', () => {
    expect(refusalReason({ class: 'freight' }, 'post', 'fr')).toBe(
      'Article volumineux\u00a0: livré par transporteur, organisé par le magasin',
    );
    expect(refusalReason({ class: 'freight' }, 'truck', 'en')).toBe('Oversized item: delivered by freight, arranged by the store');
    expect(refusalReason({ class: 'pickup-only' }, 'post', 'fr')).toBe('Offert en ramassage au magasin seulement');
    expect(refusalReason({ class: 'pickup-only' }, 'truck', 'en')).toBe('Available for store pickup only');
    expect(refusalReason({ class: 'parcel' }, 'freight', 'en')).toBe('This method does not carry this product');
  });

  it('puts a no-break space, never a plain one, before every French colon', () => {
    const cases = [
      refusalReason({ class: 'dangerous' }, 'post', 'fr'),
      refusalReason({ class: 'dangerous' }, 'freight', 'fr'),
      refusalReason({ class: 'freight' }, 'post', 'fr'),
    ];
    for (const text of cases) {
      expect(text).toMatch(/\u00a0:/);
      expect(text).not.toMatch(/ :/);
    }
  });
});
