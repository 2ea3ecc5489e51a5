// Owns what the server hands the browser inside the page: the runtime configuration, the live releases and how the page was rendered.
import type { RemoteName, RemotesPointerFile, RuntimeConfig, SlotName } from '@storefront/contracts';

export const SERVER_STATE_ID = 'storefront-state';

export interface ServerState {
  config: RuntimeConfig;
  pointer: RemotesPointerFile;
  origin: string;
  /** The remote whose page the server rendered (hydrate it), or null (the browser renders the page, as without a server). */
  rendered: RemoteName | null;
  /** Loader data of the first page, sent once so the browser does not fetch it again. */
  hydrationData: { loaderData: Record<string, unknown>; actionData: Record<string, unknown> | null } | null;
  /** The routes whose data followed the layout (shell/src/ssr/streamed.tsx): the browser puts them in the same Suspense boundary. */
  streamed?: string[];
  /** The layout's slots the server rendered with the page: the hydrating browser keeps their HTML until their code has come. */
  slots?: SlotName[];
}

/** A JSON script: data, not code, so the content security policy needs no inline script. */
export function serverStateScript(state: ServerState): string {
  const json = JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${SERVER_STATE_ID}">${json}</script>`;
}

export function readServerState(doc: Document): ServerState | null {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerState;
  } catch {
    return null;
  }
}
