// Runs vitest for the workspace in the working folder; under `npm test` it also writes a JSON report so the run can close on one count.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { kitFromSource } from './kitBin';

export function runVitest(folder: string, extra: readonly string[]): number {
  // A workspace without unit tests says so in one line rather than letting vitest report "No test files found".
  const hasUnitTests = readdirSync(folder, { recursive: true, withFileTypes: true }).some(
    (entry) => entry.isFile() && /\.test\.tsx?$/.test(entry.name) && !entry.parentPath.includes('node_modules'),
  );
  if (!hasUnitTests) {
    console.log(`${basename(folder)}: no unit tests here (its browser suite is \`npm run test:remote\`)`);
    return 0;
  }
  // Browser suites are *.spec.ts and belong to Playwright; unit tests are *.test.ts.
  const args = ['run', '--exclude=**/*.spec.ts', '--exclude=**/node_modules/**', ...extra];
  // The kit's settings, which take in the workspace's own (./vitest.config.ts).
  args.push(`--config=${fileURLToPath(new URL(`./vitest.config.${kitFromSource() ? 'ts' : 'js'}`, import.meta.url))}`, `--root=${folder}`);
  const reportDir = process.env.STOREFRONT_REPORT_DIR;
  if (reportDir) {
    const name = `vitest-${basename(folder)}.json`;
    args.push('--reporter=default', '--reporter=json', `--outputFile.json=${join(reportDir, name)}`);
  }
  const vitest = join(dirname(createRequire(join(folder, 'package.json')).resolve('vitest/package.json')), 'vitest.mjs');
  const result = spawnSync(process.execPath, [vitest, ...args], { stdio: 'inherit', cwd: folder });
  return result.status ?? 1;
}
