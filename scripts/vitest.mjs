// Runs vitest for one workspace; under `npm test` it also writes a JSON report so the run can close on one count.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, basename } from 'node:path';

// A workspace without unit tests says so in one line rather than letting vitest report "No test files found".
const hasUnitTests = readdirSync(process.cwd(), { recursive: true, withFileTypes: true }).some(
  (entry) => entry.isFile() && /\.test\.tsx?$/.test(entry.name) && !entry.parentPath.includes('node_modules'),
);
if (!hasUnitTests) {
  console.log(`${basename(process.cwd())}: no unit tests here (its browser suite is \`npm run test:remote\`)`);
  process.exit(0);
}

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
