// The layout holds still (ADR 0051): the header has its final height in the server's HTML (no jump once the page hydrates and its
// fonts arrive), and a full page load from one remote's page to another's never shows a white frame.
import type { Browser, Page } from '@playwright/test';
import { shellOrigin } from '@storefront/mf-config';
import { expect, test } from './fixtures';

const WIDTHS = [390, 1280] as const;
const PAGES = ['/fr/boutique', '/fr/demande-soumission', '/en/shop'] as const;

/** The heights of the top of the layout: the utility strip, the header, and where the page's content starts. */
const topOfLayout = (page: Page) =>
  page.evaluate(() => {
    const height = (selector: string) => Math.round(document.querySelector(selector)?.getBoundingClientRect().height ?? -1);
    return {
      utility: height('[role="region"][aria-label]:has(+ [data-testid="navigator"])'),
      header: height('[data-testid="navigator"]'),
      mainTop: Math.round(document.querySelector('main')?.getBoundingClientRect().top ?? -1),
    };
  });

async function serverOnly(browser: Browser, width: number, path: string) {
  // Scripts off: what the server's HTML and its inline styles give, before any code runs (fonts still load).
  const context = await browser.newContext({ baseURL: shellOrigin(), javaScriptEnabled: false, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const measured = await topOfLayout(page);
  await context.close();
  return measured;
}

test.describe('no jump', () => {
  for (const width of WIDTHS) {
    test(`the header has its final height in the server's HTML, at ${width} px`, async ({ browser, page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of PAGES) {
        const server = await serverOnly(browser, width, path);
        expect(server.utility).toBeGreaterThan(20);
        expect(server.header).toBeGreaterThan(40);
        await page.goto(path);
        // Hydrated, every font in, and the late parts of the layout (counts, the cart runtime) given time to come.
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        await page.waitForTimeout(1500);
        expect(await topOfLayout(page), `${path} at ${width} px`).toEqual(server);
      }
    });

    test(`a returning visitor's counts (saved lists) come without moving the header, at ${width} px`, async ({ browser, page }) => {
      // The counts live in the browser only: the server's HTML has none, the hydrated header shows them in the same room.
      const items = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `p${i}`, handle: `produit-${i}`, title: `Produit ${i}` }));
      await page.addInitScript(
        `localStorage.setItem('storefront.wishlist', ${JSON.stringify(JSON.stringify(items(12)))});` +
          `localStorage.setItem('storefront.compare', ${JSON.stringify(JSON.stringify(items(3)))});`,
      );
      await page.setViewportSize({ width, height: 900 });
      const server = await serverOnly(browser, width, '/fr/boutique');
      await page.goto('/fr/boutique');
      await expect(page.getByTestId('wishlist-link')).toHaveAttribute('data-count', '12');
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      expect(await topOfLayout(page)).toEqual(server);
    });
  }
});

/** The share of a PNG frame's pixels that are white (or nearly), read in a page of its own. */
async function whiteShares(page: Page, frames: string[]): Promise<number[]> {
  return page.evaluate(async (images) => {
    const shares: number[] = [];
    for (const data of images) {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
      let white = 0;
      for (let i = 0; i < pixels.length; i += 4) if (pixels[i]! > 245 && pixels[i + 1]! > 245 && pixels[i + 2]! > 245) white += 1;
      shares.push(white / (pixels.length / 4));
    }
    return shares;
  }, frames);
}

test.describe('no flash', () => {
  for (const width of WIDTHS) {
    test(`a full load from a shop page to a forms page keeps the layout painted, at ${width} px`, async ({ page, context }) => {
      await page.setViewportSize({ width, height: 800 });
      // Notes when the parser has gone past the content area (the element after the one holding <main> is there).
      await page.addInitScript(`new MutationObserver((_, observer) => {
        const main = document.getElementById('contenu');
        if (main && main.parentElement && main.parentElement.nextElementSibling) {
          window.layoutParsedAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });`);
      await page.goto('/fr/boutique');
      const cdp = await context.newCDPSession(page);
      // A slow line, so that the next page's HTML arrives in pieces, as on a phone's network.
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 300,
        downloadThroughput: 100_000,
        uploadThroughput: 50_000,
      });
      const frames: string[] = [];
      cdp.on('Page.screencastFrame', (frame) => {
        frames.push(frame.data);
        void cdp.send('Page.screencastFrameAck', { sessionId: frame.sessionId }).catch(() => undefined);
      });
      await cdp.send('Page.startScreencast', { format: 'png', everyNthFrame: 1 });
      await page.waitForTimeout(300);
      await page.evaluate(() => window.location.assign('/fr/demande-soumission'));
      await page.waitForURL(/\/fr\/demande-soumission$/);
      await page.waitForLoadState('load');
      await page.waitForTimeout(800);
      await cdp.send('Page.stopScreencast');

      // The new page's first paint came once its layout was parsed past the content area (never a header alone on a blank page).
      const { firstPaint, laidOut } = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByType('paint').find((entry) => entry.name === 'first-paint')?.startTime ?? -1,
        laidOut: (window as unknown as { layoutParsedAt?: number }).layoutParsedAt ?? -1,
      }));
      expect(laidOut).toBeGreaterThan(0);
      expect(firstPaint).toBeGreaterThanOrEqual(laidOut);

      expect(frames.length).toBeGreaterThan(1);
      const shares = await whiteShares(page, frames);
      // A blank page is all white; the site's pages never are above the fold (the navy strip, the header, the bottom bar).
      expect(Math.max(...shares), `white share of each frame: ${shares.map((share) => share.toFixed(2)).join(' ')}`).toBeLessThan(0.97);
      await cdp.detach();
    });
  }
});
