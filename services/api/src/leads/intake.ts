// Owns reading a submission off the wire: fields and files streamed to disk, with the size and count limits enforced as bytes arrive.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import { isAcceptedMediaType, isStorableText, MAX_FILES, MAX_TOTAL_BYTES, type LeadRefusalCode } from '@storefront/validation';
import { officeDocumentKind, OOXML_EXTENSIONS } from './office';

/**
 * A refusal the visitor can act on: an HTTP status and the rule whose message explains it (a code of the leads' wire);
 * `field` when one field is at fault.
 */
export class IntakeError extends Error {
  constructor(
    readonly statusCode: number,
    readonly rule: LeadRefusalCode,
    readonly values: Record<string, string | number> = {},
    readonly field?: string,
  ) {
    super(rule);
  }
}

/** A name as a message can show it: NUL and halves of surrogate pairs each as the replacement character. */
const printable = (name: string) => name.replace(/[\0\p{Cs}]/gu, '\ufffd');

export interface ReceivedFile {
  field: string;
  /** The name the visitor's computer gave it, without any folder. */
  filename: string;
  path: string;
  size: number;
  mediaType?: string;
  /** The name it is stored and mailed under: the visitor's base name, cleaned, with the extension of its detected type. */
  safeName?: string;
}

export interface Intake {
  fields: Record<string, unknown>;
  files: ReceivedFile[];
  /** Removes the request's own folder of received files (those stored have been moved out of it by then). */
  discard(): Promise<void>;
}

/** Reads a JSON or multipart body. Multipart files go to a folder of their own under tmpRoot, and stop at 23 MB in all. */
export async function readIntake(request: FastifyRequest, tmpRoot: string): Promise<Intake> {
  if (!request.isMultipart()) {
    const body = request.body;
    if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body)))
      throw new IntakeError(400, 'invalidRequest');
    return { fields: (body as Record<string, unknown> | undefined) ?? {}, files: [], discard: async () => undefined };
  }
  const folder = join(tmpRoot, randomUUID());
  await mkdir(folder, { recursive: true });
  const fields: Record<string, unknown> = {};
  const files: ReceivedFile[] = [];
  const discard = () => rm(folder, { recursive: true, force: true });
  let total = 0;
  // A file name that could not be stored as sent, said once the whole body is read (the connection stays usable).
  let unstorableName: IntakeError | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = part.value;
        continue;
      }
      const path = join(folder, `${files.length}`);
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          total += chunk.length;
          // Stop reading the moment the total goes over: nothing beyond the limit is written or kept.
          if (total > MAX_TOTAL_BYTES) callback(new IntakeError(413, 'totalTooBig'));
          else callback(null, chunk);
        },
      });
      await pipeline(part.file, counter, createWriteStream(path));
      if (part.file.truncated) throw new IntakeError(413, 'totalTooBig');
      const filename = basename(part.filename.replace(/\\/g, '/')).slice(0, 200) || 'fichier';
      // An empty file input still sends a nameless, empty part.
      if (size === 0 && !part.filename) continue;
      if (!isStorableText(part.filename))
        unstorableName ??= new IntakeError(400, 'fileName', { name: printable(filename) }, part.fieldname);
      files.push({ field: part.fieldname, filename, path, size });
    }
    if (unstorableName) throw unstorableName;
  } catch (error) {
    await discard();
    throw translateMultipartError(error);
  }
  return { fields, files, discard };
}

function translateMultipartError(error: unknown): unknown {
  if (error instanceof IntakeError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new IntakeError(413, 'totalTooBig');
  if (code === 'FST_FILES_LIMIT') return new IntakeError(413, 'tooManyFiles', { max: MAX_FILES });
  if (
    code === 'FST_FIELDS_LIMIT' ||
    code === 'FST_PARTS_LIMIT' ||
    code === 'FST_PROTO_VIOLATION' ||
    code === 'FST_INVALID_MULTIPART_CONTENT_TYPE'
  )
    return new IntakeError(400, 'invalidRequest');
  return error;
}

/**
 * Finds each file's type from its content (magic bytes), whatever its name says, and names it after that type; Office
 * files pass only as Word or Excel documents without macros, embedded objects or external links (office.ts). The first
 * refused file is reported, on its field.
 */
export async function checkFileContents(files: ReceivedFile[]): Promise<void> {
  for (const file of files) {
    const refuse = (rule: LeadRefusalCode) => new IntakeError(415, rule, { name: file.filename }, file.field);
    const detected = await fileTypeFromFile(file.path);
    if (detected && /macroenabled/i.test(detected.mime)) throw refuse('officeFile');
    if (!detected || !isAcceptedMediaType(detected.mime)) throw refuse('fileType');
    let type = { mime: detected.mime, ext: detected.ext as string };
    if (detected.mime === 'application/x-cfb' || OOXML_EXTENSIONS.has(detected.ext)) {
      const office = await officeDocumentKind(file.path, detected.ext);
      if (!office.ok) throw refuse(office.rule);
      type = office.type;
    }
    file.mediaType = type.mime;
    file.safeName = safeFilename(file.filename, type.ext);
  }
}

/** The visitor's name without its extension, kept to letters, digits and a few signs, then the detected type's extension. */
export function safeFilename(visitorName: string, extension: string): string {
  const dot = visitorName.lastIndexOf('.');
  const base = (dot > 0 ? visitorName.slice(0, dot) : visitorName)
    .normalize('NFC')
    .replace(/[^\p{L}\p{N} ._()-]+/gu, '_')
    .replace(/^[\s._-]+|[\s._-]+$/g, '')
    .slice(0, 80);
  return `${base || 'fichier'}.${extension}`;
}
