import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { expect, test } from './fixtures';
import { scrollToFooter } from './support';

const root = resolve(import.meta.dirname, '../..');

function script(args: string[], env: Record<string, string> = {}) {
  return execFileSync(resolve(root, 'node_modules/.bin/tsx'), [resolve(root, 'scripts/release.ts'), ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
}

test.describe('independent deployment of a remote', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a release goes live on reload without touching the shell, and a rollback brings the old one back', async ({ page }) => {
    const shellScripts = async () =>
      page.evaluate(() => [...document.querySelectorAll('script[src]')].map((s) => (s as HTMLScriptElement).src).filter((s) => s.startsWith(`${location.origin}/`)));
    await page.goto('/fr');
    const region = page.locator('main [data-remote="catalogue"]');
    const before = await region.getAttribute('data-release');
    expect(before).toMatch(/^base-/);
    const shellBefore = await shellScripts();
    expect(shellBefore.length).toBeGreaterThan(0);

    // The server's HTML already names the release; the shell's own scripts start after the page's main image, so each
    // reload waits for the shell to be ready before its scripts are compared.
    const reload = async () => {
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-shell', 'ready');
    };
    script(['release', 'catalogue', '--label', 'e2e-next']);
    try {
      await reload();
      await expect(region).toHaveAttribute('data-release', /^e2e-next-/);
      await expect(region.getByRole('heading', { name: 'Achat en ligne' })).toBeVisible();
      expect(await shellScripts()).toEqual(shellBefore);
    } finally {
      script(['rollback', 'catalogue']);
    }
    await reload();
    await expect(region).toHaveAttribute('data-release', before!);
  });

  test('a remote built against another contract major is treated as unavailable', async ({ page }) => {
    script(['release', 'catalogue', '--label', 'e2e-contract2'], { STOREFRONT_CONTRACT_VERSION: '2.0.0' });
    try {
      await page.goto('/fr');
      await expect(page.getByTestId('remote-unavailable-catalogue')).toBeVisible();
      await scrollToFooter(page);
      await expect(page.locator('[data-remote="forms"]').getByRole('heading', { name: 'Infolettre' })).toBeVisible();
    } finally {
      script(['rollback', 'catalogue']);
    }
    await page.reload();
    await expect(page.locator('main [data-remote="catalogue"]')).toHaveAttribute('data-release', /^base-/);
  });
});
