// Owns the read policy of rules/firestore.rules, applied by the local cloud so it refuses what production refuses.
import type { Filter, StructuredQuery } from './query';
import type { DocumentStore } from './store';
import type { Value } from './values';

/** Top-level collections anyone may read (catalogue and marketing data). */
export const PUBLIC_COLLECTIONS = [
  'categories',
  'customer-product-categories',
  'spas',
  'above-ground-pool',
  'in-ground-pool',
  'built-in-pool',
  'promotions',
  'catalogues',
  'flyers',
  'video-groups',
  'jobs',
  'service-packages',
  'settings',
] as const;

/** Public sub-collections, by parent collection. */
export const PUBLIC_SUBCOLLECTIONS: Record<string, readonly string[]> = {
  categories: ['collections'],
  'customer-product-categories': ['customer-file-categories'],
};

/** Collections whose records hold a `collection-models` sub-collection gated by `published`. */
export const MODEL_PARENT_COLLECTIONS = ['spas', 'above-ground-pool', 'in-ground-pool', 'built-in-pool'] as const;
export const MODELS_COLLECTION = 'collection-models';

/** Option lists under a pool or spa model (a spa's steps share the pools' list name), readable when the model is published. */
export const MODEL_OPTION_COLLECTIONS = [
  'liners',
  'walls',
  'shapes',
  'steps',
  'dimensions',
  'structuralComponents',
  'wallComponents',
  'treviclip',
  'shellColours',
  'cabinetColours',
  'covers',
  'coverLifters',
  'sanitizers',
] as const;

type CollectionKind = { kind: 'public' } | { kind: 'models' } | { kind: 'options'; modelPath: string } | { kind: 'denied' };

function includes(list: readonly string[], value: string | undefined): boolean {
  return value !== undefined && list.includes(value);
}

export function classifyCollection(collectionPath: string): CollectionKind {
  const segments = collectionPath.split('/');
  const [top, , sub, , option] = segments;
  if (segments.length === 1 && includes(PUBLIC_COLLECTIONS, top)) return { kind: 'public' };
  if (segments.length === 3 && top !== undefined && includes(PUBLIC_SUBCOLLECTIONS[top] ?? [], sub)) return { kind: 'public' };
  if (segments.length === 3 && includes(MODEL_PARENT_COLLECTIONS, top) && sub === MODELS_COLLECTION) return { kind: 'models' };
  if (
    segments.length === 5 &&
    includes(MODEL_PARENT_COLLECTIONS, top) &&
    sub === MODELS_COLLECTION &&
    includes(MODEL_OPTION_COLLECTIONS, option)
  ) {
    return { kind: 'options', modelPath: segments.slice(0, 4).join('/') };
  }
  return { kind: 'denied' };
}

function isPublished(store: DocumentStore, modelPath: string): boolean {
  return store.get(modelPath)?.fields.published?.booleanValue === true;
}

/** A single-document read (get or batchGet), as the rules decide it. */
export function canReadDocument(store: DocumentStore, documentPath: string): boolean {
  const collectionPath = documentPath.slice(0, documentPath.lastIndexOf('/'));
  const collection = classifyCollection(collectionPath);
  switch (collection.kind) {
    case 'public':
      return true;
    case 'models':
      // The rule reads resource.data.published: a missing model has no data, so the read is refused.
      return isPublished(store, documentPath);
    case 'options':
      return isPublished(store, collection.modelPath);
    default:
      return false;
  }
}

function isTrue(value: Value): boolean {
  return value.booleanValue === true;
}

/** The rules engine only allows a model query whose filters guarantee `published == true` on every result. */
function requiresPublished(filter: Filter | undefined): boolean {
  if (!filter) return false;
  const field = filter.fieldFilter;
  if (field) return field.field.fieldPath === 'published' && field.op === 'EQUAL' && isTrue(field.value);
  const composite = filter.compositeFilter;
  if (composite?.op === 'AND') return composite.filters.some(requiresPublished);
  if (composite?.op === 'OR') return composite.filters.length > 0 && composite.filters.every(requiresPublished);
  return false;
}

/** A query or list under `parentPath`, as the rules decide it (collection-group queries match no rule). */
export function canRunQuery(store: DocumentStore, parentPath: string, query: StructuredQuery): boolean {
  const from = query.from?.[0];
  if (!from?.collectionId || from.allDescendants) return false;
  const collectionPath = parentPath === '' ? from.collectionId : `${parentPath}/${from.collectionId}`;
  const collection = classifyCollection(collectionPath);
  switch (collection.kind) {
    case 'public':
      return true;
    case 'models':
      return requiresPublished(query.where);
    case 'options':
      return isPublished(store, collection.modelPath);
    default:
      return false;
  }
}
