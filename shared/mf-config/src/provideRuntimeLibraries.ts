// The shell's runtime plugin that puts its copy of the federation runtime's libraries where the remotes' entries look for them.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
// The same ES builds the shell's bundler runtime uses (runtimeModules.ts), so the shell carries one copy of each.
import * as errorCodes from '@module-federation/error-codes';
import * as sdk from '@module-federation/sdk';
import { RUNTIME_LIBRARY_GLOBALS } from './runtimeLibraries';

export default function provideRuntimeLibraries(): ModuleFederationRuntimePlugin {
  const scope = globalThis as Record<string, unknown>;
  // Written before any remote's entry is evaluated: the plugins run when the shell's own federation instance starts.
  scope[RUNTIME_LIBRARY_GLOBALS['@module-federation/sdk']] ??= sdk;
  scope[RUNTIME_LIBRARY_GLOBALS['@module-federation/error-codes']] ??= errorCodes;
  return { name: 'storefront:provide-runtime-libraries' };
}
