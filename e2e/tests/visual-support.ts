// Helpers of the visual suite: a fixed clock, a page brought to rest before its screenshot, and text contrast measured
// against the panel the text is drawn on (axe leaves that "incomplete" for a fixed panel over the page).
import type { Locator, Page, Request } from '@playwright/test';
import { TEST_SEED_DATE } from '@storefront/mf-config';

/** The suite's "now" in the browser: the afternoon of the day the local cloud's seed is made for (STOREFRONT_SEED_DATE). */
export const FIXED_NOW = new Date(`${TEST_SEED_DATE}T15:00:00-05:00`);

/**
 * A page at rest: fonts loaded, every lazy image and block brought in by reading down the page as a visitor would, back at
 * the top, nothing left on the network.
 */
export async function settle(page: Page) {
  const quiet = networkQuiet(page);
  await page.locator('html[data-shell="ready"]').waitFor({ state: 'attached' });
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Images a visitor would reach by scrolling or swiping (the banner's next slides, cards further down) are all drawn.
    for (const image of Array.from(document.querySelectorAll('img[loading="lazy"]'))) (image as HTMLImageElement).loading = 'eager';
    const step = Math.max(200, Math.floor(window.innerHeight * 0.75));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await quiet();
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
  await page.evaluate(() => document.fonts.ready);
}

/**
 * Starts watching the page's requests; the function it answers resolves once none has been in flight for 500 ms (at most
 * 20 s). Playwright's own 'networkidle' never comes when a frame is removed within 500 ms of its last request: the
 * payment step draws the provider's frame again when the order's total is read, and timed the test out now and then.
 */
function networkQuiet(page: Page, quietMs = 500, atMostMs = 20_000): () => Promise<void> {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const started = (request: Request) => {
    inFlight.add(request);
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return async () => {
    await page.waitForLoadState('load');
    const deadline = Date.now() + atMostMs;
    while ((inFlight.size > 0 || Date.now() - lastChange < quietMs) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  };
}

/** Each piece of visible text in `root` whose contrast with the colour beneath it is under WCAG AA (4.5:1, 3:1 for large text). */
export function contrastProblems(root: Locator): Promise<string[]> {
  return root.evaluate((element) => {
    const canvas = document.createElement('canvas').getContext('2d');
    if (!canvas) throw new Error('no canvas');
    /** Any CSS colour as [r, g, b, a], through the canvas, which writes every colour it is given as #rrggbb or rgba(). */
    const rgba = (color: string): [number, number, number, number] => {
      canvas.fillStyle = '#000';
      canvas.fillStyle = color;
      const value = String(canvas.fillStyle);
      if (value.startsWith('#'))
        return [1, 3, 5].map((i) => Number.parseInt(value.slice(i, i + 2), 16)).concat(1) as [number, number, number, number];
      const parts = value.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0];
      return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
    };
    const over = (top: number[], bottom: number[]) => top.slice(0, 3).map((c, i) => c * top[3]! + bottom[i]! * (1 - top[3]!));
    /** The colour drawn beneath an element: its own background and its ancestors', over the page's white. */
    const backdrop = (start: Element) => {
      const layers: [number, number, number, number][] = [];
      for (let node: Element | null = start; node; node = node.parentElement) {
        const layer = rgba(getComputedStyle(node).backgroundColor);
        if (layer[3] > 0) layers.push(layer);
        if (layer[3] >= 1) break;
      }
      return layers.reduceRight<number[]>((below, layer) => over(layer, below), [255, 255, 255]);
    };
    const luminance = (rgb: number[]) => {
      const [r, g, b] = rgb.map((c) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const problems: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent) continue;
      const box = parent.getBoundingClientRect();
      const style = getComputedStyle(parent);
      // Visually hidden text (a 1 px clipped box) and text of hidden parts are not drawn.
      if (box.width <= 1 || box.height <= 1 || style.visibility !== 'visible' || Number(style.opacity) === 0) continue;
      const background = backdrop(parent);
      const foreground = over(rgba(style.color), background);
      const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
      const ratio = (light! + 0.05) / (dark! + 0.05);
      const size = Number.parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      if (ratio < (large ? 3 : 4.5)) problems.push(`"${text.slice(0, 40)}" ${ratio.toFixed(2)}:1`);
    }
    return problems;
  });
}
