// Owns what the scripts that find or install a program (Chromium, the cluster's engines) ask of this machine: whether a file
// can run, and running a command quietly with its last telling line when it fails.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

export function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Runs a command (apt-get never asks a question): true, or the line of its output that says why it failed. */
export function runQuietly(command: string, args: string[], timeoutMs: number): true | string {
  const result = spawnSync(command, args, {
    encoding: 'utf8',
    timeout: timeoutMs,
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status === 0) return true;
  const lines = `${result.stdout ?? ''}\n${result.stderr ?? ''}`
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return (
    lines.findLast((line) => /error|fail|denied|unable/i.test(line)) ??
    lines.at(-1) ??
    `${command} ended with ${result.signal ?? result.status}`
  );
}
