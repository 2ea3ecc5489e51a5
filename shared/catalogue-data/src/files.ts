// Owns file-path resolution of spec §7: a stored path to a download address, for an image, a list, or a document.

/** Resolves one object path to its download URL; the client passes firebase/storage's getDownloadURL here. */
export type DownloadUrlGetter = (path: string) => Promise<string>;

export interface ResolvedDocument {
  /** The last path segment: "documents/guide-ouverture.pdf" → "guide-ouverture.pdf". */
  name: string;
  /** Download URL of the file. */
  file: string;
}

export interface FileResolver {
  resolveDownloadUrl(path: string | null | undefined): Promise<string>;
  resolveDownloadUrls(paths: readonly string[] | null | undefined): Promise<string[]>;
  resolveDocument(path: string | null | undefined): Promise<ResolvedDocument | ''>;
}

/** Error kinds the list case rethrows (Firebase Storage error codes); any other error is swallowed. */
export const RETHROWN_STORAGE_ERRORS: readonly string[] = [
  'storage/object-not-found',
  'storage/unauthorized',
  'storage/canceled',
  'storage/unknown',
];

function errorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const { code } = error as { code: unknown };
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

export function lastPathSegment(path: string): string {
  const segments = path.split('/').filter((segment) => segment.length > 0);
  return segments[segments.length - 1] ?? '';
}

export function createFileResolver(getUrl: DownloadUrlGetter, log: Pick<Console, 'error'> = console): FileResolver {
  return {
    // A single image: an empty path gives ''; a failed lookup is logged and gives '' so the page still renders.
    async resolveDownloadUrl(path) {
      if (!path) return '';
      try {
        return await getUrl(path);
      } catch (error) {
        log.error(`[catalogue-data] image not resolved: ${path}`, error);
        return '';
      }
    },

    // A list: no paths gives ['']; the listed error kinds are rethrown, others swallowed (that image is left out).
    async resolveDownloadUrls(paths) {
      if (!paths || paths.length === 0) return [''];
      const urls = await Promise.all(
        paths.map(async (path): Promise<string | null> => {
          if (!path) return '';
          try {
            return await getUrl(path);
          } catch (error) {
            if (RETHROWN_STORAGE_ERRORS.includes(errorCode(error) ?? '')) throw error;
            return null;
          }
        }),
      );
      return urls.filter((url): url is string => url !== null);
    },

    // A document: an empty path gives ''; otherwise its name (last path segment) and file URL.
    async resolveDocument(path) {
      if (!path) return '';
      try {
        return { name: lastPathSegment(path), file: await getUrl(path) };
      } catch (error) {
        log.error(`[catalogue-data] document not resolved: ${path}`, error);
        return '';
      }
    },
  };
}
