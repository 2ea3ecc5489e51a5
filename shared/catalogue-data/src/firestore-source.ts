// Owns reading Firestore with the lite SDK: the DocumentSource the loaders use.
import { collection, getDocs, orderBy, query, where, type Firestore, type QueryConstraint } from 'firebase/firestore/lite';
import type { DocumentSource } from './loaders';

export function createFirestoreSource(db: Firestore): DocumentSource {
  return {
    async list(path, options = {}) {
      const [first, ...rest] = path;
      if (first === undefined) throw new Error('A collection path needs at least one segment.');
      const constraints: QueryConstraint[] = [];
      // published == true with orderBy(order) needs the composite index in services/local-cloud/rules/firestore.indexes.json.
      if (options.published) constraints.push(where('published', '==', true));
      if (options.ordered) constraints.push(orderBy('order'));
      const snapshot = await getDocs(query(collection(db, first, ...rest), ...constraints));
      return snapshot.docs.map((document) => ({ id: document.id, data: document.data() }));
    },
  };
}
