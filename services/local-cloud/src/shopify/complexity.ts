// Owns the checks a Storefront operation passes before it runs: depth, aliases, input array sizes and cost, with Shopify's error shapes.
import {
  getArgumentValues,
  getDirectiveValues,
  getNamedType,
  getNullableType,
  getVariableValues,
  GraphQLError,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  isAbstractType,
  isCompositeType,
  isLeafType,
  isListType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionNode,
  type SelectionSetNode,
  visit,
} from 'graphql';
import {
  MAX_ATTRIBUTES,
  MAX_CART_LINES,
  MAX_COST_NODES,
  MAX_DISCOUNT_CODES,
  MAX_INPUT_ARRAY,
  MAX_QUERY_ALIASES,
  MAX_QUERY_DEPTH,
  MAX_RECOMMENDATIONS,
  TOKEN_MAX_BOUNDED_COST,
  TOKENLESS_MAX_COST,
} from '../limits';
import type { Catalogue } from './catalogue';

/** The longest list of each kind this store can answer: what an operation's bounded cost multiplies by. */
export interface StoreBounds {
  products: number;
  collections: number;
  productsPerCollection: number;
  collectionsPerProduct: number;
  imagesPerProduct: number;
  variantsPerProduct: number;
  optionsPerProduct: number;
  productTypes: number;
  productTags: number;
}

export function storeBounds(catalogue: Catalogue): StoreBounds {
  const max = (values: number[]) => values.reduce((a, b) => Math.max(a, b), 0);
  return {
    products: catalogue.products.length,
    collections: catalogue.collections.length,
    productsPerCollection: max(catalogue.collections.map((c) => c.productIds.length)),
    collectionsPerProduct: max(catalogue.products.map((p) => catalogue.collectionsOfProduct(p.id).length)),
    imagesPerProduct: max(catalogue.products.map((p) => p.images.length)),
    variantsPerProduct: max(catalogue.products.map((p) => p.variants.length)),
    optionsPerProduct: max(catalogue.products.map((p) => p.options.length)),
    productTypes: new Set(catalogue.products.map((p) => p.productType)).size,
    productTags: new Set(catalogue.products.flatMap((p) => p.tags)).size,
  };
}

/** How long a list field can be in this store (connections are also capped by first/last); undefined: at most one element. */
function listBound(parent: string, field: string, bounds: StoreBounds): number | undefined {
  switch (`${parent}.${field}`) {
    case 'QueryRoot.products':
      return bounds.products;
    case 'QueryRoot.collections':
      return bounds.collections;
    case 'QueryRoot.productTypes':
      return bounds.productTypes;
    case 'QueryRoot.productTags':
      return bounds.productTags;
    case 'QueryRoot.productRecommendations':
      return MAX_RECOMMENDATIONS;
    case 'Collection.products':
      return bounds.productsPerCollection;
    case 'Product.collections':
      return bounds.collectionsPerProduct;
    case 'Product.images':
    case 'Product.media':
      return bounds.imagesPerProduct;
    case 'Product.variants':
      return bounds.variantsPerProduct;
    case 'Product.options':
      return bounds.optionsPerProduct;
    case 'Product.tags':
      return bounds.productTags;
    case 'ProductVariant.selectedOptions':
    case 'ProductOption.optionValues':
    case 'ProductOption.values':
      return Math.max(bounds.optionsPerProduct, bounds.variantsPerProduct);
    case 'Cart.lines':
    case 'Cart.discountAllocations':
      return MAX_CART_LINES;
    case 'Cart.attributes':
    case 'BaseCartLine.attributes':
    case 'CartLine.attributes':
    case 'ComponentizableCartLine.attributes':
      return MAX_ATTRIBUTES;
    case 'Cart.discountCodes':
      return MAX_DISCOUNT_CODES;
    default:
      return undefined;
  }
}

const isConnection = (typeName: string) => typeName.endsWith('Connection');

function pageSize(args: Record<string, unknown>): number {
  const first = typeof args.first === 'number' ? args.first : undefined;
  const last = typeof args.last === 'number' ? args.last : undefined;
  return Math.max(0, first ?? last ?? 0);
}

interface FieldCostArgs {
  parent: GraphQLObjectType;
  field: GraphQLField<unknown, unknown>;
  args: Record<string, unknown>;
  childCost: number;
}

/**
 * Shopify's cost model (https://shopify.dev/docs/api/usage/limits#cost-calculation): scalars and enums 0, objects 1,
 * interfaces and unions the most expensive of their possible selections, connections sized by first/last (two plus
 * that many times the cost of one node), mutations 10. With `bounds`, every connection and list is sized at most as
 * long as the longest of its kind in this store: the cost of the most the answer can hold.
 */
export function fieldCost({ parent, field, args, childCost }: FieldCostArgs, bounds?: StoreBounds): number {
  const named = getNamedType(field.type);
  if (isLeafType(named)) return 0;
  if (parent.name === 'Mutation') return 10 + childCost;
  const limit = bounds ? listBound(parent.name, field.name, bounds) : undefined;
  if (isConnection(named.name)) return 2 + Math.min(pageSize(args), limit ?? Infinity) * childCost;
  if (field.name === 'nodes' && Array.isArray(args.ids)) return args.ids.length * (1 + childCost);
  if (bounds && isListType(getNullableType(field.type))) return (limit ?? 1) * (1 + childCost);
  return 1 + childCost;
}

class TooManyNodes extends Error {}

/**
 * The cost of an operation, walking its selections once per possible type (fragments expanded, @skip/@include and
 * variables applied), as graphql-query-complexity does. That library is not used: its ESM build imports graphql's
 * CommonJS entry while tests run through Vite load graphql's ESM one, and two graphql instances refuse each other's schema.
 */
export function operationCost(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: Map<string, FragmentDefinitionNode>,
  variables: Record<string, unknown>,
  bounds?: StoreBounds,
): number {
  let visited = 0;
  const included = (node: SelectionNode) =>
    getDirectiveValues(GraphQLSkipDirective, node, variables)?.if !== true &&
    getDirectiveValues(GraphQLIncludeDirective, node, variables)?.if !== false;
  const applies = (condition: string | undefined, type: GraphQLObjectType) => {
    if (!condition || condition === type.name) return true;
    const conditionType = schema.getType(condition);
    return conditionType !== undefined && isAbstractType(conditionType) && schema.isSubType(conditionType, type);
  };

  function costOn(selectionSet: SelectionSetNode, type: GraphQLObjectType, active: Set<string>): number {
    let total = 0;
    for (const selection of selectionSet.selections) {
      if (++visited > MAX_COST_NODES) throw new TooManyNodes();
      if (!included(selection)) continue;
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        if (name === '__typename') continue;
        // Introspection answers the schema, whatever is asked: one object.
        if (name === '__schema' || name === '__type') {
          total += 1;
          continue;
        }
        const field = type.getFields()[name];
        if (!field) continue;
        const args = getArgumentValues(field, selection, variables);
        const named = getNamedType(field.type);
        const childCost = selection.selectionSet && isCompositeType(named) ? costOf(selection.selectionSet, named, active) : 0;
        total += fieldCost({ parent: type, field, args, childCost }, bounds);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        if (applies(selection.typeCondition?.name.value, type)) total += costOn(selection.selectionSet, type, active);
      } else {
        const fragment = fragments.get(selection.name.value);
        if (!fragment || active.has(fragment.name.value) || !applies(fragment.typeCondition.name.value, type)) continue;
        active.add(fragment.name.value);
        total += costOn(fragment.selectionSet, type, active);
        active.delete(fragment.name.value);
      }
    }
    return total;
  }

  /** On an interface or union, the most expensive of its possible types. */
  function costOf(selectionSet: SelectionSetNode, type: GraphQLCompositeType, active: Set<string>): number {
    const types = isObjectType(type) ? [type] : schema.getPossibleTypes(type);
    return types.reduce((most, possible) => Math.max(most, costOn(selectionSet, possible, active)), 0);
  }

  const root =
    operation.operation === 'mutation'
      ? schema.getMutationType()
      : operation.operation === 'subscription'
        ? schema.getSubscriptionType()
        : schema.getQueryType();
  if (!root) return 0;
  try {
    return costOn(operation.selectionSet, root, new Set());
  } catch (error) {
    if (error instanceof TooManyNodes) return Infinity;
    throw error;
  }
}

interface Shape {
  depth: number;
  aliases: number;
}

/** Field depth and alias count of an operation, fragments flattened; each fragment is measured once. */
export function operationShape(operation: OperationDefinitionNode, fragments: Map<string, FragmentDefinitionNode>): Shape {
  const memo = new Map<string, Shape>();
  const measuring = new Set<string>();
  function measure(selectionSet: SelectionSetNode | undefined): Shape {
    const shape: Shape = { depth: 0, aliases: 0 };
    for (const selection of selectionSet?.selections ?? []) {
      let inner: Shape;
      if (selection.kind === Kind.FIELD) {
        // Introspection is bounded by the schema itself; Shopify's tools send the standard, deep, introspection query.
        if (selection.name.value === '__schema' || selection.name.value === '__type') continue;
        const child = measure(selection.selectionSet);
        const aliased = selection.alias !== undefined && selection.alias.value !== selection.name.value ? 1 : 0;
        inner = { depth: 1 + child.depth, aliases: aliased + child.aliases };
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        inner = measure(selection.selectionSet);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        // Unknown or cyclic fragments are already refused by validation; count them as empty here.
        if (!fragment || measuring.has(name)) continue;
        let known = memo.get(name);
        if (!known) {
          measuring.add(name);
          known = measure(fragment.selectionSet);
          measuring.delete(name);
          memo.set(name, known);
        }
        inner = known;
      }
      shape.depth = Math.max(shape.depth, inner.depth);
      shape.aliases += inner.aliases;
    }
    return shape;
  }
  return measure(operation.selectionSet);
}

/** The longest array among the variables' values, at any depth. */
function longestArray(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((longest: number, item) => Math.max(longest, longestArray(item)), value.length);
  if (value && typeof value === 'object')
    return Object.values(value).reduce((longest: number, item) => Math.max(longest, longestArray(item)), 0);
  return 0;
}

function longestListLiteral(document: DocumentNode): number {
  let longest = 0;
  visit(document, {
    ListValue(node) {
      longest = Math.max(longest, node.values.length);
    },
  });
  return longest;
}

export interface OperationCheck {
  errors: GraphQLError[];
  /** The cost the operation was held to (requested cost without a token, bounded cost with one). */
  cost: number | null;
}

export interface CheckOptions {
  schema: GraphQLSchema;
  document: DocumentNode;
  operation: OperationDefinitionNode;
  variables: Record<string, unknown> | null;
  bounds: StoreBounds;
  /** No X-Shopify-Storefront-Access-Token: Shopify's tokenless limit applies. */
  tokenless: boolean;
}

/** Checks a valid operation before it runs; any error means it must not run. */
export function checkOperation(options: CheckOptions): OperationCheck {
  const { schema, document, operation, variables } = options;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);

  const longest = Math.max(longestArray(variables ?? {}), longestListLiteral(document));
  if (longest > MAX_INPUT_ARRAY) {
    return {
      cost: null,
      errors: [
        new GraphQLError(`The input array size of ${longest} is greater than the maximum allowed of ${MAX_INPUT_ARRAY}.`, {
          extensions: { code: 'MAX_INPUT_SIZE_EXCEEDED' },
        }),
      ],
    };
  }

  const shape = operationShape(operation, fragments);
  if (shape.depth > MAX_QUERY_DEPTH) {
    return {
      cost: null,
      errors: [
        new GraphQLError(`Query has depth of ${shape.depth}, which exceeds max depth of ${MAX_QUERY_DEPTH}`, {
          extensions: { code: 'MAX_DEPTH_EXCEEDED', depth: shape.depth, maxDepth: MAX_QUERY_DEPTH },
        }),
      ],
    };
  }
  if (shape.aliases > MAX_QUERY_ALIASES) {
    return {
      cost: null,
      errors: [
        new GraphQLError(`Query has ${shape.aliases} aliases, which exceeds max aliases of ${MAX_QUERY_ALIASES}`, {
          extensions: { code: 'MAX_ALIASES_EXCEEDED', aliases: shape.aliases, maxAliases: MAX_QUERY_ALIASES },
        }),
      ],
    };
  }

  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables ?? {});
  // Variables that do not fit the operation: graphql-js's own messages, as execution would answer them.
  if (coerced.errors) return { cost: null, errors: [...coerced.errors] };
  const maxCost = options.tokenless ? TOKENLESS_MAX_COST : TOKEN_MAX_BOUNDED_COST;
  let cost: number;
  try {
    cost = operationCost(schema, operation, fragments, coerced.coerced, options.tokenless ? undefined : options.bounds);
  } catch (error) {
    // An argument that cannot be read (a literal of the wrong type is caught by validation; this is the rest).
    if (error instanceof GraphQLError) return { cost: null, errors: [error] };
    throw error;
  }
  if (cost > maxCost) {
    const reported = Number.isFinite(cost) ? Math.round(cost) : null;
    return {
      cost: reported,
      errors: [new GraphQLError('Complexity exceeded', { extensions: { code: 'MAX_COMPLEXITY_EXCEEDED', cost: reported, maxCost } })],
    };
  }
  return { cost, errors: [] };
}
