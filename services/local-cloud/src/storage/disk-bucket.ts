// Owns a Cloud Storage bucket kept on disk: each object's bytes and metadata in two files, written atomically, so a
// restart of the local cloud keeps what was uploaded (the store API's attachments).
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import CRC32C from 'crc-32/crc32c';

export interface BucketObject {
  name: string;
  contentType: string;
  size: number;
  md5Hash: string;
  /** Big-endian CRC-32C in base64, as Cloud Storage gives it (the SDK checks downloads against it). */
  crc32c: string;
  generation: string;
  metageneration: string;
  timeCreated: string;
  updated: string;
  metadata?: Record<string, string>;
}

export function crc32cBase64(data: Buffer): string {
  const sum = Buffer.alloc(4);
  sum.writeUInt32BE(CRC32C.buf(data) >>> 0);
  return sum.toString('base64');
}

export class DiskBucket {
  private lastGeneration = 0;

  constructor(
    readonly name: string,
    private readonly folder: string,
  ) {}

  // Names can hold any character, slashes included: files are named by the name's hash.
  private file(objectName: string, kind: 'data' | 'json'): string {
    return path.join(this.folder, `${createHash('sha256').update(objectName).digest('hex')}.${kind}`);
  }

  async get(objectName: string): Promise<BucketObject | undefined> {
    try {
      return JSON.parse(await readFile(this.file(objectName, 'json'), 'utf8')) as BucketObject;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  read(object: BucketObject): Promise<Buffer> {
    return readFile(this.file(object.name, 'data'));
  }

  /** Generations only grow, even for two uploads in the same microsecond, as Cloud Storage's do. */
  private nextGeneration(now: Date): string {
    this.lastGeneration = Math.max(this.lastGeneration + 1, now.getTime() * 1000);
    return String(this.lastGeneration);
  }

  async put(objectName: string, contentType: string, data: Buffer, metadata?: Record<string, string>): Promise<BucketObject> {
    await mkdir(this.folder, { recursive: true });
    const now = new Date();
    const object: BucketObject = {
      name: objectName,
      contentType,
      size: data.length,
      md5Hash: createHash('md5').update(data).digest('base64'),
      crc32c: crc32cBase64(data),
      generation: this.nextGeneration(now),
      metageneration: '1',
      timeCreated: now.toISOString(),
      updated: now.toISOString(),
      ...(metadata ? { metadata } : {}),
    };
    // Bytes first, then the metadata that makes the object exist: a crash in between leaves no half object.
    await writeAtomically(this.file(objectName, 'data'), data);
    await writeAtomically(this.file(objectName, 'json'), JSON.stringify(object));
    return object;
  }

  /** Whether there was an object to delete. */
  async delete(objectName: string): Promise<boolean> {
    if (!(await this.get(objectName))) return false;
    await rm(this.file(objectName, 'json'), { force: true });
    await rm(this.file(objectName, 'data'), { force: true });
    return true;
  }

  /** Every object, in lexicographic order of names, as Cloud Storage lists them. */
  async list(): Promise<BucketObject[]> {
    const entries = await readdir(this.folder).catch(() => [] as string[]);
    const objects: BucketObject[] = [];
    for (const entry of entries.filter((name) => name.endsWith('.json'))) {
      objects.push(JSON.parse(await readFile(path.join(this.folder, entry), 'utf8')) as BucketObject);
    }
    return objects.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  }
}

async function writeAtomically(file: string, data: Buffer | string): Promise<void> {
  const partial = `${file}.${randomUUID()}.part`;
  await writeFile(partial, data);
  await rename(partial, file);
}
