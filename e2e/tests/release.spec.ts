import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { get } from 'node:http';
import { resolve } from 'node:path';
import { SERVICE_PORTS, shellOrigin } from '@storefront/mf-config';
import { expect, test } from './fixtures';

const root = resolve(import.meta.dirname, '../..');

function script(args: string[], env: Record<string, string> = {}) {
  return execFileSync(resolve(root, 'node_modules/.bin/tsx'), [resolve(root, 'scripts/release.ts'), ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
}

/** Puts a delay on every Firestore answer of the suite's local cloud (its owner's secret is the suite's, see playwright.config.ts). */
async function firestoreLatency(ms: number) {
  const response = await fetch(`http://127.0.0.1:${SERVICE_PORTS.localCloud}/_admin/latency`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${process.env.LOCAL_CLOUD_ADMIN_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ firestoreMs: ms }),
  });
  expect(response.status).toBe(200);
}

/**
 * One request on a connection of its own: the release script blocks this process for a minute, long enough for the server to
 * close a kept-alive connection that fetch would then reuse ("other side closed").
 */
function getOnce(path: string): Promise<{ status: number; text: string }> {
  return new Promise((resolveGet, reject) => {
    get(`${shellOrigin()}${path}`, { agent: false, headers: { 'accept-encoding': 'identity' } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolveGet({ status: response.statusCode ?? 0, text }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

/** A page's HTML as the server sends it, each piece with the time it came (uncompressed, so pieces are not held back). */
function timedChunks(path: string): Promise<{ status: number; chunks: { at: number; html: string }[] }> {
  return new Promise((resolveChunks, reject) => {
    const started = performance.now();
    get(`${shellOrigin()}${path}`, { headers: { 'accept-encoding': 'identity' } }, (response) => {
      const chunks: { at: number; html: string }[] = [];
      response.on('data', (chunk: Buffer) => chunks.push({ at: performance.now() - started, html: chunk.toString('utf8') }));
      response.on('end', () => resolveChunks({ status: response.statusCode ?? 0, chunks }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

test.describe('independent deployment of a remote', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a release goes live on reload without touching the shell, and a rollback brings the old one back', async ({ page }) => {
    const shellScripts = async () =>
      page.evaluate(() =>
        [...document.querySelectorAll('script[src]')]
          .map((s) => (s as HTMLScriptElement).src)
          .filter((s) => s.startsWith(`${location.origin}/`)),
      );
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
      // The shell's files are the ones it had: the same entry, and no script it did not have before (chunks it loads when
      // idle may not be there yet at this point, so the check is for nothing new, not for the same list).
      const shellAfter = await shellScripts();
      expect(shellAfter[0]).toBe(shellBefore[0]);
      expect(shellAfter.filter((src) => !shellBefore.includes(src))).toEqual([]);
    } finally {
      script(['rollback', 'catalogue']);
    }
    await reload();
    await expect(region).toHaveAttribute('data-release', before!);
  });

  // A new release starts with nothing loaded: its first visitors wait for the services, which here answer in 1.2 s (the layout leaves after 0.5 s).
  test('after a release, a page whose data is slow sends the layout at once, then its content in the same response, and hydrates', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    script(['release', 'catalogue', '--label', 'e2e-slow']);
    await firestoreLatency(1200);
    try {
      const { status, chunks } = await timedChunks('/fr/promotions');
      expect(status).toBe(200);
      const at = (marker: string) => chunks.find((chunk) => chunk.html.includes(marker))?.at ?? NaN;
      // The layout and the page's loading line leave before the data; the page, with its release, follows it.
      expect(at('id="contenu"')).toBe(at('Chargement de la page…'));
      expect(at('data-release="e2e-slow-') - at('id="contenu"')).toBeGreaterThan(400);
      expect(chunks.map((chunk) => chunk.html).join('')).toContain('<h1');
      // That answer is nobody else's (its scripts carry its own nonce); the cache gets a whole render made once the data came.
      await expect
        .poll(async () => {
          const again = await fetch(`${shellOrigin()}/fr/promotions`);
          const text = await again.text();
          return `${again.headers.get('x-cache')} ${text.includes('$RC(')} ${text.includes('data-release="e2e-slow-')}`;
        })
        .toBe('hit false true');

      // A visitor's browser shows the content, hydrates it without a warning, and navigates client-side from it.
      const response = await page.goto('/fr/conseils-video');
      expect(await response!.text()).toContain('$RC(');
      await expect(page.locator('html')).toHaveAttribute('data-shell', 'ready');
      const region = page.locator('main [data-remote="catalogue"]');
      await expect(region).toHaveAttribute('data-release', /^e2e-slow-/);
      await expect(region.getByRole('heading', { level: 1, name: 'Conseils vidéo' })).toBeVisible();
      await expect(page.getByText('Chargement de la page…')).toHaveCount(0);
      await page.evaluate(() => ((window as unknown as { beforeNavigation: boolean }).beforeNavigation = true));
      await page.getByRole('navigation', { name: 'Navigation principale' }).first().getByRole('link', { name: 'Promotions' }).click();
      await expect(region.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { beforeNavigation?: boolean }).beforeNavigation)).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await firestoreLatency(0);
      script(['rollback', 'catalogue']);
    }
  });

  // The forms remote's `extra-page` build declares one more page (mfe-forms/src/pages.ts): the shell learns it from the release.
  test('a release that adds a page serves it on the next request, with its head and sitemap entry; its rollback makes it a 404 again', async ({
    page,
  }) => {
    const origin = shellOrigin();
    const sitemap = async () => (await getOnce('/sitemap.xml')).text;
    expect((await getOnce('/fr/visite-en-magasin')).status).toBe(404);
    expect(await sitemap()).not.toContain('/fr/visite-en-magasin');

    script(['release', 'forms', '--label', 'e2e-page'], { STOREFRONT_BUILD_VARIANT: 'extra-page' });
    try {
      const { status, text: html } = await getOnce('/fr/visite-en-magasin');
      expect(status).toBe(200);
      expect(html).toMatch(/<title[^>]*>Visite en magasin \| Piscines Soleil<\/title>/);
      expect(html).toContain(`rel="canonical" href="${origin}/fr/visite-en-magasin"`);
      expect(html).toContain(`hreflang="en-CA" href="${origin}/en/store-visit"`);
      expect(html).toMatch(/data-release="e2e-page-/);
      expect(html).toContain('<h1>Visite en magasin</h1>');
      const entries = await sitemap();
      expect(entries).toContain(`<loc>${origin}/fr/visite-en-magasin</loc>`);
      expect(entries).toContain(`<loc>${origin}/en/store-visit</loc>`);

      // In a browser: the page hydrates, and the language switch knows its English address from the same live table.
      await page.goto('/fr/visite-en-magasin');
      await expect(page.locator('html')).toHaveAttribute('data-shell', 'ready');
      await expect(page.locator('main [data-remote="forms"]').getByRole('heading', { level: 1, name: 'Visite en magasin' })).toBeVisible();
      await page.getByTestId('language-switch').click();
      await expect(page).toHaveURL(/\/en\/store-visit$/);
      await expect(page.locator('main [data-remote="forms"]').getByRole('heading', { level: 1, name: 'Store visit' })).toBeVisible();
      await expect(page).toHaveTitle('Store visit | Piscines Soleil');
    } finally {
      script(['rollback', 'forms']);
    }
    expect((await getOnce('/fr/visite-en-magasin')).status).toBe(404);
    expect((await getOnce('/en/store-visit')).status).toBe(404);
    expect(await sitemap()).not.toContain('/fr/visite-en-magasin');
    // The forms remote's other pages are as they were.
    expect((await getOnce('/fr/contact')).status).toBe(200);
  });

  // A team's new remote, from `npm run new-remote` to its first release, on the running site: no shell build, no restart.
  test('a new remote is registered by its first release: its page is served with its head and sitemap entries; its rollback withdraws it', async ({
    page,
  }) => {
    const origin = shellOrigin();
    // Outside the checkout's own remotes (they are its mfe-* folders), so the suite's other releases never see it.
    const folder = resolve(root, '.var/e2e-new-remote/mfe-probe');
    rmSync(resolve(folder, '..'), { recursive: true, force: true });
    execFileSync(resolve(root, 'node_modules/.bin/tsx'), [resolve(root, 'scripts/new-remote.ts'), 'probe', '--dir', folder], { cwd: root });
    expect((await getOnce('/fr/probe')).status).toBe(404);

    script(['release', folder, '--label', 'e2e-first']);
    try {
      const { status, text: html } = await getOnce('/fr/probe');
      expect(status).toBe(200);
      expect(html).toMatch(/<title[^>]*>Probe \| Piscines Soleil<\/title>/);
      expect(html).toContain(`rel="canonical" href="${origin}/fr/probe"`);
      expect(html).toContain(`hreflang="en-CA" href="${origin}/en/probe"`);
      expect(html).toMatch(/data-remote="probe" data-release="e2e-first-/);
      const entries = (await getOnce('/sitemap.xml')).text;
      expect(entries).toContain(`<loc>${origin}/fr/probe</loc>`);
      expect(entries).toContain(`<loc>${origin}/en/probe</loc>`);

      // In a browser: the page hydrates from the new remote's own origin, in the visitor's language.
      await page.goto('/en/probe');
      await expect(page.locator('html')).toHaveAttribute('data-shell', 'ready');
      await expect(page.locator('main [data-remote="probe"]').getByText('This page comes from the probe remote')).toBeVisible();
    } finally {
      script(['rollback', 'probe']);
    }
    expect((await getOnce('/fr/probe')).status).toBe(404);
    expect((await getOnce('/en/probe')).status).toBe(404);
    expect((await getOnce('/sitemap.xml')).text).not.toContain('/fr/probe');
  });
});
