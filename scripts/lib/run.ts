// Owns running a command of the repository's tools as a child process, with its output shown.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { repoRoot } from './paths';

export const bin = (name: string) => resolve(repoRoot, 'node_modules/.bin', name);

export function run(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; label?: string } = {},
): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const { label } = options;
    const child = spawn(command, args, {
      cwd: options.cwd ?? repoRoot,
      env: { ...process.env, ...options.env },
      stdio: label ? ['inherit', 'pipe', 'pipe'] : 'inherit',
    });
    // Commands that run side by side say whose each line is.
    if (label) {
      createInterface({ input: child.stdout! }).on('line', (line) => process.stdout.write(`[${label}] ${line}\n`));
      createInterface({ input: child.stderr! }).on('line', (line) => process.stderr.write(`[${label}] ${line}\n`));
    }
    child.on('error', reject);
    child.on('close', (code, signal) =>
      code === 0 ? resolvePromise() : reject(new Error(`${command} ${args.join(' ')} ended with ${signal ?? code}`)),
    );
  });
}
