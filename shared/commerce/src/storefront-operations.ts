// Owns tying each of the product's own documents to the answer and variables codegen gives it, by operation name.
import type * as G from './generated/storefront';
import type { STOREFRONT_DOCUMENTS } from './storefront-documents';

type Operation<Data, Variables> = { data: Data; variables: Variables };

/** Each document's answer and variables: `satisfies` fails the build when a document has no pair here, or a pair no document. */
export type StorefrontOperations = {
  Collections: Operation<G.CollectionsQuery, G.CollectionsQueryVariables>;
  CollectionProducts: Operation<G.CollectionProductsQuery, G.CollectionProductsQueryVariables>;
  CollectionByHandle: Operation<G.CollectionByHandleQuery, G.CollectionByHandleQueryVariables>;
  ProductCollections: Operation<G.ProductCollectionsQuery, G.ProductCollectionsQueryVariables>;
  ProductTags: Operation<G.ProductTagsQuery, G.ProductTagsQueryVariables>;
  VariantDetails: Operation<G.VariantDetailsQuery, G.VariantDetailsQueryVariables>;
  WaterProducts: Operation<G.WaterProductsQuery, G.WaterProductsQueryVariables>;
};

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
/** Compiles only while the documents and the pairs above name the same operations. */
const _operationsMatchDocuments: Same<keyof StorefrontOperations, keyof typeof STOREFRONT_DOCUMENTS> = true;
