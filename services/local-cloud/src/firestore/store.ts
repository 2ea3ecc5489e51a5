// Owns the in-memory Firestore document tree: documents by path, indexed by their parent collection.
import { encodeFields, type Fields } from './values';

export interface StoredDocument {
  /** Path relative to the documents root, e.g. `categories/spas/collections/traitement`. */
  path: string;
  /** Id of the collection holding the document (second-last path segment). */
  collectionId: string;
  fields: Fields;
  createTime: string;
  updateTime: string;
}

/** Firestore answers times with microseconds; keeping that form makes answers look like the real service's. */
export function firestoreTime(date = new Date()): string {
  return date.toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');
}

export function splitDocumentPath(path: string): { collectionPath: string; id: string } {
  const segments = path.split('/');
  if (segments.length % 2 !== 0 || segments.some((segment) => segment.length === 0)) {
    throw new Error(`Not a document path: ${path}`);
  }
  const id = segments.pop() as string;
  return { collectionPath: segments.join('/'), id };
}

export class DocumentStore {
  private readonly documents = new Map<string, StoredDocument>();
  // Collection path → document id → document; listing a collection never scans the whole tree.
  private readonly collections = new Map<string, Map<string, StoredDocument>>();

  get size(): number {
    return this.documents.size;
  }

  get(path: string): StoredDocument | undefined {
    return this.documents.get(path);
  }

  set(path: string, fields: Fields, time = firestoreTime()): StoredDocument {
    const { collectionPath, id } = splitDocumentPath(path);
    const previous = this.documents.get(path);
    const document: StoredDocument = {
      path,
      collectionId: collectionPath.slice(collectionPath.lastIndexOf('/') + 1),
      fields,
      createTime: previous?.createTime ?? time,
      updateTime: time,
    };
    this.documents.set(path, document);
    let collection = this.collections.get(collectionPath);
    if (!collection) {
      collection = new Map();
      this.collections.set(collectionPath, collection);
    }
    collection.set(id, document);
    return document;
  }

  /** Loads plain JSON documents (seed convention: ISO strings under '…At' keys become timestamps). */
  setData(data: Record<string, Record<string, unknown>>, root: string, time = firestoreTime()): void {
    for (const [path, document] of Object.entries(data)) this.set(path, encodeFields(document, root), time);
  }

  delete(path: string): boolean {
    const document = this.documents.get(path);
    if (!document) return false;
    this.documents.delete(path);
    const { collectionPath, id } = splitDocumentPath(path);
    this.collections.get(collectionPath)?.delete(id);
    return true;
  }

  /** Documents directly in one collection (`categories`, `categories/spas/collections`). */
  list(collectionPath: string): StoredDocument[] {
    return [...(this.collections.get(collectionPath)?.values() ?? [])];
  }

  /** Documents of every collection named `collectionId` under `parentPath` (collection-group queries). */
  listDescendants(parentPath: string, collectionId: string): StoredDocument[] {
    const prefix = parentPath === '' ? '' : `${parentPath}/`;
    const found: StoredDocument[] = [];
    for (const [collectionPath, collection] of this.collections) {
      if (!collectionPath.startsWith(prefix)) continue;
      if (collectionPath.slice(collectionPath.lastIndexOf('/') + 1) !== collectionId) continue;
      found.push(...collection.values());
    }
    return found;
  }

  /** Ids of the sub-collections directly under a document (or at the root for ''). */
  collectionIds(parentPath: string): string[] {
    const prefix = parentPath === '' ? '' : `${parentPath}/`;
    const depth = parentPath === '' ? 1 : parentPath.split('/').length + 1;
    const ids = new Set<string>();
    for (const [collectionPath, collection] of this.collections) {
      if (collection.size === 0 || !collectionPath.startsWith(prefix)) continue;
      const segments = collectionPath.split('/');
      if (segments.length === depth) ids.add(segments[depth - 1] as string);
    }
    return [...ids].sort();
  }
}
