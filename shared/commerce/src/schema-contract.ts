// Owns reading a GraphQL request against a schema for the contract tests: what graphql-js finds wrong with the document and
// its variables, the deprecated fields and enum values it uses, and the fields it selects.
import {
  buildClientSchema,
  getNamedType,
  getOperationAST,
  getVariableValues,
  isEnumType,
  parse,
  TypeInfo,
  validate,
  visit,
  visitWithTypeInfo,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import { readFileSync } from 'node:fs';

/** A schema from an introspection file such as hydrogen-react's storefront.schema.json. */
export function loadSchema(path: string): GraphQLSchema {
  const json = JSON.parse(readFileSync(path, 'utf8')) as IntrospectionQuery | { data: IntrospectionQuery };
  return buildClientSchema('data' in json ? json.data : json);
}

/** What the server would refuse: the document's validation errors, then (when given) its variables' coercion errors. */
export function requestErrors(schema: GraphQLSchema, query: string, variables?: Record<string, unknown>): string[] {
  const document = parse(query);
  const invalid = validate(schema, document).map((error) => error.message);
  if (invalid.length || !variables) return invalid;
  const operation = getOperationAST(document);
  if (!operation) return ['The document holds no single operation'];
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
  return (coerced.errors ?? []).map((error) => error.message);
}

/**
 * Schema coordinates of every deprecated field and enum value the document uses. (Shopify's introspection file marks no
 * argument or input field deprecated in 2026-04; the SDK's variables are checked by coercion instead.)
 */
export function deprecatedUses(schema: GraphQLSchema, query: string): string[] {
  const document = parse(query);
  const found = new Set<string>();
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const field = typeInfo.getFieldDef();
        const parent = typeInfo.getParentType();
        if (field?.deprecationReason && parent) found.add(`${parent.name}.${node.name.value}`);
      },
      EnumValue(node) {
        const value = typeInfo.getEnumValue();
        const type = getNamedType(typeInfo.getInputType());
        if (value?.deprecationReason && type && isEnumType(type)) found.add(`${type.name}.${node.value}`);
      },
    }),
  );
  return [...found].sort();
}

/** Every field the document selects, as `Parent.responseKey:field` (its alias, if any, and its name in the schema). */
export function selectedFields(schema: GraphQLSchema, query: string): Set<string> {
  const found = new Set<string>();
  const typeInfo = new TypeInfo(schema);
  visit(
    parse(query),
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const parent = typeInfo.getParentType();
        if (parent) found.add(`${parent.name}.${node.alias?.value ?? node.name.value}:${node.name.value}`);
      },
    }),
  );
  return found;
}
