// Owns mounting the shell: global styles, platform providers and the router.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import type { RuntimeConfig } from '@storefront/contracts';
import { PlatformProvider, platformStore, runtimeConfigAtom } from '@storefront/platform';
import '@storefront/ui/styles.css';
import './global.css';
import { createShellRouter } from './router/createShellRouter';
import { SERVER_META_ATTRIBUTE } from './seo/pageMeta';

export function bootstrap(config: RuntimeConfig | null) {
  if (config) platformStore.set(runtimeConfigAtom, config);
  // The server wrote the head for crawlers (the dev server, only the template's title); from here React renders it.
  for (const element of document.head.querySelectorAll(`title, [${SERVER_META_ATTRIBUTE}]`)) element.remove();
  const router = createShellRouter();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <PlatformProvider>
        <RouterProvider router={router} />
      </PlatformProvider>
    </StrictMode>,
  );
}
