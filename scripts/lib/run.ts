// Owns running a command of the repository's tools as a child process, with its output shown.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { repoRoot } from './paths';

export const bin = (name: string) => resolve(repoRoot, 'node_modules/.bin', name);

export function run(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: options.cwd ?? repoRoot, env: { ...process.env, ...options.env }, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolvePromise() : reject(new Error(`${command} ${args.join(' ')} ended with ${signal ?? code}`)),
    );
  });
}
