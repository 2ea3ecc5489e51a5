// Owns defineStorefrontApp: the Rsbuild and Module Federation configuration of the shell and of every remote.
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { defineConfig, type RsbuildConfig, type RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { sharedSingletons } from './shared';
import { pluginExposedTypesGuard } from './typesGuard';
import { pluginPrecompress } from './precompress';
import { localRuntimeConfig, shellOrigin } from './apps';
import { fromSource } from './remotes';
import { NODE_ENTRY, NODE_ENVIRONMENT, SSR_DIR, WEB_ENVIRONMENT, pluginSsrManifest } from './ssr';
import { runtimeLibraryExternals } from './runtimeLibraries';
import { federationRuntimeAsModules } from './runtimeModules';
import { MANIFEST_CONTRACT_KEY, MANIFEST_PAGES_KEY, type PageDeclaration } from '@storefront/contracts';

/** The package's own modules are .ts from its sources in the repository, .js from its build (ADR 0067). */
const MODULE_EXTENSION = fromSource() ? 'ts' : 'js';
/** The export condition under which the repository's packages give their sources (ADR 0067): on only in the repository. */
export const SOURCE_CONDITION = '@storefront/source';
const HARNESS_RUNTIME_ENVIRONMENT = 'federation-runtime';
const HARNESS_RUNTIME_DIR = 'federation-runtime';
const HARNESS_RUNTIME_NAME = 'federation-runtime';
const HARNESS_RUNTIME_ENTRY = new URL(`./federationRuntime.${MODULE_EXTENSION}`, import.meta.url).pathname;
const PROVIDE_RUNTIME_LIBRARIES_PLUGIN = new URL(`./provideRuntimeLibraries.${MODULE_EXTENSION}`, import.meta.url).pathname;

export {
  REMOTES,
  REMOTE_NAMES,
  SHELL,
  SERVICE_PORTS,
  TEST_SEED_DATE,
  localRuntimeConfig,
  remoteApp,
  remoteApps,
  remoteAt,
  shellOrigin,
  staffOrigin,
  type AppInfo,
  type RemoteApp,
} from './apps';
export { PORT_OFFSET_VARIABLE, portRole, portVariable, sitePorts, type PortName } from './ports';
export { SINGLETONS, sharedSingletons } from './shared';
export { SSR_DIR, withSsrRemoteEntry } from './ssr';

export interface StorefrontAppOptions {
  /** The app's folder (pass import.meta.dirname). */
  dir: string;
  /** Federation container name. */
  name: string;
  port: number;
  title: string;
  /** Remotes: their exposed modules. The shell exposes nothing and declares no remotes. */
  exposes?: Record<string, string>;
  /** Runtime plugins (the shell's retry and fallback). */
  runtimePlugins?: string[];
  /** Entry of the app's own page (the shell, or a remote's harness). */
  entry: string;
  /** The shell's server-rendering entry, built for Node into dist/server (remotes get their Node container instead). */
  serverEntry?: string;
  /** A remote's page declarations (its src/pages.ts): written into its mf-manifest.json, which its release carries (ADR 0034). */
  pages?: readonly PageDeclaration[];
}

/** Packages the shell's server bundle leaves to Node, so it and the remotes' server code share one copy of each. */
const isNodePackage = (request: string) =>
  !request.startsWith('.') && !request.startsWith('/') && !request.startsWith('@storefront/') && !request.endsWith('.css');

/**
 * One federation runtime per page: in production builds the shell's browser build provides its runtime core and the remotes'
 * browser builds use it instead of carrying their own copy (about 18 KB gzipped each). The core is then part of the
 * shell–remote contract, like React. Development builds keep their own copy: the dev servers do not build the harness's provider.
 */
export const oneFederationRuntime = () => process.env.NODE_ENV !== 'development';

/**
 * The contract version a build is made against: the installed contracts package's, or the environment's, to build against
 * another (ADR 0002). The contracts package is a shared singleton, so at run time a remote would read the shell's copy: the
 * version is baked in instead.
 */
function builtContractVersion(dir: string): string {
  return process.env.STOREFRONT_CONTRACT_VERSION ?? sharedSingletons(dir)['@storefront/contracts']?.version ?? '0.0.0';
}

/** Adds the remote's page declarations and its contract version to its stats' metaData, which becomes the manifest's. */
function manifestData(pages: readonly PageDeclaration[], contractVersion: string) {
  return ({ stats }: { stats: { metaData: object } }) => {
    Object.assign(stats.metaData, { [MANIFEST_PAGES_KEY]: pages, [MANIFEST_CONTRACT_KEY]: contractVersion });
    return stats as never;
  };
}

export function federationOptions(options: StorefrontAppOptions) {
  const isRemote = Boolean(options.exposes);
  // The shell that provides the runtime core also provides the runtime's libraries (./runtimeLibraries.ts).
  const runtimePlugins = [
    ...(options.runtimePlugins ?? []),
    ...(!isRemote && oneFederationRuntime() ? [PROVIDE_RUNTIME_LIBRARIES_PLUGIN] : []),
  ];
  return {
    name: options.name,
    shareStrategy: 'loaded-first' as const,
    // A remote's pages travel in its manifest's metaData (the federation copies the stats' metaData into the manifest).
    manifest: options.pages ? { additionalData: manifestData(options.pages, builtContractVersion(options.dir)) } : true,
    // Type hints over a dev websocket are for consumers that import remotes by name; the shell does not.
    dev: { disableDynamicRemoteTypeHints: true },
    shared: sharedSingletons(options.dir),
    ...(isRemote
      ? {
          filename: 'remoteEntry.js',
          exposes: options.exposes,
          // Types of the exposed modules are generated on every build; a type error fails it.
          dts: {
            generateTypes: { abortOnError: true, compileInChildProcess: false, extractThirdParty: false },
            consumeTypes: false,
            displayErrorInTerminal: true,
          },
        }
      : { remotes: {}, dts: false }),
    ...(runtimePlugins.length > 0 ? { runtimePlugins } : {}),
    // Browser builds drop the runtime's Node-only code (target 'web'); the Node container below resets experiments.
    experiments: {
      optimization: { target: 'web' as const },
      ...(oneFederationRuntime() ? (isRemote ? { externalRuntime: true } : { provideExternalRuntime: true }) : {}),
    },
  };
}

/**
 * Rsbuild leaves the output root uncleaned when one environment's output (the Node build) sits inside another's, so
 * files of earlier builds would linger: the server links every style sheet of the build and a release hashes every file.
 */
function pluginCleanDistRoot(root: string): RsbuildPlugin {
  return {
    name: 'storefront:clean-dist-root',
    setup(api) {
      // Only the compilers' output: the public files (icons) are already copied into the root when this runs.
      api.onBeforeBuild(async ({ isFirstCompile }) => {
        if (!isFirstCompile) return;
        for (const folder of ['static', SSR_DIR, 'server', HARNESS_RUNTIME_DIR])
          await rm(resolve(root, folder), { recursive: true, force: true });
      });
    },
  };
}

export function defineStorefrontApp(options: StorefrontAppOptions): RsbuildConfig {
  const isRemote = Boolean(options.exposes);
  const release = process.env.STOREFRONT_RELEASE_LABEL ?? 'local';
  // The federation names a remote's instance after its build version; without one per release, a server that swaps releases
  // cannot find the old instance to replace (the manifest says UNKNOWN while the instance says local).
  process.env.MF_BUILD_VERSION ??= release;
  const distRoot = process.env.STOREFRONT_DIST_DIR ?? 'dist';
  const federation = federationOptions(options);
  // The dev servers render in the browser only: a Node build there would be written over the production one in dist/.
  const serverBuild = process.env.NODE_ENV !== 'development';
  const federationPlugins = [
    pluginModuleFederation(federation, { environment: WEB_ENVIRONMENT }),
    // The remote's Node container (async-node, commonjs) the shell's server loads at run time; its types come from the browser build.
    ...(isRemote && serverBuild
      ? [
          pluginModuleFederation(
            { ...federation, dts: false, experiments: {}, shared: sharedSingletons(options.dir, 'node') },
            { target: 'node', environment: NODE_ENVIRONMENT },
          ),
          pluginSsrManifest(),
        ]
      : []),
    ...(isRemote ? [pluginExposedTypesGuard()] : []),
  ];
  const remoteNode = {
    source: { entry: { index: NODE_ENTRY } },
    // 'auto': the container fetches its chunks next to the remoteEntry.js URL it was loaded from (its release folder).
    output: { target: 'node' as const, distPath: { root: `${distRoot}/${SSR_DIR}` }, assetPrefix: 'auto' },
  };
  const shellNode = options.serverEntry && {
    source: { entry: { index: options.serverEntry } },
    output: {
      target: 'node' as const,
      distPath: { root: `${distRoot}/server` },
      filenameHash: false,
      externals: [
        ({ request }: { request?: string }, callback: (error?: Error, result?: string) => void) =>
          request && isNodePackage(request) ? callback(undefined, `module ${request}`) : callback(),
      ],
    },
  };
  const nodeEnvironment = serverBuild ? (isRemote ? remoteNode : shellNode) : null;
  // A remote's harness page is its own host, so without the shell it needs the runtime core from somewhere: this small script.
  const harnessRuntime =
    isRemote && oneFederationRuntime()
      ? {
          source: { entry: { [HARNESS_RUNTIME_NAME]: HARNESS_RUNTIME_ENTRY } },
          output: { target: 'web' as const, distPath: { root: `${distRoot}/${HARNESS_RUNTIME_DIR}`, js: '' }, filenameHash: false },
          tools: { htmlPlugin: false },
          // One file, loaded by a plain script tag before the harness's own entry.
          performance: { chunkSplit: { strategy: 'all-in-one' as const } },
        }
      : null;
  const contractVersion = builtContractVersion(options.dir);
  return defineConfig({
    plugins: [
      pluginReact(),
      ...federationPlugins,
      pluginCleanDistRoot(resolve(options.dir, distRoot)),
      ...(serverBuild ? [pluginPrecompress(WEB_ENVIRONMENT, [SSR_DIR, 'server'])] : []),
    ],
    environments: {
      [WEB_ENVIRONMENT]: {
        source: { entry: { index: options.entry } },
        // A remote's browser build reads the federation's libraries from the shell's copy, as it does the runtime core.
        output: { target: 'web', ...(isRemote && oneFederationRuntime() ? { externals: runtimeLibraryExternals() } : {}) },
        tools: { rspack: (config, { rspack }) => void (config.plugins ??= []).push(federationRuntimeAsModules(rspack)) },
      },
      ...(nodeEnvironment ? { [NODE_ENVIRONMENT]: nodeEnvironment } : {}),
      ...(harnessRuntime ? { [HARNESS_RUNTIME_ENVIRONMENT]: harnessRuntime } : {}),
    },
    source: {
      define: {
        'process.env.STOREFRONT_RELEASE': JSON.stringify(release),
        'process.env.STOREFRONT_CONTRACT_VERSION': JSON.stringify(contractVersion),
        // A variant of a remote's build (e2e: a release that adds a page); read by its src/pages.ts here and in the bundle alike.
        'process.env.STOREFRONT_BUILD_VARIANT': JSON.stringify(process.env.STOREFRONT_BUILD_VARIANT ?? ''),
        // The shell's server gives the remotes its own React, router, store and contracts under these versions.
        STOREFRONT_SHARED_VERSIONS: JSON.stringify(
          Object.fromEntries(Object.entries(sharedSingletons(options.dir)).map(([name, entry]) => [name, entry.version])),
        ),
      },
    },
    // In development the shell loads each remote from its own dev server.
    server: {
      port: options.port,
      strictPort: true,
      host: 'localhost',
      cors: isRemote ? { origin: shellOrigin() } : false,
      historyApiFallback: true,
    },
    dev: {
      assetPrefix: isRemote ? 'auto' : '/',
      // Rsbuild compiles dynamic imports on first request in development; a remote's chunks are asked for by the shell's
      // page on another origin, and that request never reached the remote's dev server: `npm run dev` showed an empty page.
      lazyCompilation: false,
      // A remote's harness in development reads the same runtime configuration the shell serves.
      setupMiddlewares: [
        (middlewares) => {
          middlewares.unshift((req, res, next) => {
            if (req.url !== '/runtime-config.json') return next();
            res.setHeader('content-type', 'application/json; charset=utf-8');
            res.end(JSON.stringify(localRuntimeConfig()));
          });
        },
      ],
    },
    html: {
      title: options.title,
      ...(isRemote
        ? {
            template: new URL('../harness.html', import.meta.url).pathname,
            templateParameters: {
              federationRuntime: harnessRuntime ? `<script src="/${HARNESS_RUNTIME_DIR}/${HARNESS_RUNTIME_NAME}.js"></script>` : '',
            },
          }
        : {}),
    },
    // In the repository every @storefront/* package is read from its sources, built with the app; alone, from its build.
    ...(fromSource() ? { resolve: { conditionNames: [SOURCE_CONDITION, '...'] } } : {}),
    output: {
      // Remotes resolve their chunks from wherever their manifest was served: a versioned release folder.
      assetPrefix: isRemote ? 'auto' : '/',
      distPath: { root: distRoot },
      cleanDistPath: true,
      filenameHash: true,
      cssModules: { namedExport: false },
    },
    tools: { rspack: { output: { uniqueName: options.name } } },
  });
}
