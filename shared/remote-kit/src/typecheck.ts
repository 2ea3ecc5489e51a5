// Type-checks the workspace in the working folder (its tsconfig.json) with TypeScript 7, the compiler's native port: the same
// checks as TypeScript 6 in a tenth of the time (ADR 0046). Both install a `tsc`, so this one is called by its path.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export function typecheck(folder: string, extra: readonly string[]): number {
  const require = createRequire(join(folder, 'package.json'));
  let tsc: string;
  try {
    tsc = join(dirname(require.resolve('typescript-native/package.json')), 'bin/tsc');
  } catch {
    tsc = join(dirname(createRequire(import.meta.url).resolve('typescript-native/package.json')), 'bin/tsc');
  }
  const result = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.json', ...extra], { stdio: 'inherit', cwd: folder });
  // A compiler that could not be started says why, rather than failing the step in silence.
  if (result.error) console.error(`TypeScript 7 did not start: ${result.error.message}`);
  return result.status ?? 1;
}
