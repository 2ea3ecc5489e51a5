// Owns failing a remote's build when the types of its exposed modules could not be generated.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';

// The federation's type generation logs its errors but lets the build succeed even with abortOnError,
// so the build checks for the archive it writes only on success.
export function pluginExposedTypesGuard(): RsbuildPlugin {
  return {
    name: 'storefront:exposed-types-guard',
    setup(api) {
      let startedAt = 0;
      api.onBeforeBuild(() => {
        startedAt = Date.now();
      });
      api.onAfterBuild(() => {
        const archive = join(api.context.distPath, '@mf-types.zip');
        const written = statSync(archive, { throwIfNoEntry: false });
        if (!written || written.mtimeMs < startedAt - 1000) {
          throw new Error(
            `The types of this remote's exposed modules could not be generated (no fresh ${archive}). ` +
              'Run `npm run typecheck` in this workspace to see the type errors.',
          );
        }
      });
    },
  };
}
