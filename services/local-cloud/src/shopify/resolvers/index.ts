// Owns dispatching a Storefront API field to its resolver by type: catalogue reads, the cart's fields and its mutations.
import { defaultFieldResolver, GraphQLError, type GraphQLFieldResolver, type GraphQLTypeResolver } from 'graphql';
import { cartFields } from './cart-fields';
import { mutation } from './cart-mutations';
import { collectionFields, imageFields, productFields, type ProductPage, queryRoot, variantFields } from './catalogue-reads';
import { type FieldResolvers, type ShopifyContext, typeFromGid } from './context';

export { createContext, dateTime, findCart, parseCartId, type ShopifyContext } from './context';

const resolversByType: Record<string, FieldResolvers<never>> = {
  QueryRoot: queryRoot,
  Mutation: mutation,
  Product: productFields,
  ProductVariant: variantFields,
  Image: imageFields,
  Collection: collectionFields,
  Cart: cartFields,
  // A list without facets (the root products, recommendations) answers none rather than failing the query.
  ProductConnection: { filters: (page: ProductPage) => page.facets?.() ?? [] },
};

export const fieldResolver: GraphQLFieldResolver<unknown, ShopifyContext> = (source, args, ctx, info) => {
  const resolve = resolversByType[info.parentType.name]?.[info.fieldName];
  if (resolve) return resolve(source as never, args, ctx);
  // A root field nobody serves would silently answer null; say so instead.
  if (info.parentType === info.schema.getQueryType() || info.parentType === info.schema.getMutationType()) {
    throw new GraphQLError(`${info.parentType.name}.${info.fieldName} is not served by the local Storefront API.`);
  }
  return defaultFieldResolver(source, args, ctx, info);
};

/** Abstract types (Node, Merchandise, BaseCartLine, discount allocations, PricingValue) resolve from __typename or the gid. */
export const typeResolver: GraphQLTypeResolver<unknown, ShopifyContext> = (value) => {
  if (value && typeof value === 'object') {
    const v = value as { __typename?: unknown; id?: unknown };
    if (typeof v.__typename === 'string') return v.__typename;
    if (typeof v.id === 'string') return typeFromGid(v.id);
  }
  return undefined;
};
