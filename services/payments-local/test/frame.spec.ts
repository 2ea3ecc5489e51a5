// The provider frame in a real browser, embedded by a page of another origin: a test card becomes a nonce without the
// number ever reaching the page, a wrong card is explained in French, PayPal approves locally, a forged token fails.
import { expect, test, type Page } from '@playwright/test';
import { startFrameHost, type FrameHost } from './host-page';

let host: FrameHost;
test.beforeAll(async () => {
  host = await startFrameHost();
});
test.afterAll(() => host.close());

type DropinEvent = {
  type: string;
  id?: string;
  nonce?: string;
  paymentType?: string;
  details?: Record<string, string>;
  error?: string;
  requestable?: boolean;
};
const events = (page: Page) => page.evaluate(() => (window as unknown as { dropinEvents: DropinEvent[] }).dropinEvents);
const lastOf = async (page: Page, type: string) => (await events(page)).filter((event) => event.type === type).at(-1);

async function open(page: Page, locale: 'fr' | 'en') {
  await page.goto(host.pageUrl(locale));
  await expect.poll(async () => (await lastOf(page, 'ready'))?.type).toBe('ready');
  return page.frameLocator('#dropin');
}

test('a test card becomes a single-use nonce, and the card number goes only to the frame’s own origin', async ({ page }) => {
  const bodies: Array<{ url: string; body: string }> = [];
  page.on('request', (request) => bodies.push({ url: request.url(), body: request.postData() ?? '' }));
  const frame = await open(page, 'en');
  await expect(frame.getByLabel('Cardholder name')).toBeVisible();
  await frame.getByLabel('Cardholder name').fill('Marie Tremblay');
  await frame.getByLabel('Card number').fill('4111 1111 1111 1111');
  await frame.getByLabel('Expiry date').fill('12/30');
  await frame.getByLabel('CVV').fill('123');
  await expect.poll(async () => (await lastOf(page, 'requestable'))?.requestable).toBe(true);
  const height = await page.locator('#dropin').evaluate((element) => element.getBoundingClientRect().height);
  expect(height).toBeGreaterThan(300);

  await page.evaluate(() => (window as unknown as { requestPaymentMethod(id: string): void }).requestPaymentMethod('r1'));
  await expect.poll(async () => (await lastOf(page, 'paymentMethod'))?.id).toBe('r1');
  const method = await lastOf(page, 'paymentMethod');
  expect(method).toMatchObject({ paymentType: 'CreditCard', details: { cardType: 'Visa', lastFour: '1111' } });
  expect(method?.nonce).toMatch(/^tokencc_/);
  expect(JSON.stringify(await events(page))).not.toContain('4111 1111');

  const withNumber = bodies.filter((request) => request.body.includes('4111111111111111'));
  expect(withNumber).toHaveLength(1);
  expect(new URL(withNumber[0]!.url).origin).toBe(host.standIn.url);
});

test('a wrong card is explained in French beside its fields, and the first one gets the focus', async ({ page }) => {
  const frame = await open(page, 'fr');
  await frame.getByLabel('Nom du titulaire de la carte').fill('Luc Gagnon');
  await frame.getByLabel('Numéro de la carte').fill('4111 1111 1111 1112');
  await frame.getByLabel('Date d’expiration').fill('01/20');
  await frame.getByLabel('CVV').fill('12');
  await page.evaluate(() => (window as unknown as { requestPaymentMethod(id: string): void }).requestPaymentMethod('r2'));
  await expect.poll(async () => (await lastOf(page, 'error'))?.id).toBe('r2');
  expect(await lastOf(page, 'error')).toMatchObject({ error: 'invalid' });
  const number = frame.getByLabel('Numéro de la carte');
  await expect(number).toHaveAccessibleDescription('Ce numéro de carte n’est pas valide.');
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await expect(number).toBeFocused();
  await expect(frame.getByLabel('Date d’expiration')).toHaveAccessibleDescription('MM/AA Cette carte est expirée.');
  await expect(frame.getByLabel('CVV')).toHaveAccessibleDescription(/Le CVV compte 3 chiffres/);
});

test('a card the tokenizer refuses (81717) is a declined card: the page is told, the frame says so in the customer’s words', async ({
  page,
}) => {
  const frame = await open(page, 'fr');
  await frame.getByLabel('Nom du titulaire de la carte').fill('Luc Gagnon');
  await frame.getByLabel('Numéro de la carte').fill('4000 0000 0000 0002');
  await frame.getByLabel('Date d’expiration').fill('12/30');
  await frame.getByLabel('CVV').fill('123');
  await page.evaluate(() => (window as unknown as { requestPaymentMethod(id: string): void }).requestPaymentMethod('r3'));
  await expect.poll(async () => (await lastOf(page, 'error'))?.error).toBe('declined');
  await expect(frame.getByLabel('Numéro de la carte')).toHaveAccessibleDescription('Cette carte a été refusée.');
  await expect(frame.locator('body')).not.toContainText(/bac à sable|sandbox|test/i);
});

test('PayPal: a local approval yields a PayPal nonce with the payer’s e-mail', async ({ page }) => {
  const frame = await open(page, 'en');
  await frame.getByRole('radio', { name: 'PayPal' }).check();
  await frame.getByLabel('PayPal account email').fill('acheteur@example.ca');
  await frame.getByRole('button', { name: 'Approve with PayPal' }).click();
  await expect(frame.getByText('PayPal account approved: acheteur@example.ca')).toBeVisible();
  await expect.poll(async () => (await lastOf(page, 'requestable'))?.requestable).toBe(true);
  await page.evaluate(() => (window as unknown as { requestPaymentMethod(id: string): void }).requestPaymentMethod('r4'));
  await expect.poll(async () => (await lastOf(page, 'paymentMethod'))?.id).toBe('r4');
  expect(await lastOf(page, 'paymentMethod')).toMatchObject({ paymentType: 'PayPalAccount', details: { email: 'acheteur@example.ca' } });
  expect((await lastOf(page, 'paymentMethod'))?.nonce).toMatch(/^tokenpp_/);
});

test('a client token the merchant did not sign fails the frame’s start (token)', async ({ page }) => {
  await page.goto(host.pageUrl('fr', 'forged'));
  await expect.poll(async () => (await lastOf(page, 'error'))?.error).toBe('token');
  await expect(page.frameLocator('#dropin').getByRole('alert')).toHaveText('Le module de paiement n’a pas pu être initialisé.');
});

test('the page’s init message may switch the frame’s language', async ({ page }) => {
  await page.goto(host.pageUrl('fr', 'good', 'en'));
  await expect.poll(async () => (await lastOf(page, 'ready'))?.type).toBe('ready');
  const frame = page.frameLocator('#dropin');
  await expect(frame.getByLabel('Card number')).toBeVisible();
  await expect(frame.locator('html')).toHaveAttribute('lang', 'en-CA');
});
