// Owns the contract by which the remotes' browser builds use the shell's copy of the federation runtime's own libraries.

/**
 * The federation runtime's stateless libraries, and the global under which the shell's browser build gives each one to
 * the remotes. A remote's remoteEntry.js otherwise carries its own copy of both (about 4.6 KB compressed of its 13 KB);
 * the runtime's stateful parts (the bundler runtime, the instance) stay in each container. Like the runtime core, they are
 * part of the shell–remote contract: a remote is built with the same federation version as the live shell.
 */
export const RUNTIME_LIBRARY_GLOBALS = {
  '@module-federation/sdk': '_STOREFRONT_FEDERATION_SDK',
  '@module-federation/error-codes': '_STOREFRONT_FEDERATION_ERROR_CODES',
} as const;

/** The remotes' externals for those libraries: read from the page's global object, where the shell (or a harness) put them. */
export function runtimeLibraryExternals(): Record<string, string> {
  return Object.fromEntries(Object.entries(RUNTIME_LIBRARY_GLOBALS).map(([request, name]) => [request, `global ${name}`]));
}
