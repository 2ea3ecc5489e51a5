// Owns `storefront-kit <command>`: what a remote's package scripts run, from its own folder (ADR 0060).
import { serveHarness } from './harness';
import { release } from './release';
import { typecheck } from './typecheck';
import { runVitest } from './vitest';

export const USAGE = 'Usage: storefront-kit harness [--no-services] | test-unit [vitest args] | typecheck | release [--label L]';

export async function main(argv: readonly string[], folder = process.cwd()): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'harness':
      await serveHarness(folder, rest);
      return -1;
    case 'test-unit':
      return runVitest(folder, rest);
    case 'typecheck':
      return typecheck(folder, rest);
    case 'release':
      return release(folder, rest);
    default:
      console.error(USAGE);
      return 2;
  }
}
