// Owns the one map of singletons every app shares, with caret ranges from the versions installed.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';

/** Packages that must exist once per page: one React, one router, one store, one bus. */
export const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'jotai',
  'i18next',
  'react-i18next',
  '@storefront/platform',
  '@storefront/contracts',
] as const;

export interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  version: string;
  treeShaking?: { mode: 'runtime-infer'; usedExports: string[] };
}

/**
 * The exports any app may use of the shared modules that are shaken: the router without its unused parts (server
 * components, the framework's own server and hydration), react-i18next without its `Trans` components; each app's build keeps exactly
 * this list, so the shell's copy serves every remote. A remote that needs another export adds it here, and the shell is
 * released with it first (unit test: every import in the repo is listed). `react-router/dom` is not shared at all: its
 * RouterProvider only adds react-dom's flushSync, which the apps pass themselves, and importing it kept the framework's
 * hydration (turbo-stream, route discovery) in the shared router.
 */
export const SHAKEN_EXPORTS: Record<'react-router' | 'react-i18next', string[]> = {
  'react-router': [
    'Link',
    'NavLink',
    'Outlet',
    'RouterProvider',
    'ScrollRestoration',
    'StaticRouterProvider',
    'createBrowserRouter',
    'createStaticHandler',
    'createStaticRouter',
    'data',
    'generatePath',
    'isRouteErrorResponse',
    'matchPath',
    'matchRoutes',
    'redirect',
    'useLoaderData',
    'useLocation',
    'useMatches',
    'useNavigate',
    'useNavigation',
    'useNavigationType',
    'useRouteError',
    'useSearchParams',
  ],
  'react-i18next': ['initReactI18next', 'useTranslation'],
};

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

function installedVersion(fromDir: string, name: string): string {
  const require = createRequire(`${fromDir}/package.json`);
  const main = require.resolve(name);
  // Walk up from the resolved entry to the package's own package.json.
  let dir = main;
  for (;;) {
    const next = dir.slice(0, dir.lastIndexOf('/'));
    if (next === dir || next === '') throw new Error(`No package.json found for ${name}`);
    dir = next;
    try {
      const pkg = JSON.parse(readFileSync(`${dir}/package.json`, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === name && pkg.version) return pkg.version;
    } catch {
      // not this folder; keep walking
    }
  }
}

export function sharedSingletons(fromDir: string): Record<string, SharedEntry> {
  const shared: Record<string, SharedEntry> = {};
  for (const specifier of SINGLETONS) {
    const version = installedVersion(fromDir, packageName(specifier));
    // Development builds share whole modules: the dev servers' hot reload does not work with a shaken shared module.
    const usedExports = process.env.NODE_ENV === 'development' ? undefined : (SHAKEN_EXPORTS as Record<string, string[] | undefined>)[specifier];
    shared[specifier] = { singleton: true, requiredVersion: `^${version}`, version, ...(usedExports ? { treeShaking: { mode: 'runtime-infer' as const, usedExports } } : {}) };
  }
  return shared;
}
