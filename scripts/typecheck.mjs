// Type-checks one workspace (its tsconfig.json) with TypeScript 7, the compiler's native port: the same checks as
// TypeScript 6 in a tenth of the time (ADR 0046). TypeScript 6 stays installed for what reads its JavaScript API
// (typescript-eslint, the federation's type plugin); both install a `tsc`, so this one is called by its path.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const tsc = join(dirname(require.resolve('typescript-native/package.json')), 'bin/tsc');
const result = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.json', ...process.argv.slice(2)], { stdio: 'inherit' });
// A compiler that could not be started says why, rather than failing the step in silence.
if (result.error) console.error(`TypeScript 7 did not start: ${result.error.message}`);
process.exit(result.status ?? 1);
