// Owns how browser builds take the federation runtime: as ES modules, not the CommonJS files the federation plugins name.
import { existsSync } from 'node:fs';
import type { Rspack } from '@rsbuild/core';

/** A federation runtime package's CommonJS file, as the federation plugins resolve it (`require.resolve`). */
const RUNTIME_COMMONJS = /@module-federation[\\/][^\\/]+[\\/]dist[\\/].+\.cjs$/;

/** The ES module beside a runtime package's CommonJS file (`.js` or `.mjs`, whichever the package ships), or null. */
export function moduleBeside(commonJsPath: string): string | null {
  for (const extension of ['.js', '.mjs']) {
    const candidate = commonJsPath.replace(/\.cjs$/, extension);
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

/**
 * The federation plugins import the runtime (its bundler part, the runtime, the runtime-core injection) by the CommonJS
 * paths `require.resolve` finds, and CommonJS is bundled whole: every export of every runtime package, used or not, went
 * into the shell's first script. Their ES modules beside them are the same code; taken instead, the bundler keeps only
 * what is used.
 */
export function federationRuntimeAsModules(rspack: Pick<typeof Rspack, 'NormalModuleReplacementPlugin'>): Rspack.RspackPluginInstance {
  return new rspack.NormalModuleReplacementPlugin(RUNTIME_COMMONJS, (data) => {
    const createData = data.createData as { resource?: string; request?: string; userRequest?: string } | undefined;
    const resource = createData?.resource;
    if (!createData || !resource) return;
    const module = moduleBeside(resource);
    if (!module) return;
    createData.resource = module;
    if (createData.request) createData.request = createData.request.replace(resource, module);
    if (createData.userRequest) createData.userRequest = createData.userRequest.replace(resource, module);
  });
}
