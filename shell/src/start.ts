// Owns the shell's start: the live remotes are registered and the landing page's remote is loaded before React loads.
import { localeOfPath, remoteOfPath, type RemoteRoutesModule, type RuntimeConfig } from '@storefront/contracts';
import { ensureRemote, preloadRoutes, registerRemotesFromPointer } from './federation/registry';
import { nextTask } from './nextTask';
import { wholeSheetsLoaded } from './ssr/earlyActions';
import { readServerState } from './ssr/serverState';

async function start() {
  // The server's state closes the page; a page whose data follows the layout may still be arriving when the shell starts.
  if (document.readyState === 'loading')
    await new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }));
  // A server-rendered page carries its configuration and releases; a page the server could not render asks for them.
  const state = readServerState(document);
  // A page in English asks for the shell's English messages now: they download beside the landing remote's entry, not after it.
  if (localeOfPath(window.location.pathname) === 'en') void import('./messages.en').catch(() => undefined);
  const configRequest = state
    ? Promise.resolve(state.config)
    : fetch('/runtime-config.json', { cache: 'no-store' }).then((r) => r.json() as Promise<RuntimeConfig>);
  let landing: RemoteRoutesModule | null = null;
  try {
    await registerRemotesFromPointer(state?.pointer ?? '/mf-remotes.json');
    // Registering the remotes and loading the landing one's entry are two tasks rather than one.
    await nextTask();
    const remote = remoteOfPath(window.location.pathname);
    if (remote && state?.rendered === remote) landing = await ensureRemote(remote);
    else if (remote) preloadRoutes(remote);
  } catch (error) {
    // Without the pointer file every remote region shows its fallback; the shell itself still renders (in the browser).
    console.error('[shell] could not register remotes', error);
  }
  const config = await configRequest.catch((error: unknown) => {
    console.error('[shell] could not load the runtime configuration', error);
    return null;
  });
  // The landing remote's entry ran in the task that got here: what follows is evaluating the first load's modules, which on
  // a phone is the start's longest work. Three tasks rather than one: React DOM's client (the largest module), the shell's
  // translations (i18next and its instance), then the layout, which came in the start's own chunk (same name: one request fewer).
  await nextTask();
  await import('react-dom/client');
  await nextTask();
  await import('./i18n');
  await nextTask();
  const [{ bootstrap }] = await Promise.all([import(/* webpackChunkName: "start" */ './bootstrap'), wholeSheetsLoaded()]);
  await bootstrap(
    config,
    landing && state?.hydrationData
      ? {
          module: landing,
          hydrationData: state.hydrationData,
          origin: state.origin,
          streamed: state.streamed ?? [],
          slots: state.slots ?? [],
        }
      : null,
  );
}

void start();
