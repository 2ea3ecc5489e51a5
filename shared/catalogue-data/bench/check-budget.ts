// Runs the benchmarks, then checks their medians against bench/budget.json; exits non-zero over budget.
import { spawnSync } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
// Old results must never pass for new ones.
await rm(path.join(here, 'results'), { recursive: true, force: true });
const run = spawnSync('vitest', ['bench', '--run', ...process.argv.slice(2)], {
  cwd: path.dirname(here),
  stdio: 'inherit',
  shell: process.platform === 'win32',
});
if (run.status !== 0) {
  console.error(`vitest bench failed (exit ${run.status ?? run.signal}).`);
  process.exit(1);
}

const budget = JSON.parse(await readFile(path.join(here, 'budget.json'), 'utf8')) as Record<string, number>;

let failed = false;
console.log('benchmark        median (ms)   budget (ms)');
for (const [name, limit] of Object.entries(budget)) {
  let median: number;
  try {
    const result = JSON.parse(await readFile(path.join(here, 'results', `${name}.json`), 'utf8')) as { latency: { p50: number } };
    median = result.latency.p50;
  } catch {
    console.error(`${name}: no result in bench/results/${name}.json — run the benchmarks first.`);
    failed = true;
    continue;
  }
  const over = !(median <= limit);
  failed ||= over;
  console.log(`${name.padEnd(16)} ${median.toFixed(3).padStart(11)}   ${String(limit).padStart(11)}   ${over ? 'OVER BUDGET' : 'ok'}`);
}
process.exit(failed ? 1 : 0);
