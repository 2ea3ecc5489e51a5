// Owns where the shell's server reads the release pointer: over HTTP from the remotes' CDN origin (every copy of the server the
// same), kept at most `maxAgeMs`, the last good one kept while the origin does not answer; or a file (the unit tests, a lone run).
import { pagesOfPointer, setLivePages, type LivePages, type RemotesPointerFile } from '@storefront/contracts';
import { readPointer } from '../config/config';
import { reportDependency } from '../observability/metrics';

export interface PointerSource {
  read(): Promise<RemotesPointerFile>;
}

export interface HttpPointerOptions {
  /** How long a pointer read is kept (env STOREFRONT_POINTER_MAX_AGE_MS): a release reaches this copy within it. 0 reads on every call. */
  maxAgeMs: number;
  /** How long one read may take before the last good pointer is used. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
  log?: (message: string) => void;
}

/** The pointer at 5 s at most: a release or a rollback reaches every copy within that, and each copy asks once per 5 s. */
export const DEFAULT_POINTER_MAX_AGE_MS = 5_000;

const NONE: RemotesPointerFile = { remotes: {} as RemotesPointerFile['remotes'] };

function isPointer(value: unknown): value is RemotesPointerFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { remotes?: unknown }).remotes === 'object' &&
    (value as { remotes?: unknown }).remotes !== null
  );
}

export function pointerOverHttp(url: string, options: HttpPointerOptions): PointerSource {
  const { maxAgeMs, timeoutMs = 1_000, fetch: get = fetch, now = Date.now, log = (message) => console.warn(message) } = options;
  let last: { pointer: RemotesPointerFile; at: number; text: string } | null = null;
  let pending: Promise<RemotesPointerFile> | null = null;
  let failing = false;

  const load = async (): Promise<RemotesPointerFile> => {
    try {
      const response = await get(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`${response.status}`);
      const text = await response.text();
      // The same pointer as before is the same object: what the server works out from it once (pages.ts) stays worked out.
      const body: unknown = text === last?.text ? last.pointer : JSON.parse(text);
      if (!isPointer(body)) throw new Error('not a pointer');
      last = { pointer: body, at: now(), text };
      reportDependency('pointer', true);
      if (failing) log(`[pointer] ${url} answers again`);
      failing = false;
      return body;
    } catch (error) {
      reportDependency('pointer', false);
      // One line when the origin stops answering, not one per page: the copy goes on with the releases it knew.
      if (!failing)
        log(
          `[pointer] ${url} did not answer (${error instanceof Error ? error.message : String(error)}): ${last ? 'keeping the last pointer' : 'no remote until it does'}`,
        );
      failing = true;
      return last?.pointer ?? NONE;
    }
  };

  /**
   * Without a lifetime, every request gets a read begun after it arrived (a release is on the very next page), yet not one
   * read each: the requests that arrive while a read is under way share the one begun when it ends.
   */
  let next: Promise<RemotesPointerFile> | null = null;
  const readAfterNow = (): Promise<RemotesPointerFile> => {
    if (!pending) {
      pending = load().finally(() => (pending = null));
      return pending;
    }
    next ??= pending.then(() => {
      next = null;
      return readAfterNow();
    });
    return next;
  };

  return {
    read() {
      if (last && now() - last.at < maxAgeMs) return Promise.resolve(last.pointer);
      // With a lifetime, the requests of one moment share one read.
      if (maxAgeMs <= 0) return readAfterNow();
      pending ??= load().finally(() => (pending = null));
      return pending;
    },
  };
}

/**
 * The same source, each pointer it reads making its releases' pages this process's live path table (ADR 0034): the server's
 * matching, 404s, cache rules, head and sitemap follow a release on the next read, with no restart.
 */
export function withLivePages(source: PointerSource): PointerSource {
  // A pointer kept between reads is the same object, and its pages the same object too: the table then knows them at a
  // glance instead of comparing them again on every request.
  let applied: { pointer: RemotesPointerFile; pages: LivePages; key: string } | null = null;
  return {
    async read() {
      const pointer = await source.read();
      if (pointer !== applied?.pointer) {
        const pages = pagesOfPointer(pointer);
        const key = JSON.stringify(pages);
        applied = { pointer, pages: applied?.key === key ? applied.pages : pages, key };
      }
      setLivePages(applied.pages);
      return pointer;
    },
  };
}

export function pointerFromFile(path: string): PointerSource {
  return { read: () => readPointer(path) };
}
