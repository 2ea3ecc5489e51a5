// Owns the Firestore REST API (v1) of the local cloud: batchGet, runQuery, runAggregationQuery, get, list, and owner-only writes.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError, readJson, sendJson } from '../http';
import { canReadDocument, canRunQuery } from './access';
import { KEY_FIELD, runStructuredQuery, type StructuredQuery } from './query';
import { firestoreTime, type DocumentStore, type StoredDocument } from './store';
import { getField, parseFieldPath, type Fields, type Value } from './values';

const METHODS = new Set(['batchGet', 'runQuery', 'runAggregationQuery', 'commit', 'listCollectionIds']);

const STATUS_NAMES: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  405: 'UNIMPLEMENTED',
  413: 'INVALID_ARGUMENT',
  501: 'UNIMPLEMENTED',
};

interface ParsedPath {
  /** `projects/{p}/databases/{d}/documents` as the client named it; every answered name starts with it. */
  root: string;
  /** Path below the root ('' for the root itself). */
  path: string;
  method: string | null;
}

interface Aggregation {
  alias?: string;
  count?: { upTo?: string | number };
  sum?: { field: { fieldPath: string } };
  avg?: { field: { fieldPath: string } };
}

/** The Google emulator's convention, kept here: `Authorization: Bearer owner` bypasses the rules. */
export function isOwner(req: IncomingMessage): boolean {
  return req.headers.authorization === 'Bearer owner';
}

function parsePath(pathname: string): ParsedPath {
  const segments = pathname.split('/').slice(2).map((segment) => decodeURIComponent(segment));
  let method: string | null = null;
  const last = segments[segments.length - 1] ?? '';
  const colon = last.lastIndexOf(':');
  if (colon > 0 && METHODS.has(last.slice(colon + 1))) {
    method = last.slice(colon + 1);
    segments[segments.length - 1] = last.slice(0, colon);
  }
  const [projects, projectId, databases, databaseId, documents, ...rest] = segments;
  if (projects !== 'projects' || !projectId || databases !== 'databases' || !databaseId || documents !== 'documents') {
    throw new HttpError(404, `Unknown Firestore resource ${pathname}`);
  }
  return { root: `projects/${projectId}/databases/${databaseId}/documents`, path: rest.join('/'), method };
}

function relativeName(root: string, name: string): string {
  if (!name.startsWith(`${root}/`)) throw new HttpError(400, `Document name ${name} is not in ${root}`);
  const path = name.slice(root.length + 1);
  if (path.split('/').length % 2 !== 0) throw new HttpError(400, `${name} is not a document name`);
  return path;
}

function applyMask(fields: Fields, fieldPaths: string[] | undefined): Fields {
  if (!fieldPaths) return fields;
  const masked: Fields = {};
  for (const fieldPath of fieldPaths) {
    const segments = parseFieldPath(fieldPath);
    const value = getField(fields, segments);
    // Masks on the SDK's read paths are top-level; nested paths keep their top-level map whole.
    const top = segments[0] as string;
    if (value !== undefined && fields[top] !== undefined) masked[top] = fields[top] as Value;
  }
  return masked;
}

function toResource(root: string, document: StoredDocument, fieldPaths?: string[]): Record<string, unknown> {
  const fields = applyMask(document.fields, fieldPaths);
  return {
    name: `${root}/${document.path}`,
    ...(Object.keys(fields).length > 0 ? { fields } : {}),
    createTime: document.createTime,
    updateTime: document.updateTime,
  };
}

function denied(): HttpError {
  return new HttpError(403, 'Missing or insufficient permissions.');
}

function sendError(res: ServerResponse, error: HttpError): void {
  sendJson(res, error.status, {
    error: { code: error.status, message: error.message, status: STATUS_NAMES[error.status] ?? 'INTERNAL' },
  });
}

function numberOf(value: Value | undefined): number | null {
  if (value?.integerValue !== undefined) return Number(value.integerValue);
  if (value?.doubleValue !== undefined) return Number(value.doubleValue);
  return null;
}

function aggregate(documents: StoredDocument[], aggregation: Aggregation): Value {
  if (aggregation.count) {
    const upTo = aggregation.count.upTo === undefined ? Infinity : Number(aggregation.count.upTo);
    return { integerValue: String(Math.min(documents.length, upTo)) };
  }
  const spec = aggregation.sum ?? aggregation.avg;
  if (!spec) throw new HttpError(400, 'Unsupported aggregation');
  const segments = parseFieldPath(spec.field.fieldPath);
  const numbers = documents.map((document) => numberOf(getField(document.fields, segments))).filter((n): n is number => n !== null);
  const total = numbers.reduce((sum, n) => sum + n, 0);
  if (aggregation.avg) return numbers.length === 0 ? { nullValue: null } : { doubleValue: total / numbers.length };
  const allIntegers = documents.every((document) => getField(document.fields, segments)?.doubleValue === undefined);
  return allIntegers && Number.isSafeInteger(total) ? { integerValue: String(total) } : { doubleValue: total };
}

export type FirestoreHandler = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void>;

export function createFirestoreHandler(store: DocumentStore): FirestoreHandler {
  async function batchGet(req: IncomingMessage, res: ServerResponse, root: string): Promise<void> {
    const body = (await readJson(req)) as { documents?: string[]; mask?: { fieldPaths?: string[] } };
    const names = body.documents ?? [];
    const paths = names.map((name) => relativeName(root, name));
    if (!isOwner(req) && !paths.every((path) => canReadDocument(store, path))) throw denied();
    const readTime = firestoreTime();
    sendJson(
      res,
      200,
      paths.map((path, index) => {
        const document = store.get(path);
        return document
          ? { found: toResource(root, document, body.mask?.fieldPaths), readTime }
          : { missing: names[index], readTime };
      }),
    );
  }

  function queryDocuments(req: IncomingMessage, root: string, parentPath: string, query: StructuredQuery): StoredDocument[] {
    if (parentPath !== '' && parentPath.split('/').length % 2 !== 0) throw new HttpError(400, 'A query parent must be a document');
    if (!isOwner(req) && !canRunQuery(store, parentPath, query)) throw denied();
    return runStructuredQuery(store, parentPath, query, root);
  }

  async function runQuery(req: IncomingMessage, res: ServerResponse, parsed: ParsedPath): Promise<void> {
    const body = (await readJson(req)) as { structuredQuery?: StructuredQuery };
    if (!body.structuredQuery) throw new HttpError(400, 'Only structuredQuery is supported');
    const documents = queryDocuments(req, parsed.root, parsed.path, body.structuredQuery);
    const readTime = firestoreTime();
    // Same stream shape as the service: one entry per document; an empty result is one entry with only readTime.
    const answer: Record<string, unknown>[] = documents.map((document) => ({ document: toResource(parsed.root, document), readTime }));
    if (answer.length === 0) answer.push({ readTime });
    (answer[answer.length - 1] as Record<string, unknown>).done = true;
    sendJson(res, 200, answer);
  }

  async function runAggregationQuery(req: IncomingMessage, res: ServerResponse, parsed: ParsedPath): Promise<void> {
    const body = (await readJson(req)) as {
      structuredAggregationQuery?: { structuredQuery?: StructuredQuery; aggregations?: Aggregation[] };
    };
    const request = body.structuredAggregationQuery;
    if (!request?.structuredQuery) throw new HttpError(400, 'Only structuredAggregationQuery is supported');
    const documents = queryDocuments(req, parsed.root, parsed.path, request.structuredQuery);
    const aggregateFields: Record<string, Value> = {};
    (request.aggregations ?? []).forEach((aggregation, index) => {
      aggregateFields[aggregation.alias ?? `field_${index + 1}`] = aggregate(documents, aggregation);
    });
    sendJson(res, 200, [{ result: { aggregateFields }, readTime: firestoreTime() }]);
  }

  async function commit(req: IncomingMessage, res: ServerResponse, root: string): Promise<void> {
    if (!isOwner(req)) throw denied();
    const body = (await readJson(req)) as {
      writes?: { update?: { name: string; fields?: Fields }; updateMask?: { fieldPaths?: string[] }; delete?: string; updateTransforms?: unknown[] }[];
    };
    const time = firestoreTime();
    const writeResults = (body.writes ?? []).map((write) => {
      if (write.updateTransforms?.length) throw new HttpError(501, 'Field transforms are not supported by the local cloud');
      if (write.delete) {
        store.delete(relativeName(root, write.delete));
      } else if (write.update) {
        const path = relativeName(root, write.update.name);
        const incoming = write.update.fields ?? {};
        const mask = write.updateMask?.fieldPaths;
        // With a mask only the named top-level fields change, as in a merge set.
        const fields = mask ? { ...(store.get(path)?.fields ?? {}) } : {};
        if (mask) {
          for (const fieldPath of mask) {
            const top = parseFieldPath(fieldPath)[0] as string;
            if (incoming[top] === undefined) delete fields[top];
            else fields[top] = incoming[top] as Value;
          }
        } else {
          Object.assign(fields, incoming);
        }
        store.set(path, fields, time);
      } else {
        throw new HttpError(400, 'Unsupported write');
      }
      return { updateTime: time };
    });
    sendJson(res, 200, { writeResults, commitTime: time });
  }

  function listDocuments(req: IncomingMessage, res: ServerResponse, parsed: ParsedPath, url: URL): void {
    const collectionPath = parsed.path;
    const slash = collectionPath.lastIndexOf('/');
    const parentPath = slash < 0 ? '' : collectionPath.slice(0, slash);
    const query: StructuredQuery = { from: [{ collectionId: collectionPath.slice(slash + 1) }] };
    const orderBy = url.searchParams.get('orderBy');
    if (orderBy) {
      query.orderBy = orderBy.split(',').map((clause) => {
        const [fieldPath = KEY_FIELD, direction] = clause.trim().split(/\s+/);
        return { field: { fieldPath }, direction: direction?.toLowerCase() === 'desc' ? 'DESCENDING' : 'ASCENDING' };
      });
    }
    const documents = queryDocuments(req, parsed.root, parentPath, query);
    const pageSize = Number(url.searchParams.get('pageSize') ?? 0) || documents.length;
    const token = url.searchParams.get('pageToken');
    const start = token ? Number(Buffer.from(token, 'base64url').toString('utf8')) || 0 : 0;
    const page = documents.slice(start, start + pageSize);
    const next = start + pageSize < documents.length ? Buffer.from(String(start + pageSize)).toString('base64url') : undefined;
    const fieldPaths = url.searchParams.getAll('mask.fieldPaths');
    sendJson(res, 200, {
      ...(page.length > 0 ? { documents: page.map((document) => toResource(parsed.root, document, fieldPaths.length > 0 ? fieldPaths : undefined)) } : {}),
      ...(next ? { nextPageToken: next } : {}),
    });
  }

  function getDocument(req: IncomingMessage, res: ServerResponse, parsed: ParsedPath, url: URL): void {
    if (!isOwner(req) && !canReadDocument(store, parsed.path)) throw denied();
    const document = store.get(parsed.path);
    if (!document) throw new HttpError(404, `Document "${parsed.root}/${parsed.path}" not found.`);
    const fieldPaths = url.searchParams.getAll('mask.fieldPaths');
    sendJson(res, 200, toResource(parsed.root, document, fieldPaths.length > 0 ? fieldPaths : undefined));
  }

  async function patchDocument(req: IncomingMessage, res: ServerResponse, parsed: ParsedPath): Promise<void> {
    if (!isOwner(req)) throw denied();
    const body = (await readJson(req)) as { fields?: Fields };
    const document = store.set(parsed.path, body.fields ?? {});
    sendJson(res, 200, toResource(parsed.root, document));
  }

  return async (req, res, url) => {
    try {
      const parsed = parsePath(url.pathname);
      const isDocument = parsed.path !== '' && parsed.path.split('/').length % 2 === 0;
      if (parsed.method) {
        if (req.method !== 'POST') throw new HttpError(405, `${parsed.method} expects POST`);
        if (parsed.method === 'batchGet') return await batchGet(req, res, parsed.root);
        if (parsed.method === 'runQuery') return await runQuery(req, res, parsed);
        if (parsed.method === 'runAggregationQuery') return await runAggregationQuery(req, res, parsed);
        if (parsed.method === 'commit') return await commit(req, res, parsed.root);
        if (!isOwner(req)) throw denied();
        return sendJson(res, 200, { collectionIds: store.collectionIds(parsed.path) });
      }
      if (req.method === 'GET' && isDocument) return getDocument(req, res, parsed, url);
      if (req.method === 'GET' && parsed.path !== '') return listDocuments(req, res, parsed, url);
      if (req.method === 'PATCH' && isDocument) return await patchDocument(req, res, parsed);
      if (req.method === 'DELETE' && isDocument) {
        if (!isOwner(req)) throw denied();
        store.delete(parsed.path);
        return sendJson(res, 200, {});
      }
      throw new HttpError(405, `${req.method ?? '?'} is not supported on ${url.pathname}`);
    } catch (error) {
      if (error instanceof HttpError) return sendError(res, error);
      throw error;
    }
  };
}
