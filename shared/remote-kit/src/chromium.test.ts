// The order in which `npm test` finds or gets its Chromium, and the one line when none can be had.
import { describe, expect, it } from 'vitest';
import { findChromium, getChromium, NO_CHROMIUM_MESSAGE, type Machine } from './chromium';

function machine(options: {
  executables?: string[];
  env?: NodeJS.ProcessEnv;
  isRoot?: boolean;
  downloads?: boolean;
  aptWorks?: boolean;
  /** apt-get install finds nothing until apt-get update has run (a machine whose package lists were never fetched). */
  listsStale?: boolean;
}) {
  let stale = options.listsStale ?? false;
  const executables = new Set(options.executables ?? []);
  const commands: string[] = [];
  const said: string[] = [];
  const playwrightPath = '/root/.cache/ms-playwright/chromium-1255/chrome-linux/chrome';
  const fake: Machine = {
    env: { PATH: '/usr/local/bin:/usr/bin', ...options.env },
    isExecutable: (path) => executables.has(path),
    playwrightChromium: () => playwrightPath,
    isRoot: options.isRoot ?? false,
    run: (command, args) => {
      commands.push([command.replace(/.*\/node_modules\/\.bin\//, ''), ...args].join(' '));
      if (command.endsWith('playwright') && options.downloads) executables.add(playwrightPath);
      if (command.endsWith('playwright')) return options.downloads ? true : 'Error: getaddrinfo ENOTFOUND cdn.playwright.dev';
      if (args[0] === 'update') stale = false;
      if (args[0] !== 'install') return true;
      if (stale || !options.aptWorks) return `E: Unable to locate package ${args.at(-1)}`;
      for (const name of args.slice(3)) executables.add(`/usr/bin/${name}`);
      return true;
    },
    say: (line) => said.push(line),
  };
  return { fake, commands, said, playwrightPath };
}

describe('the Chromium of the browser suites', () => {
  it('takes CHROMIUM_PATH first, and refuses one that is not there', () => {
    const { fake } = machine({ executables: ['/opt/chrome', '/usr/bin/chromium'], env: { CHROMIUM_PATH: '/opt/chrome' } });
    expect(findChromium(fake)).toEqual({ path: '/opt/chrome', source: 'CHROMIUM_PATH' });
    const { fake: wrong } = machine({ executables: ['/usr/bin/chromium'], env: { CHROMIUM_PATH: '/nowhere/chrome' } });
    expect(() => findChromium(wrong)).toThrow(/CHROMIUM_PATH is \/nowhere\/chrome/);
  });

  it("then an installed Chromium or Chrome on PATH or in the usual places, before Playwright's own", () => {
    const { fake: onPath, playwrightPath } = machine({
      executables: ['/usr/local/bin/google-chrome', '/root/.cache/ms-playwright/chromium-1255/chrome-linux/chrome'],
    });
    expect(findChromium(onPath)?.path).toBe('/usr/local/bin/google-chrome');
    const { fake: playwrightOnly } = machine({ executables: [playwrightPath] });
    expect(findChromium(playwrightOnly)).toEqual({ path: playwrightPath, source: "Playwright's own Chromium" });
  });

  it("downloads Playwright's own when none is installed, and does not call the package manager then", () => {
    const { fake, commands, playwrightPath } = machine({ downloads: true, isRoot: true, aptWorks: true });
    expect(getChromium(fake).path).toBe(playwrightPath);
    expect(commands).toEqual(['playwright install chromium']);
  });

  it("installs Debian's chromium and its headless shell as root when Playwright's download cannot be reached", () => {
    const { fake, commands, said } = machine({
      downloads: false,
      isRoot: true,
      aptWorks: true,
      listsStale: true,
      executables: ['/usr/bin/apt-get'],
    });
    expect(getChromium(fake)).toEqual({
      path: '/usr/bin/chromium-headless-shell',
      source: "Debian's chromium, just installed with apt-get",
    });
    // The package lists are fetched only when the install cannot find the packages.
    expect(commands).toEqual([
      'playwright install chromium',
      'apt-get install -y -qq chromium chromium-headless-shell',
      'apt-get update -qq',
      'apt-get install -y -qq chromium chromium-headless-shell',
    ]);
    // One line an attempt, the failure's own words kept short.
    expect(said).toEqual([
      'No Chromium on this machine: downloading Playwright’s own (playwright install chromium)',
      "Playwright's download failed: Error: getaddrinfo ENOTFOUND cdn.playwright.dev",
      "Installing Debian's chromium and chromium-headless-shell with apt-get",
    ]);
  });

  it('takes the headless shell before the full browser, except for Lighthouse', () => {
    const { fake } = machine({ executables: ['/usr/bin/chromium', '/usr/bin/chromium-headless-shell'] });
    expect(findChromium(fake)).toEqual({ path: '/usr/bin/chromium-headless-shell', source: 'the installed Chromium headless shell' });
    expect(findChromium(fake, { headlessShell: false })?.path).toBe('/usr/bin/chromium');
  });

  it('gets the headless shell beside an installed Chromium as root, and keeps the Chromium when that fails', () => {
    const { fake, commands } = machine({ isRoot: true, aptWorks: true, executables: ['/usr/bin/chromium', '/usr/bin/apt-get'] });
    expect(getChromium(fake)).toEqual({
      path: '/usr/bin/chromium-headless-shell',
      source: "Debian's chromium-headless-shell, just installed with apt-get",
    });
    expect(commands).toEqual(['apt-get install -y -qq chromium-headless-shell']);

    const { fake: aptFails, said } = machine({ isRoot: true, aptWorks: false, executables: ['/usr/bin/chromium', '/usr/bin/apt-get'] });
    expect(getChromium(aptFails)).toEqual({ path: '/usr/bin/chromium', source: 'the installed Chromium or Chrome' });
    expect(said.at(-1)).toBe('apt-get failed (E: Unable to locate package chromium-headless-shell); the suites use /usr/bin/chromium');

    const { fake: notRoot, commands: none } = machine({
      isRoot: false,
      aptWorks: true,
      executables: ['/usr/bin/chromium', '/usr/bin/apt-get'],
    });
    expect(getChromium(notRoot).path).toBe('/usr/bin/chromium');
    expect(none).toEqual([]);
  });

  it('stops with one line that says how to get one when none can be had', () => {
    const { fake, commands } = machine({ downloads: false, isRoot: false, executables: ['/usr/bin/apt-get'] });
    expect(() => getChromium(fake)).toThrow(NO_CHROMIUM_MESSAGE);
    const { fake: aptFails, said } = machine({ downloads: false, isRoot: true, aptWorks: false, executables: ['/usr/bin/apt-get'] });
    expect(() => getChromium(aptFails)).toThrow(NO_CHROMIUM_MESSAGE);
    expect(said.at(-1)).toBe('apt-get failed: E: Unable to locate package chromium-headless-shell');
    expect(commands).toEqual(['playwright install chromium']);
    expect(NO_CHROMIUM_MESSAGE).not.toContain('\n');
  });
});
