// Real users' measures under Quebec's Law 25: web-vitals runs and beacons to the store API only once the visitor accepts
// measurement, and the API's histograms by page type and device class move with what a page sends.
import type { Page } from '@playwright/test';
import { SERVICE_PORTS } from '@storefront/mf-config';
import { VITALS_PATH } from '@storefront/contracts';
import { expect, test } from './fixtures';
import { isPhone, shellReady } from './shell-support';

// A first visit: no choice stored yet.
test.use({ storageState: { cookies: [], origins: [] } });

const api = `http://localhost:${SERVICE_PORTS.api}`;

/** The page as the visitor leaves it for another tab: the browser says it is hidden, as it does before a beacon must leave. */
const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });

/** Every request the page makes to the store API's beacon address. */
function beacons(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url() === `${api}${VITALS_PATH}`) sent.push(request.postData() ?? '');
  });
  return sent;
}

/** The number of TTFB measures the store API counted for a page type and device class (its /metrics, read from this machine). */
async function ttfbCount(page: string, device: string): Promise<number> {
  const text = await (await fetch(`${api}/metrics`)).text();
  const line = text
    .split('\n')
    .find((row) => row.startsWith(`storefront_web_vitals_seconds_count{name="TTFB",page="${page}",device="${device}"}`));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

test.describe('real-user measures', () => {
  test('a visitor who declines is never measured: nothing reaches the beacon address when the page is hidden', async ({ page }) => {
    const sent = beacons(page);
    await page.goto('/fr');
    await shellReady(page);
    await page.getByRole('region', { name: 'Votre vie privée' }).getByRole('button', { name: 'Refuser' }).click();
    await page.waitForTimeout(500);
    await hide(page);
    await page.waitForTimeout(1_000);
    expect(sent).toEqual([]);
  });

  test("after the opt-in, the page's measures reach the store API's histograms by page type and device class", async ({ page }) => {
    const device = isPhone(page) ? 'phone' : 'desktop';
    const before = await ttfbCount('home', device);
    const sent = beacons(page);
    await page.goto('/fr');
    await shellReady(page);
    await page.getByRole('region', { name: 'Votre vie privée' }).getByRole('button', { name: 'Accepter' }).click();
    // web-vitals loads after the choice, apart from the first load, and reports TTFB a moment later: the page is hidden
    // until the page view's TTFB has left (an earlier hide may send the measures ready by then, INP alone, in a beacon of its own).
    type Beacon = { page?: string; device?: string; measures?: { name: string }[] };
    const sentBeacons = () => sent.map((body) => JSON.parse(body || '{}') as Beacon);
    await expect
      .poll(async () => {
        await hide(page);
        return sentBeacons().flatMap((beacon) => beacon.measures?.map((measure) => measure.name) ?? []);
      })
      .toContain('TTFB');
    for (const beacon of sentBeacons()) {
      expect(beacon).toMatchObject({ v: 1, page: 'home', device });
      // Nothing that names the visitor or the address travels: the page's type, the device's class and the values.
      expect(Object.keys(beacon).sort()).toEqual(['device', 'measures', 'page', 'v']);
    }
    await expect.poll(() => ttfbCount('home', device)).toBeGreaterThan(before);
  });

  test('withdrawing consent stops the measures at once', async ({ page }) => {
    const sent = beacons(page);
    await page.goto('/en');
    await shellReady(page);
    await page.getByRole('region', { name: 'Your privacy' }).getByRole('button', { name: 'Accept' }).click();
    await page.getByTestId('consent-reopen').click();
    await page.getByRole('region', { name: 'Your privacy' }).getByRole('button', { name: 'Decline' }).click();
    await page.waitForTimeout(500);
    await hide(page);
    await page.waitForTimeout(1_000);
    expect(sent).toEqual([]);
  });
});
