// Two contract minors live at once (ADR 0064): a remote built against the previous minor serves its page beside remotes built
// against the shell's, from the server and by client navigation; a remote built against another major is refused, saying why.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { shellOrigin } from '@storefront/mf-config';
import {
  CONTRACT_VERSION,
  MANIFEST_CONTRACT_KEY,
  parseContractVersion,
  type RemoteName,
  type RemotesPointerFile,
} from '@storefront/contracts';
import { expect, test } from './fixtures';
import { html, scrollToFooter } from './support';

const root = resolve(import.meta.dirname, '../..');
const shell = parseContractVersion(CONTRACT_VERSION)!;
const PREVIOUS_MINOR = `${shell.major}.${shell.minor - 1}.0`;
const NEXT_MAJOR = `${shell.major + 1}.0.0`;

/** `npm run release` or `rollback`, as a remote's team runs it; its output (what it made live) is returned. */
function script(args: string[], env: Record<string, string> = {}) {
  return execFileSync(resolve(root, 'node_modules/.bin/tsx'), [resolve(root, 'scripts/release.ts'), ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
}

/** The contract version a live release's build was made against, from its manifest on the CDN. */
async function liveContract(remote: RemoteName): Promise<unknown> {
  const pointer = (await (await fetch(`${shellOrigin()}/mf-remotes.json`)).json()) as RemotesPointerFile;
  const manifest = (await (await fetch(pointer.remotes[remote]!.entry)).json()) as { metaData: Record<string, unknown> };
  return manifest.metaData[MANIFEST_CONTRACT_KEY];
}

test.describe('remotes built against different contract versions', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a remote built against the previous minor is live beside those built against the current one: both pages served and navigated', async ({
    page,
    request,
  }) => {
    expect(shell.minor, 'the contract has a previous minor').toBeGreaterThan(0);
    const problems: string[] = [];
    page.on('console', (message) => void (message.type() === 'error' && problems.push(message.text())));
    const output = script(['release', 'water', '--label', 'e2e-minor'], { STOREFRONT_CONTRACT_VERSION: PREVIOUS_MINOR });
    expect(output).toMatch(new RegExp(`water e2e-minor-\\w+ is live, built against contract ${PREVIOUS_MINOR.replace(/\./g, '\\.')}`));
    try {
      expect(await liveContract('water')).toBe(PREVIOUS_MINOR);
      expect(await liveContract('catalogue')).toBe(CONTRACT_VERSION);

      // From the server: each page rendered there by its own release (the shell reads the new pointer within seconds).
      const served = async (path: string, release: RegExp) => {
        const { status, headers, text } = await html(request, path);
        return `${status} ${headers['x-render']} ${release.test(text)}`;
      };
      await expect.poll(() => served('/fr/analyse-eau', /data-remote="water" data-release="e2e-minor-/)).toBe('200 server true');
      expect(await served('/fr/installation-reparation-entretien', /data-remote="catalogue" data-release="base-/)).toBe('200 server true');

      // In a browser: from the catalogue's page to the water remote's and back, without a page load.
      await page.goto('/fr/installation-reparation-entretien');
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
      await page.locator('main').getByTestId('water-analysis-link').click();
      await expect(page).toHaveURL(/\/fr\/analyse-eau$/);
      const water = page.locator('main [data-remote="water"]');
      await expect(water).toHaveAttribute('data-release', /^e2e-minor-/);
      await expect(water.getByRole('heading', { level: 1 })).toHaveText('Analyse d’eau à domicile');
      await page.goBack();
      await expect(page.locator('main [data-remote="catalogue"]')).toHaveAttribute('data-release', /^base-/);
      await expect(page.locator('main').getByTestId('water-analysis-link')).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

      // The older minor's page hydrates from the server's HTML, in the other language too.
      await page.goto('/en/water-analysis');
      await expect(page.locator('html')).toHaveAttribute('data-shell', 'ready');
      await expect(water.getByRole('heading', { level: 1 })).toHaveText('Water analysis at home');
      expect(problems).toEqual([]);
    } finally {
      script(['rollback', 'water']);
    }
  });

  test('a remote built against another major is refused, saying why, and the rest of the site works', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => void logged.push(message.text()));
    script(['release', 'water', '--label', 'e2e-major'], { STOREFRONT_CONTRACT_VERSION: NEXT_MAJOR });
    try {
      await expect.poll(() => liveContract('water')).toBe(NEXT_MAJOR);
      await page.goto('/fr/analyse-eau');
      await expect(page.getByTestId('remote-unavailable-water')).toBeVisible();
      await expect
        .poll(() => logged.join('\n'))
        .toContain(`The water remote is unavailable: contract ${NEXT_MAJOR} is another major than the shell's ${CONTRACT_VERSION}`);
      await scrollToFooter(page);
      await expect(page.locator('[data-remote="forms"]').getByRole('heading', { name: 'Infolettre' })).toBeVisible();
    } finally {
      script(['rollback', 'water']);
    }
    await page.reload();
    await expect(page.locator('main [data-remote="water"]')).toHaveAttribute('data-release', /^base-/);
  });
});
