// Owns the subset of the Cloud Storage JSON API (v1) that @google-cloud/storage uses for a private bucket: multipart and
// media uploads, metadata, downloads (alt=media), deletes and listings, all for the owner only (the admin secret).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isAdmin } from '../admin';
import { readBody, sendJson } from '../http';
import { MAX_LIST_RESULTS, MAX_OBJECT_NAME_BYTES, MAX_UPLOAD_BYTES } from '../limits';
import type { BucketObject, DiskBucket } from './disk-bucket';
import { parseRange } from './handler';

/** Cloud Storage's error shape: the SDK reads `code`, `message` and `errors[].reason`. */
function gcsError(res: ServerResponse, code: number, reason: string, message: string, headers: Record<string, string> = {}): void {
  sendJson(res, code, { error: { code, message, errors: [{ message, domain: 'global', reason }] } }, headers);
}

function resource(base: string, bucket: string, object: BucketObject): Record<string, unknown> {
  const encoded = encodeURIComponent(object.name);
  return {
    kind: 'storage#object',
    id: `${bucket}/${object.name}/${object.generation}`,
    selfLink: `${base}/storage/v1/b/${bucket}/o/${encoded}`,
    mediaLink: `${base}/download/storage/v1/b/${bucket}/o/${encoded}?generation=${object.generation}&alt=media`,
    name: object.name,
    bucket,
    generation: object.generation,
    metageneration: object.metageneration,
    contentType: object.contentType,
    storageClass: 'STANDARD',
    size: String(object.size),
    md5Hash: object.md5Hash,
    crc32c: object.crc32c,
    etag: object.md5Hash,
    timeCreated: object.timeCreated,
    updated: object.updated,
    timeStorageClassUpdated: object.timeCreated,
    ...(object.metadata ? { metadata: object.metadata } : {}),
  };
}

/** "Object names … of length 1-1024 bytes when UTF-8 encoded", no carriage return or line feed, not . or .. (https://cloud.google.com/storage/docs/objects#naming). */
function nameProblem(name: string): string | null {
  if (name.length === 0 || Buffer.byteLength(name) > MAX_OBJECT_NAME_BYTES)
    return `Object name must be 1 to ${MAX_OBJECT_NAME_BYTES} bytes long.`;
  if (/[\r\n]/.test(name) || name === '.' || name === '..' || name.startsWith('.well-known/acme-challenge/'))
    return 'The specified object name is not valid.';
  return null;
}

type Precondition = { ok: true } | { ok: false; status: 400 | 412; message: string };

/** ifGenerationMatch (0: the object must not exist yet) and ifGenerationNotMatch, as the SDK sends them for safe retries. */
function checkPreconditions(url: URL, current: BucketObject | undefined): Precondition {
  const checks: [string, (generation: string) => boolean][] = [
    ['ifGenerationMatch', (wanted) => (wanted === '0' ? !current : current?.generation === wanted)],
    ['ifGenerationNotMatch', (unwanted) => (unwanted === '0' ? Boolean(current) : current?.generation !== unwanted)],
  ];
  for (const [parameter, holds] of checks) {
    const value = url.searchParams.get(parameter);
    if (value === null) continue;
    if (!/^\d{1,19}$/.test(value))
      return { ok: false, status: 400, message: `Invalid argument: ${parameter} must be a generation number.` };
    if (!holds(value)) return { ok: false, status: 412, message: 'At least one of the pre-conditions you specified did not hold.' };
  }
  return { ok: true };
}

interface Upload {
  metadata: { name?: unknown; contentType?: unknown; metadata?: unknown };
  data: Buffer;
  mediaType?: string;
}

/** One multipart/related body: a JSON metadata part, then the media part (RFC 2387, as teeny-request writes it). */
function parseMultipartRelated(contentType: string, body: Buffer): Upload | null {
  const match = /^multipart\/related\s*;.*\bboundary="?([^";]+)"?/i.exec(contentType);
  if (!match?.[1]) return null;
  const delimiter = Buffer.from(`--${match[1]}`);
  const parts: { headers: string; data: Buffer }[] = [];
  let start = body.indexOf(delimiter);
  while (start >= 0) {
    const afterDelimiter = start + delimiter.length;
    if (body.subarray(afterDelimiter, afterDelimiter + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, afterDelimiter);
    if (next < 0) return null;
    const part = body.subarray(afterDelimiter, next);
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd < 0) return null;
    // The part's content ends before the CRLF that precedes the next delimiter.
    const end = part.subarray(part.length - 2).toString() === '\r\n' ? part.length - 2 : part.length;
    parts.push({ headers: part.subarray(0, headerEnd).toString('utf8'), data: part.subarray(headerEnd + 4, end) });
    start = next;
  }
  if (parts.length !== 2 || start < 0) return null;
  const [meta, media] = parts as [{ headers: string; data: Buffer }, { headers: string; data: Buffer }];
  if (!/content-type:\s*application\/json/i.test(meta.headers)) return null;
  let metadata: Upload['metadata'];
  try {
    const parsed: unknown = JSON.parse(meta.data.toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    metadata = parsed;
  } catch {
    return null;
  }
  const mediaType = /content-type:\s*([^\r\n]+)/i.exec(media.headers)?.[1]?.trim();
  return { metadata, data: media.data, ...(mediaType ? { mediaType } : {}) };
}

function stringMap(value: unknown): Record<string, string> | undefined | null {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) return null;
  const entries = Object.entries(value);
  return entries.every(([, v]) => typeof v === 'string') ? (Object.fromEntries(entries) as Record<string, string>) : null;
}

async function upload(req: IncomingMessage, res: ServerResponse, url: URL, base: string, bucket: DiskBucket): Promise<void> {
  const uploadType = url.searchParams.get('uploadType');
  if (uploadType === 'resumable')
    return gcsError(
      res,
      501,
      'notImplemented',
      'Resumable uploads are not served by the local cloud: upload with resumable: false (one multipart request).',
    );
  if (uploadType !== 'multipart' && uploadType !== 'media')
    return gcsError(res, 400, 'invalidParameter', `Invalid upload type: ${uploadType ?? '(none)'}.`);
  const body = await readBody(req, MAX_UPLOAD_BYTES);
  let upload: Upload | null;
  if (uploadType === 'media') {
    upload = { metadata: {}, data: body, ...(req.headers['content-type'] ? { mediaType: req.headers['content-type'] } : {}) };
  } else {
    upload = parseMultipartRelated(req.headers['content-type'] ?? '', body);
    if (!upload)
      return gcsError(res, 400, 'badContent', 'Invalid multipart request: a JSON metadata part and one media part are required.');
  }
  const name = url.searchParams.get('name') ?? (typeof upload.metadata.name === 'string' ? upload.metadata.name : '');
  if (!name) return gcsError(res, 400, 'required', 'Required: the object name.');
  const problem = nameProblem(name);
  if (problem) return gcsError(res, 400, 'invalid', problem);
  const custom = stringMap(upload.metadata.metadata);
  if (custom === null) return gcsError(res, 400, 'invalid', 'Invalid value for metadata: a map of strings is required.');
  const contentType =
    typeof upload.metadata.contentType === 'string' ? upload.metadata.contentType : (upload.mediaType ?? 'application/octet-stream');
  const precondition = checkPreconditions(url, await bucket.get(name));
  if (!precondition.ok)
    return gcsError(res, precondition.status, precondition.status === 412 ? 'conditionNotMet' : 'invalid', precondition.message);
  const object = await bucket.put(name, contentType, upload.data, custom);
  sendJson(res, 200, resource(base, bucket.name, object));
}

async function list(res: ServerResponse, url: URL, base: string, bucket: DiskBucket): Promise<void> {
  const prefix = url.searchParams.get('prefix') ?? '';
  const delimiter = url.searchParams.get('delimiter') ?? '';
  const rawMax = url.searchParams.get('maxResults');
  if (rawMax !== null && !/^[1-9]\d{0,9}$/.test(rawMax))
    return gcsError(res, 400, 'invalid', 'Invalid value for maxResults: a positive integer is required.');
  const maxResults = Math.min(rawMax === null ? MAX_LIST_RESULTS : Number(rawMax), MAX_LIST_RESULTS);
  const pageToken = url.searchParams.get('pageToken');
  const after = pageToken ? Buffer.from(pageToken, 'base64url').toString('utf8') : null;
  const prefixes = new Set<string>();
  const items: BucketObject[] = [];
  for (const object of await bucket.list()) {
    if (!object.name.startsWith(prefix) || (after !== null && object.name <= after)) continue;
    const rest = object.name.slice(prefix.length);
    const cut = delimiter ? rest.indexOf(delimiter) : -1;
    if (cut >= 0) prefixes.add(prefix + rest.slice(0, cut + delimiter.length));
    else items.push(object);
  }
  const page = items.slice(0, maxResults);
  const last = page[page.length - 1];
  sendJson(res, 200, {
    kind: 'storage#objects',
    ...(prefixes.size ? { prefixes: [...prefixes].sort() } : {}),
    ...(page.length ? { items: page.map((object) => resource(base, bucket.name, object)) } : {}),
    ...(items.length > maxResults && last ? { nextPageToken: Buffer.from(last.name).toString('base64url') } : {}),
  });
}

async function sendObject(req: IncomingMessage, res: ServerResponse, bucket: DiskBucket, object: BucketObject): Promise<void> {
  const data = await bucket.read(object);
  const headers: Record<string, string> = {
    'Content-Type': object.contentType,
    'Cache-Control': 'private, max-age=0',
    ETag: `"${object.md5Hash}"`,
    'x-goog-generation': object.generation,
    'x-goog-metageneration': object.metageneration,
    'x-goog-hash': `crc32c=${object.crc32c},md5=${object.md5Hash}`,
    'x-goog-stored-content-encoding': 'identity',
    'x-goog-stored-content-length': String(object.size),
    'Accept-Ranges': 'bytes',
  };
  const range = parseRange(req.headers.range, data.length);
  if (range.kind === 'unsatisfiable')
    return gcsError(res, 416, 'requestedRangeNotSatisfiable', 'The requested range cannot be satisfied.', {
      'Content-Range': `bytes */${data.length}`,
    });
  const body = range.kind === 'part' ? data.subarray(range.start, range.end + 1) : data;
  if (range.kind === 'part') headers['Content-Range'] = `bytes ${range.start}-${range.end}/${data.length}`;
  headers['Content-Length'] = String(body.length);
  res.writeHead(range.kind === 'part' ? 206 : 200, headers);
  res.end(body);
}

export type CloudStorageHandler = (req: IncomingMessage, res: ServerResponse, url: URL, base: string) => Promise<void>;

/** Serves /storage/v1/b/{bucket}/o[/{object}] and /upload/storage/v1/b/{bucket}/o for the buckets given. */
export function createCloudStorageHandler(buckets: DiskBucket[], adminToken: string): CloudStorageHandler {
  const byName = new Map(buckets.map((bucket) => [bucket.name, bucket]));
  return async (req, res, url, base) => {
    const match = /^\/(upload\/)?storage\/v1\/b\/([^/]+)\/o(?:\/(.+))?$/.exec(url.pathname);
    if (!match) return gcsError(res, 404, 'notFound', 'Not Found');
    // Every object of a private bucket is the owner's: Cloud Storage asks a credential before anything else.
    if (!isAdmin(req, adminToken)) {
      return gcsError(res, 401, 'required', 'Anonymous caller does not have storage.objects access to the Google Cloud Storage bucket.', {
        'WWW-Authenticate': 'Bearer realm="local-cloud"',
      });
    }
    const [, uploadPath, rawBucket = '', rawObject] = match;
    let bucketName: string;
    let objectName: string | undefined;
    try {
      bucketName = decodeURIComponent(rawBucket);
      objectName = rawObject === undefined ? undefined : decodeURIComponent(rawObject);
    } catch {
      return gcsError(res, 400, 'invalid', 'Invalid request path: malformed percent-encoding.');
    }
    const bucket = byName.get(bucketName);
    if (!bucket) return gcsError(res, 404, 'notFound', 'The specified bucket does not exist.');

    if (uploadPath) {
      if (req.method !== 'POST' || objectName !== undefined)
        return gcsError(res, 405, 'methodNotAllowed', 'Uploads are POST /upload/storage/v1/b/{bucket}/o.', { Allow: 'POST' });
      return upload(req, res, url, base, bucket);
    }
    if (objectName === undefined) {
      if (req.method !== 'GET') return gcsError(res, 405, 'methodNotAllowed', 'Objects are listed with GET.', { Allow: 'GET' });
      return list(res, url, base, bucket);
    }
    if (req.method !== 'GET' && req.method !== 'DELETE')
      return gcsError(res, 405, 'methodNotAllowed', 'Objects are read with GET and removed with DELETE.', { Allow: 'GET, DELETE' });
    const object = await bucket.get(objectName);
    if (!object) return gcsError(res, 404, 'notFound', `No such object: ${bucket.name}/${objectName}`);
    const precondition = checkPreconditions(url, object);
    if (!precondition.ok)
      return gcsError(res, precondition.status, precondition.status === 412 ? 'conditionNotMet' : 'invalid', precondition.message);
    if (req.method === 'DELETE') {
      await bucket.delete(objectName);
      res.writeHead(204, { 'Cache-Control': 'no-store' });
      return void res.end();
    }
    if (url.searchParams.get('alt') === 'media') return sendObject(req, res, bucket, object);
    sendJson(res, 200, resource(base, bucket.name, object));
  };
}
