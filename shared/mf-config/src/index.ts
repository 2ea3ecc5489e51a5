// Owns defineStorefrontApp: the Rsbuild and Module Federation configuration of the shell and of every remote.
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { sharedSingletons } from './shared';
import { pluginExposedTypesGuard } from './typesGuard';
import { localRuntimeConfig, shellOrigin } from './apps';

export { REMOTE_APPS, SHELL, SERVICE_PORTS, localRuntimeConfig, shellOrigin, type AppInfo } from './apps';
export { DEFAULT_PORTS, PORT_OFFSET_VARIABLE, PORT_ROLES, PORT_VARIABLES, sitePorts, type PortName } from './ports';
export { SINGLETONS, sharedSingletons } from './shared';

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
}

export function federationOptions(options: StorefrontAppOptions) {
  const isRemote = Boolean(options.exposes);
  return {
    name: options.name,
    shareStrategy: 'loaded-first' as const,
    manifest: true,
    // Type hints over a dev websocket are for consumers that import remotes by name; the shell does not.
    dev: { disableDynamicRemoteTypeHints: true },
    shared: sharedSingletons(options.dir),
    ...(isRemote
      ? {
          filename: 'remoteEntry.js',
          exposes: options.exposes,
          // Types of the exposed modules are generated on every build; a type error fails it.
          dts: { generateTypes: { abortOnError: true, compileInChildProcess: false, extractThirdParty: false }, consumeTypes: false, displayErrorInTerminal: true },
        }
      : { remotes: {}, dts: false }),
    ...(options.runtimePlugins ? { runtimePlugins: options.runtimePlugins } : {}),
  };
}

export function defineStorefrontApp(options: StorefrontAppOptions): RsbuildConfig {
  const isRemote = Boolean(options.exposes);
  const release = process.env.STOREFRONT_RELEASE_LABEL ?? 'local';
  // The contracts package is a shared singleton, so at run time a remote would read the shell's copy:
  // the version a remote was built against is baked in here instead.
  const contractVersion = process.env.STOREFRONT_CONTRACT_VERSION ?? sharedSingletons(options.dir)['@storefront/contracts']?.version ?? '0.0.0';
  return defineConfig({
    plugins: [pluginReact(), pluginModuleFederation(federationOptions(options)), ...(isRemote ? [pluginExposedTypesGuard()] : [])],
    source: {
      entry: { index: options.entry },
      define: {
        'process.env.STOREFRONT_RELEASE': JSON.stringify(release),
        'process.env.STOREFRONT_CONTRACT_VERSION': JSON.stringify(contractVersion),
      },
    },
    // In development the shell loads each remote from its own dev server.
    server: { port: options.port, strictPort: true, host: 'localhost', cors: isRemote ? { origin: shellOrigin() } : false, historyApiFallback: true },
    dev: {
      assetPrefix: isRemote ? 'auto' : '/',
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
      ...(isRemote ? { template: new URL('../harness.html', import.meta.url).pathname } : {}),
    },
    output: {
      // Remotes resolve their chunks from wherever their manifest was served: a versioned release folder.
      assetPrefix: isRemote ? 'auto' : '/',
      distPath: { root: process.env.STOREFRONT_DIST_DIR ?? 'dist' },
      cleanDistPath: true,
      filenameHash: true,
      cssModules: { namedExport: false },
    },
    tools: { rspack: { output: { uniqueName: options.name } } },
  });
}
