// Runs vitest for one workspace; under `npm test` it also writes a JSON report so the run can close on one count.
import { spawnSync } from 'node:child_process';
import { join, basename } from 'node:path';

// Browser suites are *.spec.ts and belong to Playwright; unit tests are *.test.ts.
const args = ['run', '--exclude=**/*.spec.ts', '--exclude=**/node_modules/**', ...process.argv.slice(2)];
const reportDir = process.env.STOREFRONT_REPORT_DIR;
if (reportDir) {
  const name = `vitest-${basename(process.cwd())}.json`;
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${join(reportDir, name)}`);
}
const vitest = join(import.meta.dirname, '../node_modules/.bin/vitest');
const result = spawnSync(vitest, args, { stdio: 'inherit' });
process.exit(result.status ?? 1);
