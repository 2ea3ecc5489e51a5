// Owns where the kit's own command is, for the configurations that start it (the harness server of a remote's suite).
import { fileURLToPath } from 'node:url';

export const KIT_BIN = fileURLToPath(new URL('../bin/storefront-kit.mjs', import.meta.url));

/** Whether the kit runs from its sources in the repository (src/*.ts), not from its build in a remote's node_modules. */
export const kitFromSource = (): boolean => import.meta.url.endsWith('.ts');
