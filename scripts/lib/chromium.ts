// Owns the Chromium the browser suites drive: found, or got, in the order CHROMIUM_PATH, an installed Chromium or Chrome,
// Playwright's own browser, the system's package manager; or one line that says how to get one.
import { delimiter, join } from 'node:path';
import { chromium } from '@playwright/test';
import { isExecutable, runQuietly } from './host';
import { bin } from './run';

export interface Chromium {
  path: string;
  /** Where it came from, in the words of the line `npm test` prints. */
  source: string;
}

/** What finding and getting a browser needs from the machine; the tests give their own. */
export interface Machine {
  env: NodeJS.ProcessEnv;
  isExecutable(path: string): boolean;
  /** Where Playwright keeps (or would download) its own Chromium. */
  playwrightChromium(): string | undefined;
  /** Runs a command to the end, its output kept; true when it exited 0, else the last line it wrote. */
  run(command: string, args: string[], timeoutMs: number): true | string;
  /** Prints one line of progress. */
  say(line: string): void;
  isRoot: boolean;
}

const COMMAND_NAMES = ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome', 'chrome'];
const KNOWN_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/snap/bin/chromium',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
  '/opt/google/chrome/chrome',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];
const PLAYWRIGHT_INSTALL_MS = 5 * 60_000;
const APT_INSTALL_MS = 10 * 60_000;

export const NO_CHROMIUM_MESSAGE =
  'No Chromium for the browser suites: install one (Debian: `apt-get install chromium`), or run `npx playwright install chromium`, or set CHROMIUM_PATH to a Chromium or Chrome.';

export class NoChromiumError extends Error {}

/** CHROMIUM_PATH, or else a Chromium or Chrome already on this machine (on PATH, in the usual places, or Playwright's own). */
export function findChromium(machine: Machine): Chromium | undefined {
  const chosen = machine.env.CHROMIUM_PATH;
  if (chosen) {
    if (!machine.isExecutable(chosen))
      throw new NoChromiumError(`CHROMIUM_PATH is ${chosen}, which is not an executable file. ${NO_CHROMIUM_MESSAGE}`);
    return { path: chosen, source: 'CHROMIUM_PATH' };
  }
  const onPath = (machine.env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .flatMap((dir) => COMMAND_NAMES.map((name) => join(dir, name)));
  const installed = [...onPath, ...KNOWN_PATHS].find((path) => machine.isExecutable(path));
  if (installed) return { path: installed, source: 'the installed Chromium or Chrome' };
  const playwright = machine.playwrightChromium();
  if (playwright && machine.isExecutable(playwright)) return { path: playwright, source: "Playwright's own Chromium" };
  return undefined;
}

/** Finds a Chromium, or gets one: Playwright's download first, then the system's package manager when running as root. */
export function getChromium(machine: Machine): Chromium {
  const found = findChromium(machine);
  if (found) return found;

  machine.say('No Chromium on this machine: downloading Playwright’s own (playwright install chromium)');
  const downloaded = machine.run(bin('playwright'), ['install', 'chromium'], PLAYWRIGHT_INSTALL_MS);
  const playwright = machine.playwrightChromium();
  if (downloaded === true && playwright && machine.isExecutable(playwright))
    return { path: playwright, source: "Playwright's own Chromium, just downloaded" };
  if (downloaded !== true) machine.say(`Playwright's download failed: ${downloaded}`);

  if (machine.isRoot && machine.isExecutable('/usr/bin/apt-get')) {
    machine.say("Installing Debian's chromium with apt-get");
    const updated = machine.run('apt-get', ['update', '-qq'], APT_INSTALL_MS);
    const installed = updated === true ? machine.run('apt-get', ['install', '-y', '-qq', 'chromium'], APT_INSTALL_MS) : updated;
    if (installed === true) {
      const found = findChromium({ ...machine, env: { ...machine.env, CHROMIUM_PATH: undefined } });
      if (found) return { path: found.path, source: "Debian's chromium, just installed with apt-get" };
    } else machine.say(`apt-get failed: ${installed}`);
  }
  throw new NoChromiumError(NO_CHROMIUM_MESSAGE);
}

function playwrightChromium(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

/** This machine, as it is. */
export function thisMachine(): Machine {
  return {
    env: process.env,
    isExecutable,
    playwrightChromium,
    run: runQuietly,
    say: (line) => console.log(line),
    isRoot: process.getuid?.() === 0,
  };
}

/** For the Playwright configs, which only find a browser (`npm test` has got one before them and says so in CHROMIUM_PATH). */
export function installedChromiumPath(): string {
  const found = findChromium(thisMachine());
  if (!found) throw new NoChromiumError(NO_CHROMIUM_MESSAGE);
  return found.path;
}
