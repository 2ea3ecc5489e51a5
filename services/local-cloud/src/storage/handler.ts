// Owns the Firebase Storage REST API (v0) of the local cloud: object metadata, media download with tokens, and listing.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../http';
import { MAX_LIST_RESULTS } from '../limits';
import { canReadObject } from './access';
import type { ObjectStore, StoredObject } from './store';

// Token URLs change whenever the bytes change, so they can be cached for a year by browsers and CDNs.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=300';

function storageError(res: ServerResponse, code: number, message: string): void {
  sendJson(res, code, { error: { code, message } });
}

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function lastSegment(name: string): string {
  return name.slice(name.lastIndexOf('/') + 1);
}

export function objectMetadata(bucket: string, object: StoredObject): Record<string, string> {
  return {
    name: object.name,
    bucket,
    generation: object.generation,
    metageneration: '1',
    contentType: object.contentType,
    timeCreated: object.timeCreated,
    updated: object.timeCreated,
    storageClass: 'STANDARD',
    size: String(object.data.length),
    md5Hash: object.md5Hash,
    contentEncoding: 'identity',
    contentDisposition: `inline; filename*=utf-8''${encodeURIComponent(lastSegment(object.name))}`,
    cacheControl: IMMUTABLE,
    etag: object.md5Hash,
    downloadTokens: object.downloadToken,
  };
}

type RangeAnswer = { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' };

/**
 * A single byte range, as RFC 9110 §14 reads it: a syntactically invalid Range header is ignored (the whole object),
 * a valid one that no byte of the object satisfies is a 416.
 */
export function parseRange(header: string | undefined, size: number): RangeAnswer {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return { kind: 'whole' };
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return { kind: 'whole' };
  if (from === '') {
    // A suffix range: the last N bytes; "bytes=-0" asks for none.
    const length = Number(to);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (to !== '' && Number(to) < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'part', start, end };
}

/**
 * A conditional read, as RFC 9110 §13.2.2 orders it: If-None-Match (any of its tags, weak or strong) decides when it is
 * there; otherwise If-Modified-Since against the object's time, to the second. Cloud Storage answers both with 304.
 */
function notModified(req: IncomingMessage, etag: string, modified: string): boolean {
  const tags = req.headers['if-none-match'];
  if (tags !== undefined) return tags.trim() === '*' || tags.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
  const since = Date.parse(req.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(Date.parse(modified) / 1000) * 1000 <= since;
}

function sendMedia(req: IncomingMessage, res: ServerResponse, object: StoredObject, token: string | null): void {
  const etag = `"${object.md5Hash}"`;
  const headers: Record<string, string> = {
    'Content-Type': object.contentType,
    'Cache-Control': token ? IMMUTABLE : SHORT,
    ETag: etag,
    'Last-Modified': new Date(object.timeCreated).toUTCString(),
    'Accept-Ranges': 'bytes',
    'Content-Disposition': `inline; filename*=utf-8''${encodeURIComponent(lastSegment(object.name))}`,
  };
  if (notModified(req, etag, object.timeCreated)) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const size = object.data.length;
  const range = parseRange(req.headers.range, size);
  if (range.kind === 'unsatisfiable') {
    res.writeHead(416, {
      'Content-Range': `bytes */${size}`,
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
    });
    res.end(
      req.method === 'HEAD' ? undefined : JSON.stringify({ error: { code: 416, message: 'The requested range cannot be satisfied.' } }),
    );
    return;
  }
  const body = range.kind === 'part' ? object.data.subarray(range.start, range.end + 1) : object.data;
  if (range.kind === 'part') headers['Content-Range'] = `bytes ${range.start}-${range.end}/${size}`;
  headers['Content-Length'] = String(body.length);
  res.writeHead(range.kind === 'part' ? 206 : 200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

function list(res: ServerResponse, store: ObjectStore, url: URL): void {
  const prefix = url.searchParams.get('prefix') ?? '';
  const delimiter = url.searchParams.get('delimiter') ?? '';
  const rawMax = url.searchParams.get('maxResults');
  if (rawMax !== null && !/^[1-9]\d{0,9}$/.test(rawMax))
    return storageError(res, 400, 'Invalid value for maxResults: a positive integer is required.');
  // "The service uses this parameter or 1,000 items, whichever is smaller."
  const maxResults = Math.min(rawMax === null ? MAX_LIST_RESULTS : Number(rawMax), MAX_LIST_RESULTS);
  const pageToken = url.searchParams.get('pageToken');
  const prefixes = new Set<string>();
  const items: { name: string; bucket: string }[] = [];
  for (const name of store.names()) {
    if (!name.startsWith(prefix) || !canReadObject(name)) continue;
    if (pageToken && name <= Buffer.from(pageToken, 'base64url').toString('utf8')) continue;
    const rest = name.slice(prefix.length);
    const cut = delimiter ? rest.indexOf(delimiter) : -1;
    if (cut >= 0) prefixes.add(prefix + rest.slice(0, cut + delimiter.length));
    else items.push({ name, bucket: store.bucket });
  }
  const page = items.slice(0, maxResults);
  const last = page[page.length - 1];
  sendJson(res, 200, {
    prefixes: [...prefixes].sort(),
    items: page,
    ...(items.length > maxResults && last ? { nextPageToken: Buffer.from(last.name).toString('base64url') } : {}),
  });
}

export type StorageHandler = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void>;

export function createStorageHandler(store: ObjectStore): StorageHandler {
  return async (req, res, url) => {
    // Paths are /v0/b/{bucket}/o and /v0/b/{bucket}/o/{url-encoded object name}.
    const match = /^\/v0\/b\/([^/]+)\/o(?:\/(.+))?$/.exec(url.pathname);
    if (!match) return storageError(res, 404, 'Not Found.');
    const bucket = decode(match[1] ?? '');
    if (bucket === null) return storageError(res, 400, 'Invalid bucket name: malformed percent-encoding.');
    if (bucket !== store.bucket) return storageError(res, 404, `Bucket ${bucket} not found.`);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      // No client writes, as in storage.rules.
      return storageError(res, 403, 'Permission denied. No WRITE permission.');
    }
    if (match[2] === undefined) return list(res, store, url);

    const name = decode(match[2]);
    if (name === null) return storageError(res, 400, 'Invalid object name: malformed percent-encoding.');
    if (!canReadObject(name)) return storageError(res, 403, 'Permission denied. No READ permission.');
    const object = store.get(name);
    if (!object) return storageError(res, 404, 'Not Found.');
    if (url.searchParams.get('alt') !== 'media') return sendJson(res, 200, objectMetadata(store.bucket, object));

    const token = url.searchParams.get('token');
    if (token !== null && token !== object.downloadToken) {
      return storageError(res, 403, 'Permission denied. Invalid download token.');
    }
    sendMedia(req, res, object, token);
  };
}
