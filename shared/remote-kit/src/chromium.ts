// Owns the Chromium the browser suites drive: found, or got, in the order CHROMIUM_PATH, an installed headless shell, an
// installed Chromium or Chrome, Playwright's own browser, the system's package manager; or one line that says how to get one.
// The headless shell (Debian's `chromium-headless-shell`, built from the same sources as its `chromium`) renders pages as the
// full browser does without the browser's own interface: the suites measured a quarter faster with it (ADR 0046).
import { delimiter, dirname, join } from 'node:path';
import { chromium } from '@playwright/test';
import { isExecutable, runQuietly } from './host';

/** Playwright's command, in the nearest node_modules/.bin from here up (the remote's own, or the repository's). */
function playwrightBin(from = process.cwd()): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules/.bin/playwright');
    if (isExecutable(candidate) || dirname(dir) === dir) return candidate;
  }
}

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
/** The headless shell: Debian's package installs it on PATH and beside the full browser. */
const HEADLESS_SHELL_NAMES = ['chromium-headless-shell'];
const HEADLESS_SHELL_PATHS = ['/usr/bin/chromium-headless-shell', '/usr/lib/chromium/chromium-headless-shell'];
/** The source of a full browser found installed: the one beside which `npm test` gets the headless shell. */
const INSTALLED_BROWSER = 'the installed Chromium or Chrome';
const PLAYWRIGHT_INSTALL_MS = 5 * 60_000;
const APT_INSTALL_MS = 10 * 60_000;

export const NO_CHROMIUM_MESSAGE =
  'No Chromium for the browser suites: install one (Debian: `apt-get install chromium`), or run `npx playwright install chromium`, or set CHROMIUM_PATH to a Chromium or Chrome.';

export class NoChromiumError extends Error {}

export interface Wanted {
  /** Whether the headless shell will do: the browser suites prefer it; Lighthouse measures in the full browser. */
  headlessShell: boolean;
}

/**
 * CHROMIUM_PATH, or else a browser already on this machine: the headless shell when it will do, then a Chromium or Chrome
 * (on PATH, in the usual places, or Playwright's own).
 */
export function findChromium(machine: Machine, wanted: Wanted = { headlessShell: true }): Chromium | undefined {
  const chosen = machine.env.CHROMIUM_PATH;
  if (chosen) {
    if (!machine.isExecutable(chosen))
      throw new NoChromiumError(`CHROMIUM_PATH is ${chosen}, which is not an executable file. ${NO_CHROMIUM_MESSAGE}`);
    return { path: chosen, source: 'CHROMIUM_PATH' };
  }
  const installed = (names: string[], paths: string[]) =>
    [
      ...(machine.env.PATH ?? '')
        .split(delimiter)
        .filter(Boolean)
        .flatMap((dir) => names.map((name) => join(dir, name))),
      ...paths,
    ].find((path) => machine.isExecutable(path));
  const shell = wanted.headlessShell ? installed(HEADLESS_SHELL_NAMES, HEADLESS_SHELL_PATHS) : undefined;
  if (shell) return { path: shell, source: 'the installed Chromium headless shell' };
  const browser = installed(COMMAND_NAMES, KNOWN_PATHS);
  if (browser) return { path: browser, source: INSTALLED_BROWSER };
  const playwright = machine.playwrightChromium();
  if (playwright && machine.isExecutable(playwright)) return { path: playwright, source: "Playwright's own Chromium" };
  return undefined;
}

/** Runs apt-get install; when the package lists are too old to have the package, once more after apt-get update. */
function aptInstall(machine: Machine, packages: string[]): true | string {
  const install = () => machine.run('apt-get', ['install', '-y', '-qq', ...packages], APT_INSTALL_MS);
  const first = install();
  if (first === true) return true;
  const updated = machine.run('apt-get', ['update', '-qq'], APT_INSTALL_MS);
  return updated === true ? install() : updated;
}

const canApt = (machine: Machine) => machine.isRoot && machine.isExecutable('/usr/bin/apt-get');

/**
 * Finds a browser for the suites, or gets one: Playwright's download first, then the system's package manager when running
 * as root. Where only a full browser is found and the package manager can be used, the headless shell is got beside it (its
 * package is Debian's); the full browser is kept when that fails.
 */
export function getChromium(machine: Machine): Chromium {
  const found = findChromium(machine);
  if (found && (found.source !== INSTALLED_BROWSER || !canApt(machine))) return found;
  if (found) {
    machine.say("Installing Debian's chromium-headless-shell with apt-get (the browser suites run a quarter faster in it)");
    const installed = aptInstall(machine, ['chromium-headless-shell']);
    const shell = installed === true ? findChromium(machine) : undefined;
    if (shell && shell.source !== found.source)
      return { path: shell.path, source: "Debian's chromium-headless-shell, just installed with apt-get" };
    machine.say(`apt-get failed (${installed === true ? 'no headless shell after it' : installed}); the suites use ${found.path}`);
    return found;
  }

  machine.say('No Chromium on this machine: downloading Playwright’s own (playwright install chromium)');
  const downloaded = machine.run(playwrightBin(), ['install', 'chromium'], PLAYWRIGHT_INSTALL_MS);
  const playwright = machine.playwrightChromium();
  if (downloaded === true && playwright && machine.isExecutable(playwright))
    return { path: playwright, source: "Playwright's own Chromium, just downloaded" };
  if (downloaded !== true) machine.say(`Playwright's download failed: ${downloaded}`);

  if (canApt(machine)) {
    // Both: the suites run in the headless shell, Lighthouse (`npm run bench`) in the full browser.
    machine.say("Installing Debian's chromium and chromium-headless-shell with apt-get");
    const installed = aptInstall(machine, ['chromium', 'chromium-headless-shell']);
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

/**
 * For the Playwright configs, which only find a browser (`npm test` has got one before them and says so in CHROMIUM_PATH),
 * and for Lighthouse, which wants the full browser.
 */
export function installedChromiumPath(wanted?: Wanted): string {
  const found = findChromium(thisMachine(), wanted);
  if (!found) throw new NoChromiumError(NO_CHROMIUM_MESSAGE);
  return found.path;
}
