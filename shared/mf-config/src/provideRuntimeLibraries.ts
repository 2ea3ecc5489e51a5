// The shell's runtime plugin that puts its copy of the federation runtime's libraries where the remotes' entries look for them.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RUNTIME_LIBRARY_GLOBALS } from './runtimeLibraries';

// `require`, not `import`: the bundler runtime the shell already carries loads the CommonJS builds of these libraries, and an
// import would resolve to their ES builds and add a second copy of each to the shell's entry.
declare const require: (request: string) => unknown;

export default function provideRuntimeLibraries(): ModuleFederationRuntimePlugin {
  const scope = globalThis as Record<string, unknown>;
  // Written before any remote's entry is evaluated: the plugins run when the shell's own federation instance starts.
  scope[RUNTIME_LIBRARY_GLOBALS['@module-federation/sdk']] ??= require('@module-federation/sdk');
  scope[RUNTIME_LIBRARY_GLOBALS['@module-federation/error-codes']] ??= require('@module-federation/error-codes');
  return { name: 'storefront:provide-runtime-libraries' };
}
