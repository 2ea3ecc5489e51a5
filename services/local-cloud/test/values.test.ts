// Unit tests of Firestore value encoding, ordering and query evaluation.
import { describe, expect, it } from 'vitest';
import { runStructuredQuery } from '../src/firestore/query';
import { DocumentStore } from '../src/firestore/store';
import { DocumentReferencePath, compareValues, decodeFields, encodeFields, encodeValue, type Value } from '../src/firestore/values';

const ROOT = 'projects/demo-storefront/databases/(default)/documents';

describe('encodeValue', () => {
  it('encodes every JSON type the way the REST API does', () => {
    expect(encodeValue(3)).toEqual({ integerValue: '3' });
    expect(encodeValue(12.99)).toEqual({ doubleValue: 12.99 });
    expect(encodeValue(Number.NaN)).toEqual({ doubleValue: 'NaN' });
    expect(encodeValue('texte')).toEqual({ stringValue: 'texte' });
    expect(encodeValue(true)).toEqual({ booleanValue: true });
    expect(encodeValue(null)).toEqual({ nullValue: null });
    expect(encodeValue([])).toEqual({ arrayValue: {} });
    expect(encodeValue({})).toEqual({ mapValue: {} });
    expect(encodeValue([1, 'a'])).toEqual({ arrayValue: { values: [{ integerValue: '1' }, { stringValue: 'a' }] } });
    expect(encodeValue({ a: { b: 1 } })).toEqual({ mapValue: { fields: { a: { mapValue: { fields: { b: { integerValue: '1' } } } } } } });
    expect(encodeValue(new DocumentReferencePath('categories/spas'), undefined, ROOT)).toEqual({
      referenceValue: `${ROOT}/categories/spas`,
    });
  });

  it('stores ISO strings under keys ending in At as timestamps, and only those', () => {
    expect(encodeFields({ publishedAt: '2025-04-15T13:00:00Z', title: '2025-04-15T13:00:00Z', At: 'x', startAt: 'bientôt' })).toEqual({
      publishedAt: { timestampValue: '2025-04-15T13:00:00.000Z' },
      title: { stringValue: '2025-04-15T13:00:00Z' },
      At: { stringValue: 'x' },
      startAt: { stringValue: 'bientôt' },
    });
    expect(decodeFields(encodeFields({ n: 2, list: [true, null], map: { x: 'y' } }))).toEqual({
      n: 2,
      list: [true, null],
      map: { x: 'y' },
    });
  });
});

describe('compareValues', () => {
  it('follows Firestore’s cross-type order and numeric equality', () => {
    const ordered: Value[] = [
      { nullValue: null },
      { booleanValue: false },
      { booleanValue: true },
      { doubleValue: 'NaN' },
      { integerValue: '-1' },
      { doubleValue: 0.5 },
      { integerValue: '2' },
      { timestampValue: '2025-01-01T00:00:00.000001Z' },
      { timestampValue: '2025-01-01T00:00:00.000002Z' },
      { stringValue: 'Z' },
      { stringValue: 'a' },
      { stringValue: '\uffff' },
      { stringValue: '😀' },
      { referenceValue: `${ROOT}/a/b` },
      { arrayValue: { values: [{ integerValue: '1' }] } },
      { mapValue: {} },
    ];
    for (let i = 1; i < ordered.length; i++)
      expect(compareValues(ordered[i - 1] as Value, ordered[i] as Value), JSON.stringify(ordered[i])).toBe(-1);
    expect(compareValues({ integerValue: '1' }, { doubleValue: 1 })).toBe(0);
  });
});

describe('runStructuredQuery', () => {
  const store = new DocumentStore();
  store.setData(
    {
      'items/a': { rank: 2, tag: 'x' },
      'items/b': { rank: 1, tag: 'y' },
      'items/c': { tag: 'x' },
      'items/d': { rank: 1.0, tag: 'x' },
      'other/z/items/e': { rank: 0, tag: 'x' },
    },
    ROOT,
  );

  it('leaves out documents that lack an ordered field and breaks ties by name', () => {
    const result = runStructuredQuery(
      store,
      '',
      { from: [{ collectionId: 'items' }], orderBy: [{ field: { fieldPath: 'rank' }, direction: 'ASCENDING' }] },
      ROOT,
    );
    expect(result.map((d) => d.path)).toEqual(['items/b', 'items/d', 'items/a']);
  });

  it('applies inequality fields as an implicit order, offsets and projections', () => {
    const result = runStructuredQuery(
      store,
      '',
      {
        from: [{ collectionId: 'items' }],
        where: { fieldFilter: { field: { fieldPath: 'rank' }, op: 'GREATER_THAN_OR_EQUAL', value: { integerValue: '1' } } },
        offset: 1,
        select: { fields: [{ fieldPath: 'tag' }] },
      },
      ROOT,
    );
    expect(result.map((d) => [d.path, Object.keys(d.fields)])).toEqual([
      ['items/d', ['tag']],
      ['items/a', ['tag']],
    ]);
  });

  it('runs collection-group queries over every collection of that id', () => {
    const result = runStructuredQuery(
      store,
      '',
      {
        from: [{ collectionId: 'items', allDescendants: true }],
        where: { fieldFilter: { field: { fieldPath: 'tag' }, op: 'EQUAL', value: { stringValue: 'x' } } },
      },
      ROOT,
    );
    expect(result.map((d) => d.path)).toEqual(['items/a', 'items/c', 'items/d', 'other/z/items/e']);
  });
});
