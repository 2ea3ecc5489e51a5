import { StorageError, StorageErrorCode } from 'firebase/storage';
import { describe, expect, it } from 'vitest';
import { createFileResolver, lastPathSegment, type DownloadUrlGetter } from './files';

function recordingLog() {
  const errors: unknown[][] = [];
  return { errors, log: { error: (...args: unknown[]) => void errors.push(args) } };
}

const urlOf: DownloadUrlGetter = async (path) => `https://files.example/${encodeURIComponent(path)}`;
const failingWith =
  (code: StorageErrorCode, failingPath: string): DownloadUrlGetter =>
  async (path) => {
    if (path === failingPath) throw new StorageError(code, `cannot read ${path}`);
    return urlOf(path);
  };

describe('resolveDownloadUrl (single image)', () => {
  it('resolves a path to its download URL', async () => {
    expect(await createFileResolver(urlOf).resolveDownloadUrl('categories/spas.webp')).toBe('https://files.example/categories%2Fspas.webp');
  });

  it("gives '' for an empty path without asking the store", async () => {
    const resolver = createFileResolver(() => Promise.reject(new Error('must not be called')));
    expect(await resolver.resolveDownloadUrl('')).toBe('');
    expect(await resolver.resolveDownloadUrl(undefined)).toBe('');
  });

  it("logs a failed lookup and gives ''", async () => {
    const { errors, log } = recordingLog();
    const resolver = createFileResolver(failingWith(StorageErrorCode.OBJECT_NOT_FOUND, 'x.webp'), log);
    expect(await resolver.resolveDownloadUrl('x.webp')).toBe('');
    expect(errors).toHaveLength(1);
  });
});

describe('resolveDownloadUrls (list)', () => {
  it('resolves every path in order', async () => {
    expect(await createFileResolver(urlOf).resolveDownloadUrls(['a.webp', 'b/c.webp'])).toEqual([
      'https://files.example/a.webp',
      'https://files.example/b%2Fc.webp',
    ]);
  });

  it("gives [''] for no paths", async () => {
    const resolver = createFileResolver(urlOf);
    expect(await resolver.resolveDownloadUrls([])).toEqual(['']);
    expect(await resolver.resolveDownloadUrls(null)).toEqual(['']);
  });

  it.each([
    [StorageErrorCode.OBJECT_NOT_FOUND, 'storage/object-not-found'],
    [StorageErrorCode.UNAUTHORIZED, 'storage/unauthorized'],
    [StorageErrorCode.CANCELED, 'storage/canceled'],
    [StorageErrorCode.UNKNOWN, 'storage/unknown'],
  ])('rethrows %s', async (code, expected) => {
    const resolver = createFileResolver(failingWith(code, 'missing.webp'));
    await expect(resolver.resolveDownloadUrls(['a.webp', 'missing.webp'])).rejects.toMatchObject({ code: expected });
  });

  it.each([StorageErrorCode.QUOTA_EXCEEDED, StorageErrorCode.RETRY_LIMIT_EXCEEDED, StorageErrorCode.UNAUTHENTICATED])(
    'swallows %s and leaves that image out',
    async (code) => {
      const resolver = createFileResolver(failingWith(code, 'b.webp'));
      expect(await resolver.resolveDownloadUrls(['a.webp', 'b.webp', 'c.webp'])).toEqual([
        'https://files.example/a.webp',
        'https://files.example/c.webp',
      ]);
    },
  );

  it('swallows errors without a storage code', async () => {
    const resolver = createFileResolver(async (path) => {
      if (path === 'b') throw new TypeError('network');
      return path;
    });
    expect(await resolver.resolveDownloadUrls(['a', 'b'])).toEqual(['a']);
  });
});

describe('resolveDocument', () => {
  it('names the document by its last path segment, with the file URL', async () => {
    expect(await createFileResolver(urlOf).resolveDocument('documents/spas/guide-entretien.pdf')).toEqual({
      name: 'guide-entretien.pdf',
      file: 'https://files.example/documents%2Fspas%2Fguide-entretien.pdf',
    });
  });

  it("gives '' for an empty path, and logs and gives '' when the lookup fails", async () => {
    const { errors, log } = recordingLog();
    const resolver = createFileResolver(failingWith(StorageErrorCode.UNAUTHORIZED, 'secret.pdf'), log);
    expect(await resolver.resolveDocument('')).toBe('');
    expect(await resolver.resolveDocument('secret.pdf')).toBe('');
    expect(errors).toHaveLength(1);
  });

  it('lastPathSegment ignores a trailing slash', () => {
    expect(lastPathSegment('a/b/c.pdf/')).toBe('c.pdf');
    expect(lastPathSegment('c.pdf')).toBe('c.pdf');
  });
});
