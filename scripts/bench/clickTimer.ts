// Owns timing a click in the page itself: from the click event to the first sign of progress (an element newly busy, the button
// disabled) and to the result being visible (a CSS selector), both on the page's own clock, so Playwright's round trips are
// not counted; and the requests to the site's services made meanwhile (their span, first start to last end).
import type { Locator, Page, Request } from '@playwright/test';

export interface ClickTiming {
  /** Click to the first progress shown (or to the result, when it came first). */
  progressMs: number;
  /** Click to the result visible. */
  resultMs: number;
  /** The requests to the watched origins while the result came: first start to last end (0 when none). */
  requestsMs: number;
  requests: number;
}

/** Arms the page: the next click starts the clock, a mutation that shows progress or the result reads it. */
const arm = (result: string) => `(() => {
  const result = ${JSON.stringify(result)};
  window.__benchClick = new Promise((resolve) => {
    let clickedAt = null;
    let progressAt = null;
    let busyBefore = new Set();
    let button = null;
    const shown = () => {
      const element = document.querySelector(result);
      return element !== null && element.checkVisibility();
    };
    const busy = () =>
      [...document.querySelectorAll('[aria-busy="true"]')].some((element) => !busyBefore.has(element)) ||
      (button !== null && (button.disabled || button.getAttribute('aria-disabled') === 'true' || button.getAttribute('aria-busy') === 'true'));
    const check = () => {
      const now = performance.now();
      if (progressAt === null && (busy() || shown())) progressAt = now;
      if (shown()) {
        observer.disconnect();
        resolve({ progressMs: progressAt - clickedAt, resultMs: now - clickedAt });
      }
    };
    const observer = new MutationObserver(check);
    window.addEventListener(
      'click',
      (event) => {
        clickedAt = event.timeStamp;
        busyBefore = new Set(document.querySelectorAll('[aria-busy="true"]'));
        button = event.target instanceof Element ? event.target.closest('button') : null;
        observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
        setTimeout(check, 0);
      },
      { capture: true, once: true },
    );
  });
})()`;

/**
 * Clicks `target` (after `before`, e.g. filling a form, which happens before the clock starts) and waits for `result`.
 * `origins` are the services whose requests are counted (the store API, the local cloud, the payment provider).
 */
export async function timeClick(page: Page, target: Locator, result: string, origins: readonly string[]): Promise<ClickTiming> {
  const requests: Request[] = [];
  const watch = (request: Request) => {
    if (origins.some((origin) => request.url().startsWith(origin))) requests.push(request);
  };
  await page.evaluate(arm(result));
  page.on('requestfinished', watch);
  try {
    await target.click();
    const timing = (await page.evaluate(
      `Promise.race([window.__benchClick, new Promise((_, fail) => setTimeout(() => fail(new Error('no ' + ${JSON.stringify(result)} + ' within 30 s of the click')), 30000))])`,
    )) as { progressMs: number; resultMs: number };
    const spans = requests.map((request) => {
      const { startTime, responseEnd } = request.timing();
      return [startTime, startTime + responseEnd] as const;
    });
    const requestsMs = spans.length ? Math.max(...spans.map(([, end]) => end)) - Math.min(...spans.map(([start]) => start)) : 0;
    return { ...timing, requestsMs, requests: requests.length };
  } finally {
    page.off('requestfinished', watch);
  }
}
