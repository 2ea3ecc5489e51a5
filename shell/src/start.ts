// Owns the shell's start: the live remotes are registered and the landing page's remote is preloaded before React loads.
import { matchPage, pageDefinition, type RuntimeConfig } from '@storefront/contracts';
import { preloadRoutes, registerRemotesFromPointer } from './federation/registry';

async function start() {
  const configRequest = fetch('/runtime-config.json', { cache: 'no-store' }).then((r) => r.json() as Promise<RuntimeConfig>);
  try {
    await registerRemotesFromPointer('/mf-remotes.json');
    const landing = matchPage(window.location.pathname);
    if (landing) preloadRoutes(pageDefinition(landing.id).remote);
  } catch (error) {
    // Without the pointer file every remote region shows its fallback; the shell itself still renders.
    console.error('[shell] could not register remotes', error);
  }
  const config = await configRequest.catch((error: unknown) => {
    console.error('[shell] could not load the runtime configuration', error);
    return null;
  });
  const { bootstrap } = await import('./bootstrap');
  bootstrap(config);
}

void start();
