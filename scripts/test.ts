// `npm test`: the formatter's check, unit tests, type checks and lint of every workspace, each remote's own browser suite, the local payment provider's frame suite, the staff console's suite, then the composed site end to end.
import { mkdir, readFile, readdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { REMOTES } from '@storefront/mf-config';
import { PORT_OFFSET_VARIABLE, portOffset, portVariable, sitePorts } from '@storefront/mf-config/ports';
import { getChromium, NoChromiumError, thisMachine } from '@storefront/remote-kit/chromium';
import { repoRoot } from './lib/paths';
import { bin, run } from './lib/run';

const reportDir = resolve(repoRoot, '.var/reports');
/** The second lane's ports: past every port of the site and the cluster (3000–3052), short of the next offset's hundred. */
const LANE_PORT_SHIFT = 60;
const failures: string[] = [];

async function step(name: string, action: () => Promise<void>) {
  console.log(`\n=== ${name}`);
  const started = performance.now();
  try {
    await action();
  } catch (error) {
    failures.push(name);
    console.error(`FAILED: ${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
  // Each step's time, so the run's 30 minutes can be shared out by what each part costs.
  console.log(`=== ${name}: ${Math.round((performance.now() - started) / 1000)} s`);
}

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

async function countReports(): Promise<Counts> {
  const counts: Counts = { passed: 0, failed: 0, skipped: 0 };
  for (const file of await readdir(reportDir).catch(() => [])) {
    const report = JSON.parse(await readFile(join(reportDir, file), 'utf8')) as {
      numPassedTests?: number;
      numFailedTests?: number;
      numPendingTests?: number;
      stats?: { expected: number; unexpected: number; flaky: number; skipped: number };
    };
    if (report.stats) {
      counts.passed += report.stats.expected + report.stats.flaky;
      counts.failed += report.stats.unexpected;
      counts.skipped += report.stats.skipped;
    } else {
      counts.passed += report.numPassedTests ?? 0;
      counts.failed += report.numFailedTests ?? 0;
      counts.skipped += report.numPendingTests ?? 0;
    }
  }
  return counts;
}

// The browser suites need a Chromium: found or got before any work, or the run stops here in one line.
try {
  const chromium = getChromium(thisMachine());
  console.log(`Chromium for the browser suites: ${chromium.source} (${chromium.path})`);
  process.env.CHROMIUM_PATH = chromium.path;
} catch (error) {
  if (!(error instanceof NoChromiumError)) throw error;
  console.error(error.message);
  process.exit(1);
}

await rm(reportDir, { recursive: true, force: true });
await mkdir(reportDir, { recursive: true });
const env = { STOREFRONT_REPORT_DIR: reportDir };

await step('the tree is formatted (npm run format writes it)', () => run(bin('prettier'), ['--check', '--log-level=warn', '.']));
await step('lint the scripts', () => run(bin('eslint'), ['scripts', 'e2e']));
await step('type checks, lint and unit tests of every workspace', () =>
  run(bin('turbo'), ['run', 'typecheck', 'lint', 'test:unit', '--concurrency=2', '--continue', '--output-logs=errors-only'], { env }),
);
await step('build the shell, every remote and the staff console', () =>
  run(bin('turbo'), [
    'run',
    'build',
    '--output-logs=errors-only',
    '--filter=shell',
    '--filter=staff',
    ...REMOTES.map((app) => `--filter=${app.dir}`),
  ]),
);
// The remotes' suites and the payment provider's frame suite, two at a time: one suite keeps about one core of two busy
// (a browser and a harness taking turns). Each lane serves its harnesses, local cloud, store API and payment provider on
// ports of its own (the port offset moved by LANE_PORT_SHIFT); the lanes share the local cloud's data folder as the suites
// always have (its files are written whole, then renamed).
const browserSuites = [
  ...REMOTES.map((app) => ({ name: `${app.name} remote suite`, label: app.name, dir: app.dir })),
  { name: 'local payment provider frame suite', label: 'payments-local', dir: 'services/payments-local' },
  // ADR 0066: one flow, passkeys in Chromium's virtual authenticator.
  { name: 'staff console suite', label: 'staff', dir: 'staff' },
];
const baseOffset = portOffset();
await Promise.all(
  [0, 1].map(async (lane) => {
    // The second lane's ports all come from its offset: a port set on its own would be the first lane's too.
    const laneEnv =
      lane === 0
        ? env
        : {
            ...env,
            ...Object.fromEntries(Object.keys(sitePorts()).map((name) => [portVariable(name), ''])),
            [PORT_OFFSET_VARIABLE]: String(baseOffset + lane * LANE_PORT_SHIFT),
          };
    for (let suite = browserSuites.shift(); suite; suite = browserSuites.shift()) {
      const { name, label, dir } = suite;
      await step(name, () => run(bin('playwright'), ['test'], { cwd: resolve(repoRoot, dir), env: laneEnv, label }));
    }
  }),
);
await step('end-to-end suite of the composed site', () => run(bin('playwright'), ['test'], { cwd: resolve(repoRoot, 'e2e'), env }));

const counts = await countReports();
console.log(`\n${failures.length === 0 ? 'All steps passed.' : `Failed steps: ${failures.join('; ')}`}`);
console.log(`${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`);
process.exit(failures.length === 0 && counts.failed === 0 ? 0 : 1);
