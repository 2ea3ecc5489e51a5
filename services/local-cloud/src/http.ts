// Owns the small HTTP helpers every local-cloud route shares: JSON answers, bounded body reading and the last-resort error answer.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseJsonBounded } from './json';
import { MAX_FIRESTORE_REQUEST_BYTES, MAX_JSON_DEPTH } from './limits';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(text);
}

/**
 * The answer to a failure nobody planned for: a generic 500 whose details go to the log only, since an exception's
 * message can name files, internal state or the code path.
 */
export function sendInternalError(res: ServerResponse, error: unknown, where: string): void {
  console.error(`[local-cloud] ${where}:`, error);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  sendJson(res, 500, { error: { code: 500, message: 'Internal error', status: 'INTERNAL' } });
}

export async function readBody(req: IncomingMessage, maxBytes = MAX_FIRESTORE_REQUEST_BYTES): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes)
    throw new HttpError(413, `Request payload size exceeds the limit: ${maxBytes} bytes.`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > maxBytes) throw new HttpError(413, `Request payload size exceeds the limit: ${maxBytes} bytes.`);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** The body as JSON; an empty body is `{}`, as Google's APIs read it. Refuses invalid or too deeply nested JSON with a 400. */
export async function readJson(req: IncomingMessage, maxBytes = MAX_FIRESTORE_REQUEST_BYTES): Promise<unknown> {
  const body = await readBody(req, maxBytes);
  if (body.length === 0) return {};
  const parsed = parseJsonBounded(body.toString('utf8'), MAX_JSON_DEPTH);
  if (parsed.ok) return parsed.value;
  throw new HttpError(
    400,
    parsed.reason === 'depth'
      ? `Invalid JSON payload received. Nesting deeper than ${MAX_JSON_DEPTH} levels.`
      : 'Invalid JSON payload received. Unexpected token.',
  );
}
