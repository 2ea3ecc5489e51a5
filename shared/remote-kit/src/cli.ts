// Owns `storefront-kit <command>`: what a remote's package scripts run, from its own folder (ADR 0067).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { serveHarness } from './harness';
import { release } from './release';
import { typecheck } from './typecheck';
import { runVitest } from './vitest';
import { checkWorkspacePaths } from './workspacePaths';

export const USAGE =
  'Usage: storefront-kit harness [--no-services] | test-unit [vitest args] | typecheck | check-paths | build-package | release [--label L]';

export async function main(argv: readonly string[], folder = process.cwd()): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'harness':
      await serveHarness(folder, rest);
      return -1;
    case 'test-unit':
      return runVitest(folder, rest);
    case 'typecheck':
      return typecheck(folder, rest);
    case 'check-paths': {
      const problems = checkWorkspacePaths(folder);
      for (const problem of problems) console.error(`${folder}: ${problem}`);
      return problems.length > 0 ? 1 : 0;
    }
    case 'build-package':
      // A shared package's build for packing (bin/build-package.mjs), run by its prepack.
      return (
        spawnSync(process.execPath, [fileURLToPath(new URL('../bin/build-package.mjs', import.meta.url))], {
          cwd: folder,
          stdio: 'inherit',
        }).status ?? 1
      );
    case 'release':
      return release(folder, rest);
    default:
      console.error(USAGE);
      return 2;
  }
}
