// Owns the runtime plugin that retries a remote's manifest and entry once before the remote counts as unavailable.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteEntryExports } from '@module-federation/runtime/types';

export interface RetryOptions {
  /** Pause before the one retry, in ms. */
  delay?: number;
  fetch?: typeof fetch;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function withRetryMark(url: string): string {
  // A fresh query defeats a cached failure without touching immutable release files.
  return `${url}${url.includes('?') ? '&' : '?'}retry=${Date.now()}`;
}

export function retryPlugin(options: RetryOptions = {}): ModuleFederationRuntimePlugin {
  const delay = options.delay ?? 300;
  const doFetch = options.fetch ?? ((input: string, init?: RequestInit) => globalThis.fetch(input, init));
  return {
    name: 'storefront-retry',
    async fetch(url, init) {
      try {
        const response = await doFetch(url, init);
        if (response.ok) return response;
        throw new Error(`${response.status} ${response.statusText}`);
      } catch (error) {
        console.warn(`[federation] ${url} failed (${String(error)}), retrying once`);
        await wait(delay);
        const response = await doFetch(withRetryMark(url), init);
        if (!response.ok) throw new Error(`${url} answered ${response.status} after a retry`, { cause: error });
        return response;
      }
    },
    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      const retried = (async () => {
        console.warn(`[federation] entry of ${remoteInfo.name} failed, retrying once`);
        await wait(delay);
        // Forget the failed attempt so the entry script is requested again.
        delete globalLoading[uniqueKey];
        const entry = await getRemoteEntry({
          origin,
          remoteInfo,
          remoteEntryExports,
          getEntryUrl: withRetryMark,
          // Tells the runtime not to call this hook again when the retry fails too.
          _inErrorHandling: true,
        });
        return entry || undefined;
      })();
      // The hook is declared as a promise of a promise; the runtime awaits whatever comes back.
      return retried as unknown as Promise<Promise<RemoteEntryExports | undefined> | undefined>;
    },
  };
}
