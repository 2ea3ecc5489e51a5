// Owns where attachments live: the API's own disk (the embedded default) or a Cloud Storage bucket shared by every copy.
// The database and the outbox name a file by its key only, so any copy can read, mail or delete it.
import { mkdir, readFile, rename, rm, rmdir } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { Storage, type ApiError } from '@google-cloud/storage';
import { OAuth2Client } from 'google-auth-library';

/** The object is gone (deleted by hand, a lost disk): retrying will not bring it back. */
export class AttachmentMissingError extends Error {
  constructor(readonly key: string) {
    super(`attachment ${key} is missing from the attachment store`);
  }
}

export interface AttachmentStore {
  readonly kind: 'disk' | 'cloud-storage';
  /** Stores the received file at sourcePath under key (the file at sourcePath may be moved). */
  put(key: string, sourcePath: string, contentType: string): Promise<void>;
  /** The bytes under key; AttachmentMissingError when there are none. */
  read(key: string): Promise<Buffer>;
  /** Removes key; a key already gone is no error (retention and clean-up may run twice). */
  delete(key: string): Promise<void>;
}

/** `<submission id>/<index>-<file name>`: unique per lead, and the same layout the disk store has always had. */
export function attachmentKey(submissionId: string, index: number, filename: string): string {
  return `${submissionId}/${index}-${filename}`;
}

export function diskAttachmentStore(folder: string): AttachmentStore {
  const root = resolve(folder);
  // A key is a relative name: one that climbs out of the folder is a bug, never a file to touch.
  const pathOf = (key: string) => {
    const path = resolve(root, key);
    if (!path.startsWith(root + sep)) throw new Error(`attachment key ${key} is outside the attachment folder`);
    return path;
  };
  return {
    kind: 'disk',
    async put(key, sourcePath) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await rename(sourcePath, path);
    },
    async read(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new AttachmentMissingError(key);
        throw error;
      }
    },
    async delete(key) {
      const path = pathOf(key);
      await rm(path, { force: true });
      // The submission's own folder goes with its last file; a folder still holding files stays.
      await rmdir(dirname(path)).catch(() => undefined);
    },
  };
}

export interface CloudStorageOptions {
  bucket: string;
  /** Another endpoint than Google's (the local cloud); with it, `token` is sent as the bearer of every request. */
  endpoint?: string;
  token?: string;
  /** Milliseconds per request, so a storage outage fails a submission instead of holding it. */
  timeoutMs?: number;
}

/** The longest a request to the bucket may take, retries included. */
export const ATTACHMENT_TIMEOUT_MS = 20_000;

const isStatus = (error: unknown, code: number) => (error as ApiError).code === code;

/** Cloud Storage through @google-cloud/storage: Google's credentials by default (ADC), a bearer token on another endpoint. */
export function cloudStorageAttachmentStore(options: CloudStorageOptions): AttachmentStore {
  const timeout = options.timeoutMs ?? ATTACHMENT_TIMEOUT_MS;
  const storage = options.endpoint
    ? new Storage({
        apiEndpoint: options.endpoint,
        // The SDK's supported way to authenticate on another endpoint: its own auth client, asked to be used there.
        useAuthWithCustomEndpoint: true,
        authClient: new OAuth2Client({ credentials: { access_token: options.token ?? '' } }),
        retryOptions: { totalTimeout: timeout / 1000 },
      })
    : new Storage({ retryOptions: { totalTimeout: timeout / 1000 } });
  const bucket = storage.bucket(options.bucket);
  return {
    kind: 'cloud-storage',
    async put(key, sourcePath, contentType) {
      const bytes = await readFile(sourcePath);
      try {
        // One request (attachments are 23 MB at most in all); ifGenerationMatch=0 makes it a create the SDK may retry safely.
        await bucket.file(key).save(bytes, { resumable: false, contentType, timeout, preconditionOpts: { ifGenerationMatch: 0 } });
      } catch (error) {
        // A retry whose first try had landed: the key is this lead's own, so the object there is this file.
        if (!isStatus(error, 412)) throw error;
      }
    },
    async read(key) {
      try {
        const [bytes] = await bucket.file(key).download();
        return bytes;
      } catch (error) {
        if (isStatus(error, 404)) throw new AttachmentMissingError(key);
        throw error;
      }
    },
    async delete(key) {
      await bucket.file(key).delete({ ignoreNotFound: true });
    },
  };
}

export interface AttachmentSettings {
  attachmentsDir: string;
  attachmentStorage?: CloudStorageOptions;
}

/** The configuration's store: the bucket when one is configured, else the folder. */
export function attachmentStoreFor(config: AttachmentSettings): AttachmentStore {
  return config.attachmentStorage ? cloudStorageAttachmentStore(config.attachmentStorage) : diskAttachmentStore(config.attachmentsDir);
}
