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
    'Await',
    'Link',
    'NavLink',
    'Outlet',
    'RouterContextProvider',
    'RouterProvider',
    'ScrollRestoration',
    'StaticRouterProvider',
    'createBrowserRouter',
    'createContext',
    'createStaticHandler',
    'createStaticRouter',
    'data',
    'generatePath',
    'isRouteErrorResponse',
    'matchPath',
    'matchRoutes',
    'redirect',
    'useAsyncError',
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

/**
 * The router's exports only the shell's server rendering uses (shell/src/ssr/runLoaders.ts, document.tsx and awaitLate.tsx,
 * built for Node). The browser builds shake them out too (about 3.4 KB compressed of the router every page loads, 0.7 KB of it
 * <Await>'s); the Node builds keep them.
 */
export const SERVER_ONLY_EXPORTS: Partial<Record<keyof typeof SHAKEN_EXPORTS, string[]>> = {
  'react-router': ['Await', 'StaticRouterProvider', 'createStaticHandler', 'createStaticRouter', 'useAsyncError'],
};

/** Which build the shared map is for: the browser's leaves out what only the server uses. */
export type SharedTarget = 'web' | 'node';

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

/** The exports kept of a shaken shared module in one target's builds (every app's build of that target keeps the same list). */
export function keptExports(specifier: keyof typeof SHAKEN_EXPORTS, target: SharedTarget): string[] {
  const serverOnly = new Set(target === 'web' ? (SERVER_ONLY_EXPORTS[specifier] ?? []) : []);
  return SHAKEN_EXPORTS[specifier].filter((name) => !serverOnly.has(name));
}

export function sharedSingletons(fromDir: string, target: SharedTarget = 'web'): Record<string, SharedEntry> {
  const shared: Record<string, SharedEntry> = {};
  for (const specifier of SINGLETONS) {
    const version = installedVersion(fromDir, packageName(specifier));
    // Development builds share whole modules: the dev servers' hot reload does not work with a shaken shared module.
    const shaken = specifier in SHAKEN_EXPORTS ? keptExports(specifier as keyof typeof SHAKEN_EXPORTS, target) : undefined;
    const usedExports = process.env.NODE_ENV === 'development' ? undefined : shaken;
    shared[specifier] = {
      singleton: true,
      requiredVersion: `^${version}`,
      version,
      ...(usedExports ? { treeShaking: { mode: 'runtime-infer' as const, usedExports } } : {}),
    };
  }
  return shared;
}
