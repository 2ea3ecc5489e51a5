// Owns the HTTP face of the local Admin GraphQL API: POST /admin/api/{version}/graphql.json behind the admin token, with Shopify's answers.
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  execute,
  getOperationAST,
  GraphQLError,
  parse,
  print,
  TypeInfo,
  validate,
  visit,
  visitWithTypeInfo,
  getNamedType,
  type ArgumentNode,
  type ObjectFieldNode,
  type ASTNode,
  type DocumentNode,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from 'graphql';
import { hasAdminAccessToken } from '../admin';
import { MAX_QUERY_TOKENS } from '../limits';
import { adminFieldResolver, adminRoot, type AdminContext } from './admin-resolvers';
import { loadAdminSchema, servedAdminVersion } from './admin-schema';
import { variableErrors } from './admin-variables';
import { pathTo, shopifyShaped } from './errors';
import { graphQLParams, publicErrors, sendJson, UNAUTHORIZED } from './graphql-http';

/** graphql-js's words for a literal of the wrong type: its own, or a scalar's or an enum's. */
const BAD_LITERAL = /^Expected value of type "[^"]+", found |^\w+ cannot represent |^Value .+ does not exist in "\w+" enum\./;

interface LiteralOwner {
  /** The argument or input field the bad value is written in. */
  node: ArgumentNode | ObjectFieldNode;
  /** graphql-ruby's words: an argument of a Field, or of an InputObject (an input field). */
  typeName: 'Field' | 'InputObject';
  ownerName: string;
  type: string;
}

/** The innermost argument or input field a literal value is written in, with its declared type: where Shopify reports a bad literal. */
function literalOwner(schema: GraphQLSchema, document: DocumentNode, target: ASTNode | undefined): LiteralOwner | null {
  const at = target?.loc?.start;
  if (at === undefined) return null;
  const holds = (node: ArgumentNode | ObjectFieldNode) => Boolean(node.value.loc && node.value.loc.start <= at && at < node.value.loc.end);
  const typeInfo = new TypeInfo(schema);
  let found: LiteralOwner | null = null;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Argument(node) {
        if (!holds(node)) return false;
        found = {
          node,
          typeName: 'Field',
          ownerName: typeInfo.getFieldDef()?.name ?? '',
          type: String(typeInfo.getArgument()?.type ?? ''),
        };
        return undefined;
      },
      ObjectField(node) {
        if (!holds(node)) return false;
        const owner = getNamedType(typeInfo.getParentInputType());
        found = { node, typeName: 'InputObject', ownerName: owner?.name ?? '', type: String(typeInfo.getInputType() ?? '') };
        return undefined;
      },
    }),
  );
  return found;
}

/** Mistakes in a literal input object, answered as Shopify's Admin API (graphql-ruby) words them; the rest by `shopifyShaped`. */
function adminShaped(error: GraphQLError, document?: DocumentNode, schema?: GraphQLSchema): GraphQLError {
  const path = error.path ?? (document ? pathTo(document, error.nodes?.[0]) : null);
  const options = { nodes: error.nodes ?? null, source: error.source ?? null, positions: error.positions ?? null, path };
  // Literal input values: a required input field left out, a field the input does not have, a value of the wrong type.
  const missingInputField = /^Field "(\w+)\.(\w+)" of required type "([^"]+)" was not provided\./.exec(error.message);
  if (missingInputField) {
    const [, inputObjectType, argumentName, argumentType] = missingInputField;
    return new GraphQLError(`Argument '${argumentName}' on InputObject '${inputObjectType}' is required. Expected type ${argumentType}`, {
      ...options,
      path: path ? [...path, argumentName!] : null,
      extensions: { code: 'missingRequiredInputObjectAttribute', argumentName, argumentType, inputObjectType },
    });
  }
  const unknownInputField = /^Field "(\w+)" is not defined by type "(\w+)"\./.exec(error.message);
  if (unknownInputField) {
    const [, argumentName, name] = unknownInputField;
    return new GraphQLError(`InputObject '${name}' doesn't accept argument '${argumentName}'`, {
      ...options,
      extensions: { code: 'argumentNotAccepted', name, typeName: 'InputObject', argumentName },
    });
  }
  const owner = BAD_LITERAL.test(error.message) && document && schema ? literalOwner(schema, document, error.nodes?.[0]) : null;
  if (owner) {
    const argumentName = owner.node.name.value;
    return new GraphQLError(
      `Argument '${argumentName}' on ${owner.typeName} '${owner.ownerName}' has an invalid value (${print(owner.node.value)}). Expected type '${owner.type}'.`,
      {
        ...options,
        nodes: owner.node,
        path: pathTo(document!, owner.node),
        extensions: { code: 'argumentLiteralsIncompatible', typeName: owner.typeName, argumentName },
      },
    );
  }
  // The rest as both local APIs word it.
  return shopifyShaped(error, document);
}

export function createAdminApi(context: AdminContext, adminToken: string) {
  const schema = loadAdminSchema();

  return async function serveAdmin(req: IncomingMessage, res: ServerResponse, url: URL, version: string): Promise<void> {
    if (!hasAdminAccessToken(req, adminToken)) return sendJson(res, 401, UNAUTHORIZED);
    const served = servedAdminVersion(version, context.now());
    if (!served) return sendJson(res, 404, { errors: 'Not Found' });
    const headers = { 'X-Shopify-API-Version': served };
    if (req.method !== 'POST') return sendJson(res, 405, { errors: 'Method Not Allowed' }, { ...headers, Allow: 'POST' });
    const params = await graphQLParams(req, url);

    let document: DocumentNode;
    try {
      document = parse(params.query, { maxTokens: MAX_QUERY_TOKENS });
    } catch (error) {
      if (error instanceof GraphQLError) return sendJson(res, 200, { errors: [error] }, headers);
      throw error;
    }
    const validationErrors = validate(schema, document);
    if (validationErrors.length)
      return sendJson(res, 200, { errors: validationErrors.map((error) => adminShaped(error, document, schema)) }, headers);
    const operation = getOperationAST(document, params.operationName);
    if (!operation) {
      return sendJson(
        res,
        200,
        { errors: [{ message: 'An operation name is required', extensions: { code: 'OPERATION_NAME_REQUIRED' } }] },
        headers,
      );
    }
    const badVariables = variableErrors(schema, operation, params.variables ?? {});
    if (badVariables.length) return sendJson(res, 200, { errors: badVariables }, headers);

    const result = await execute({
      schema,
      document,
      rootValue: adminRoot,
      variableValues: params.variables,
      operationName: params.operationName,
      contextValue: context,
      fieldResolver: adminFieldResolver as GraphQLFieldResolver<unknown, AdminContext>,
    });
    sendJson(
      res,
      200,
      result.errors ? { ...result, errors: publicErrors(result.errors).map((error) => shopifyShaped(error)) } : result,
      headers,
    );
  };
}
