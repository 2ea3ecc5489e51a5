// Helpers of the forms remote's suite: the store API answered by the test (the remote is tested alone), and axe.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type Request } from '@playwright/test';
import { sitePorts } from '@storefront/mf-config';

export const API = `http://localhost:${sitePorts().api}`;

export interface ApiStub {
  posts: Request[];
}

/** Answers the store API: a token, then each form post with the status and body given (201 Confirmation by default). */
export async function stubApi(
  page: Page,
  answer: { status: number; body: unknown; delayMs?: number } = { status: 201, body: {} },
): Promise<ApiStub> {
  const stub: ApiStub = { posts: [] };
  const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type, x-firebase-appcheck' };
  await page.route(`${API}/integrity/token`, (route) =>
    route.fulfill({
      status: 200,
      headers: cors,
      contentType: 'application/json',
      body: JSON.stringify({ token: 'test-token', expiresAt: Date.now() + 3_600_000 }),
    }),
  );
  await page.route(`${API}/forms/**`, async (route) => {
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    stub.posts.push(route.request());
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    return route
      .fulfill({ status: answer.status, headers: cors, contentType: 'application/json', body: JSON.stringify(answer.body) })
      .catch(() => undefined);
  });
  return stub;
}

/** The store API's answer to an accepted lead (lead-routes.ts): spec §8's words, its reference and by when the store answers. */
export const created = (
  message: string,
  reference = 'S-2026-0042',
  next = 'Un conseiller ou une conseillère vous répondra d’ici demain 12\u00a0h.',
) => ({
  status: 201,
  body: { id: 'x', title: 'Confirmation', message, reference, replyBy: { sent: '2026-11-25', day: '2026-11-26', time: '12:00' }, next },
});

/** WCAG 2.2 AA rules, on the page's main region and the newsletter block. */
export async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page })
    .include('main')
    .include('[data-testid="newsletter-block"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Waits until the form can be used (hydrated, or mounted in the harness). */
export async function formReady(page: Page, form: string) {
  await expect(page.locator(`form[data-form="${form}"]`)).toHaveAttribute('data-hydrated', 'true');
}

/** A field of one form by its visible label (the required mark ' *' aside), so the newsletter block's fields never match. */
export function field(page: Page, form: string, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.locator(`form[data-form="${form}"]`).getByLabel(new RegExp(`^${escaped}( \\*)?$`));
}
