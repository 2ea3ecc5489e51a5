// Checks a page's images as a phone or a desktop loads them: sized, with their stored narrower copies, and the LCP image first.
import { expect, type Page } from '@playwright/test';

interface ImageFacts {
  src: string;
  srcset: string;
  sizes: string | null;
  loading: string | null;
  priority: string | null;
  sized: boolean;
}

/**
 * Responsive images (issues 10 and 11): every image of the page's region sized before it loads, each stored image with its
 * narrower copies and their sizes; exactly one image (the largest of the first screen, `lcp`) loaded at once with high
 * priority (the first match of `lcp`), the others lazily; and the copy the device downloaded for it neither blurred nor more
 * than twice too wide.
 */
export async function expectResponsiveImages(page: Page, lcp: string): Promise<void> {
  const images = await page.locator('main img').evaluateAll((nodes) =>
    (nodes as HTMLImageElement[]).map((img): ImageFacts => ({
      src: img.getAttribute('src') ?? '',
      srcset: img.getAttribute('srcset') ?? '',
      sizes: img.getAttribute('sizes'),
      loading: img.getAttribute('loading'),
      priority: img.getAttribute('fetchpriority'),
      sized: img.hasAttribute('width') && img.hasAttribute('height'),
    })),
  );
  expect(images.length).toBeGreaterThan(0);
  for (const image of images) {
    expect(image.sized, image.src).toBe(true);
    // Icons are vectors; every stored picture has its copies.
    if (/\.svg\?/.test(image.src)) continue;
    expect(image.srcset, image.src).toMatch(/_320w\.webp\?alt=media 320w, /);
    expect(image.sizes, image.src).toBeTruthy();
  }
  const eager = images.filter((image) => image.loading !== 'lazy');
  expect(eager.map((image) => image.priority)).toEqual(['high']);
  expect(images.filter((image) => image.priority === 'high')).toHaveLength(1);

  const largest = page.locator(lcp).first();
  await expect(largest).toHaveAttribute('fetchpriority', 'high', { timeout: 15_000 });
  await expect
    .poll(() => largest.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc !== ''), { timeout: 15_000 })
    .toBe(true);
  const fit = await largest.evaluate((img: HTMLImageElement) => {
    const candidates = img.srcset.split(', ').map((entry) => {
      const [url = '', width = ''] = entry.trim().split(/\s+/);
      return { url, width: Number.parseInt(width, 10) };
    });
    // The page may write its images on its own origin (`/v0/b/…`): the browser's currentSrc is always absolute.
    const chosen = candidates.find((candidate) => new URL(candidate.url, location.href).href === img.currentSrc)?.width ?? NaN;
    return {
      chosen,
      needed: img.getBoundingClientRect().width * devicePixelRatio,
      narrowest: candidates[0]?.width ?? NaN,
      widest: candidates.at(-1)?.width ?? NaN,
    };
  });
  expect(fit.chosen).toBeGreaterThanOrEqual(Math.min(fit.needed * 0.9, fit.widest));
  if (fit.chosen > fit.narrowest) expect(fit.chosen).toBeLessThanOrEqual(fit.needed * 2);
}
