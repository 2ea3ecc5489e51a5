// Owns the Firestore REST API (v1) of the local cloud: batchGet, runQuery, runAggregationQuery, get, list, and admin-only writes.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isAdmin } from '../admin';
import { HttpError, readJson, sendJson } from '../http';
import { MAX_BATCH_GET_ANSWER_BYTES, MAX_INT32 } from '../limits';
import { canReadDocument, canRunQuery } from './access';
import { runStructuredQuery, type StructuredQuery } from './query';
import { firestoreTime, type DocumentStore, type StoredDocument } from './store';
import {
  checkBatchGet,
  checkCommit,
  checkDocumentFields,
  checkFieldPath,
  checkRunAggregationQuery,
  checkRunQuery,
  invalid,
  type Aggregation,
} from './validate';
import { databaseRoot, getField, parseFieldPath, type Fields, type Value } from './values';

const METHODS = new Set(['batchGet', 'runQuery', 'runAggregationQuery', 'commit', 'listCollectionIds']);

const STATUS_NAMES: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  405: 'UNIMPLEMENTED',
  413: 'INVALID_ARGUMENT',
};

// Google's rules for the ids in a resource name: project ids (6-30 lowercase letters, digits, hyphens) and database ids.
const PROJECT_ID_PATTERN = /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/;
const DATABASE_ID_PATTERN = /^(\(default\)|[a-z][a-z0-9-]{2,61}[a-z0-9])$/;

interface ParsedPath {
  /** `projects/{p}/databases/{d}/documents`: the only root this server holds. */
  root: string;
  /** Path below the root ('' for the root itself). */
  path: string;
  method: string | null;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw invalid('Invalid resource field value in the request: malformed percent-encoding in the path.');
  }
}

/** Splits the URL path; names of another project or database answer 404, as Firestore does for a database that does not exist. */
function parsePath(pathname: string, projectId: string): ParsedPath {
  const segments = pathname.split('/').slice(2).map(decodeSegment);
  let method: string | null = null;
  const last = segments[segments.length - 1] ?? '';
  const colon = last.lastIndexOf(':');
  if (colon > 0 && METHODS.has(last.slice(colon + 1))) {
    method = last.slice(colon + 1);
    segments[segments.length - 1] = last.slice(0, colon);
  }
  const [projects, project, databases, database, documents, ...rest] = segments;
  if (
    projects !== 'projects' ||
    databases !== 'databases' ||
    documents !== 'documents' ||
    project === undefined ||
    database === undefined
  ) {
    throw new HttpError(404, `Unknown Firestore resource ${pathname.slice(0, 200)}`);
  }
  if (!PROJECT_ID_PATTERN.test(project) || !DATABASE_ID_PATTERN.test(database))
    throw invalid('Invalid resource field value in the request.');
  if (project !== projectId || database !== '(default)') {
    throw new HttpError(404, `The database ${database} does not exist for project ${project}.`);
  }
  if (rest.some((segment) => segment.length === 0 || segment === '.' || segment === '..')) {
    throw invalid('Invalid resource field value in the request: empty or relative path segment.');
  }
  return { root: databaseRoot(projectId), path: rest.join('/'), method };
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

/** Firestore's error shape: `{ error: { code, message, status } }`. */
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
  if (aggregation.kind === 'count') {
    return { integerValue: String(Math.min(documents.length, aggregation.upTo ?? Infinity)) };
  }
  const segments = parseFieldPath(aggregation.fieldPath as string);
  const numbers = documents.map((document) => numberOf(getField(document.fields, segments))).filter((n): n is number => n !== null);
  const total = numbers.reduce((sum, n) => sum + n, 0);
  if (aggregation.kind === 'avg') return numbers.length === 0 ? { nullValue: null } : { doubleValue: total / numbers.length };
  const allIntegers = documents.every((document) => getField(document.fields, segments)?.doubleValue === undefined);
  return allIntegers && Number.isSafeInteger(total) ? { integerValue: String(total) } : { doubleValue: total };
}

function pageSizeOf(url: URL): number | undefined {
  const raw = url.searchParams.get('pageSize');
  if (raw === null) return undefined;
  const size = Number(raw);
  if (!/^\d+$/.test(raw) || size > MAX_INT32) throw invalid(`Invalid value at 'page_size' (TYPE_INT32), "${raw.slice(0, 40)}"`);
  return size;
}

function pageStartOf(url: URL): number {
  const token = url.searchParams.get('pageToken');
  if (!token) return 0;
  const start = Number(Buffer.from(token, 'base64url').toString('utf8'));
  if (!Number.isSafeInteger(start) || start < 0) throw invalid('Invalid page token.');
  return start;
}

function maskOf(url: URL): string[] | undefined {
  const fieldPaths = url.searchParams.getAll('mask.fieldPaths').map((path, i) => checkFieldPath(path, `mask.field_paths[${i}]`));
  return fieldPaths.length > 0 ? fieldPaths : undefined;
}

function orderByOf(url: URL): StructuredQuery['orderBy'] {
  const orderBy = url.searchParams.get('orderBy');
  if (!orderBy) return undefined;
  return orderBy.split(',').map((clause, i) => {
    const [fieldPath = '', direction, ...extra] = clause.trim().split(/\s+/);
    if (extra.length > 0 || (direction !== undefined && !/^(asc|desc)$/i.test(direction)))
      throw invalid(`Invalid order_by clause ${JSON.stringify(clause.slice(0, 60))}.`);
    checkFieldPath(fieldPath, `order_by[${i}]`);
    return { field: { fieldPath }, direction: direction?.toLowerCase() === 'desc' ? 'DESCENDING' : 'ASCENDING' };
  });
}

export type FirestoreHandler = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void>;

export interface FirestoreHandlerOptions {
  projectId: string;
  /** `Authorization: Bearer <this>` bypasses the rules and may write (the local stand-in for Google's owner credentials). */
  adminToken: string;
}

export function createFirestoreHandler(store: DocumentStore, options: FirestoreHandlerOptions): FirestoreHandler {
  const isOwner = (req: IncomingMessage) => isAdmin(req, options.adminToken);

  async function batchGet(req: IncomingMessage, res: ServerResponse, root: string): Promise<void> {
    const request = checkBatchGet(await readJson(req), root);
    if (!isOwner(req) && !request.paths.every((path) => canReadDocument(store, path))) throw denied();
    const readTime = firestoreTime();
    const answer: unknown[] = [];
    let bytes = 2;
    request.paths.forEach((path, index) => {
      const document = store.get(path);
      const entry = document
        ? { found: toResource(root, document, request.fieldPaths), readTime }
        : { missing: request.names[index], readTime };
      bytes += Buffer.byteLength(JSON.stringify(entry)) + 1;
      // Checked while building, so a request over the cap costs no more than the cap in memory.
      if (bytes > MAX_BATCH_GET_ANSWER_BYTES) {
        throw invalid(`The answer would exceed ${MAX_BATCH_GET_ANSWER_BYTES} bytes; ask for fewer documents per batchGet.`);
      }
      answer.push(entry);
    });
    sendJson(res, 200, answer);
  }

  function queryDocuments(req: IncomingMessage, root: string, parentPath: string, query: StructuredQuery): StoredDocument[] {
    if (parentPath !== '' && parentPath.split('/').length % 2 !== 0) throw invalid('A query parent must be a document.');
    if (!isOwner(req) && !canRunQuery(store, parentPath, query)) throw denied();
    return runStructuredQuery(store, parentPath, query, root);
  }

  async function runQuery(req: IncomingMessage, res: ServerResponse, parsed: ParsedPath): Promise<void> {
    const query = checkRunQuery(await readJson(req));
    const documents = queryDocuments(req, parsed.root, parsed.path, query);
    const readTime = firestoreTime();
    // Same stream shape as the service: one entry per document; an empty result is one entry with only readTime.
    const answer: Record<string, unknown>[] = documents.map((document) => ({ document: toResource(parsed.root, document), readTime }));
    if (answer.length === 0) answer.push({ readTime });
    (answer[answer.length - 1] as Record<string, unknown>).done = true;
    sendJson(res, 200, answer);
  }

  async function runAggregationQuery(req: IncomingMessage, res: ServerResponse, parsed: ParsedPath): Promise<void> {
    const { query, aggregations } = checkRunAggregationQuery(await readJson(req));
    const documents = queryDocuments(req, parsed.root, parsed.path, query);
    const aggregateFields: Record<string, Value> = {};
    for (const aggregation of aggregations) aggregateFields[aggregation.alias] = aggregate(documents, aggregation);
    sendJson(res, 200, [{ result: { aggregateFields }, readTime: firestoreTime() }]);
  }

  async function commit(req: IncomingMessage, res: ServerResponse, root: string): Promise<void> {
    if (!isOwner(req)) throw denied();
    const writes = checkCommit(await readJson(req), root);
    const time = firestoreTime();
    for (const write of writes) {
      if (write.kind === 'delete') {
        store.delete(write.path);
        continue;
      }
      const incoming = write.fields ?? {};
      // With a mask only the named top-level fields change, as in a merge set.
      const fields = write.maskPaths ? { ...(store.get(write.path)?.fields ?? {}) } : { ...incoming };
      for (const fieldPath of write.maskPaths ?? []) {
        const top = parseFieldPath(fieldPath)[0] as string;
        if (incoming[top] === undefined) delete fields[top];
        else fields[top] = incoming[top] as Value;
      }
      store.set(write.path, fields, time);
    }
    sendJson(res, 200, { writeResults: writes.map(() => ({ updateTime: time })), commitTime: time });
  }

  function listDocuments(req: IncomingMessage, res: ServerResponse, parsed: ParsedPath, url: URL): void {
    const collectionPath = parsed.path;
    const slash = collectionPath.lastIndexOf('/');
    const parentPath = slash < 0 ? '' : collectionPath.slice(0, slash);
    const query: StructuredQuery = { from: [{ collectionId: collectionPath.slice(slash + 1) }] };
    const orderBy = orderByOf(url);
    if (orderBy) query.orderBy = orderBy;
    const pageSize = pageSizeOf(url);
    const start = pageStartOf(url);
    const fieldPaths = maskOf(url);
    const documents = queryDocuments(req, parsed.root, parentPath, query);
    const size = pageSize || documents.length;
    const page = documents.slice(start, start + size);
    const next = start + size < documents.length ? Buffer.from(String(start + size)).toString('base64url') : undefined;
    sendJson(res, 200, {
      ...(page.length > 0 ? { documents: page.map((document) => toResource(parsed.root, document, fieldPaths)) } : {}),
      ...(next ? { nextPageToken: next } : {}),
    });
  }

  function getDocument(req: IncomingMessage, res: ServerResponse, parsed: ParsedPath, url: URL): void {
    const fieldPaths = maskOf(url);
    if (!isOwner(req) && !canReadDocument(store, parsed.path)) throw denied();
    const document = store.get(parsed.path);
    if (!document) throw new HttpError(404, `Document "${parsed.root}/${parsed.path}" not found.`);
    sendJson(res, 200, toResource(parsed.root, document, fieldPaths));
  }

  async function patchDocument(req: IncomingMessage, res: ServerResponse, parsed: ParsedPath): Promise<void> {
    if (!isOwner(req)) throw denied();
    const body = await readJson(req);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw invalid('The body must be a Document.');
    const fields = checkDocumentFields((body as { fields?: unknown }).fields, 'fields');
    const document = store.set(parsed.path, fields);
    sendJson(res, 200, toResource(parsed.root, document));
  }

  return async (req, res, url) => {
    try {
      const parsed = parsePath(url.pathname, options.projectId);
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
      throw new HttpError(405, `${req.method ?? '?'} is not supported on this Firestore resource.`);
    } catch (error) {
      if (error instanceof HttpError) return sendError(res, error);
      throw error;
    }
  };
}
