// Owns the in-memory Cloud Storage bucket: objects with the metadata Firebase Storage answers (tokens, hashes, sizes).
import { createHash } from 'node:crypto';

export interface StoredObject {
  name: string;
  contentType: string;
  data: Buffer;
  md5Hash: string;
  /** Derived from path and content, so a download URL changes exactly when the bytes change (safe to cache forever). */
  downloadToken: string;
  generation: string;
  timeCreated: string;
}

/** Deterministic UUID-shaped download token for an object's path and bytes. */
export function downloadTokenFor(name: string, data: Buffer): string {
  const hex = createHash('sha256').update(name).update('\0').update(data).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export class ObjectStore {
  private readonly objects = new Map<string, StoredObject>();

  constructor(readonly bucket: string) {}

  get size(): number {
    return this.objects.size;
  }

  get(name: string): StoredObject | undefined {
    return this.objects.get(name);
  }

  put(name: string, contentType: string, data: Buffer, time = new Date()): StoredObject {
    const object: StoredObject = {
      name,
      contentType,
      data,
      md5Hash: createHash('md5').update(data).digest('base64'),
      downloadToken: downloadTokenFor(name, data),
      generation: String(time.getTime() * 1000),
      timeCreated: time.toISOString(),
    };
    this.objects.set(name, object);
    return object;
  }

  /** Object names in lexicographic order, as Cloud Storage lists them. */
  names(): string[] {
    return [...this.objects.keys()].sort();
  }
}
