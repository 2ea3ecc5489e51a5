// Owns the HTTP face of the local Admin GraphQL API: POST /admin/api/{version}/graphql.json behind the admin token, with Shopify's answers.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { execute, getOperationAST, GraphQLError, parse, validate, type DocumentNode, type GraphQLFieldResolver } from 'graphql';
import { hasAdminAccessToken } from '../admin';
import { MAX_QUERY_TOKENS } from '../limits';
import { adminFieldResolver, adminRoot, type AdminContext } from './admin-resolvers';
import { loadAdminSchema, servedAdminVersion } from './admin-schema';
import { shopifyShaped } from './errors';
import { graphQLParams, publicErrors, sendJson, UNAUTHORIZED } from './graphql-http';

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
      return sendJson(res, 200, { errors: validationErrors.map((error) => shopifyShaped(error, document)) }, headers);
    if (getOperationAST(document, params.operationName) === null) {
      return sendJson(
        res,
        200,
        { errors: [{ message: 'An operation name is required', extensions: { code: 'OPERATION_NAME_REQUIRED' } }] },
        headers,
      );
    }

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
