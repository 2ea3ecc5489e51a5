// The provider frame in a real browser, embedded by a page of another origin, spoken to as Braintree's Hosted Fields are:
// field events with each field's state, a test card tokenized without the number ever reaching the page, a wrong card
// explained in French, PayPal approved locally, a forged token refused, and 3-D Secure 2 on Braintree's test cards
// (developer.paypal.com/braintree/docs/guides/3d-secure/testing-go-live): frictionless, and the issuer's challenge
// completed, failed or closed.
import { expect, test, type Page } from '@playwright/test';
import { startFrameHost, type FrameHost } from './host-page';

let host: FrameHost;
test.beforeAll(async () => {
  host = await startFrameHost();
});
test.afterAll(() => host.close());

type FrameEvent = {
  type: string;
  event?: string;
  emittedBy?: string;
  fields?: Record<string, { isEmpty: boolean; isValid: boolean; isPotentiallyValid: boolean; isFocused: boolean }>;
  cards?: Array<{ type: string }>;
  id?: string;
  nonce?: string;
  details?: Record<string, string>;
  error?: string;
  status?: string;
  liabilityShifted?: boolean;
  liabilityShiftPossible?: boolean;
  payload?: { nonce: string; email: string } | null;
};
const events = (page: Page) => page.evaluate(() => (window as unknown as { frameEvents: FrameEvent[] }).frameEvents);
const lastOf = async (page: Page, type: string, id?: string) =>
  (await events(page)).filter((event) => event.type === type && (id === undefined || event.id === id)).at(-1);
const answerTo = async (page: Page, id: string) => (await events(page)).find((event) => event.id === id);
const fieldEvents = async (page: Page, event: string) =>
  (await events(page)).filter((message) => message.type === 'field' && message.event === event);

async function open(page: Page, locale: 'fr' | 'en') {
  await page.goto(host.pageUrl(locale));
  await expect.poll(async () => (await lastOf(page, 'ready'))?.type).toBe('ready');
  return page.frameLocator('#card-fields');
}

async function fillCard(page: Page, locale: 'fr' | 'en', number: string) {
  const frame = page.frameLocator('#card-fields');
  const fr = locale === 'fr';
  await frame.getByLabel(fr ? 'Nom du titulaire de la carte' : 'Cardholder name').fill('Marie Tremblay');
  await frame.getByLabel(fr ? 'Numéro de la carte' : 'Card number').fill(number);
  await frame.getByLabel(fr ? 'Date d’expiration' : 'Expiry date').fill('01/29');
  await frame.getByLabel('CVV').fill('123');
}

const tokenize = (page: Page, id: string) =>
  page.evaluate((request) => (window as unknown as { tokenize(id: string): void }).tokenize(request), id);
const verify = (page: Page, id: string, nonce: string) =>
  page.evaluate(
    ([requestId, cardNonce]) =>
      (window as unknown as { verify3DS(id: string, request: unknown): void }).verify3DS(requestId!, {
        nonce: cardNonce,
        bin: '400000',
        amount: '123.45',
        email: 'marie@example.com',
        billingAddress: {
          givenName: 'Marie',
          surname: 'Tremblay',
          streetAddress: '1 rue Principale',
          locality: 'Québec',
          region: 'QC',
          postalCode: 'G1R 2B5',
          countryCodeAlpha2: 'CA',
        },
      }),
    [id, nonce],
  );

async function tokenized(page: Page, id: string): Promise<string> {
  await tokenize(page, id);
  await expect.poll(async () => (await answerTo(page, id))?.type).toBe('tokenized');
  return (await answerTo(page, id))!.nonce!;
}

test('field events carry each field’s state and the card type, as Hosted Fields’ do, never the value', async ({ page }) => {
  const frame = await open(page, 'en');
  await frame.getByLabel('Card number').focus();
  await expect.poll(async () => (await fieldEvents(page, 'focus')).at(-1)?.emittedBy).toBe('number');
  await frame.getByLabel('Card number').pressSequentially('4x');
  await expect
    .poll(async () => (await fieldEvents(page, 'validityChange')).at(-1)?.fields?.number)
    .toMatchObject({ isEmpty: false, isValid: false, isPotentiallyValid: false, isFocused: true });
  await frame.getByLabel('Card number').fill('3782 822463 10005');
  await expect.poll(async () => (await fieldEvents(page, 'cardTypeChange')).at(-1)?.cards).toEqual([{ type: 'american-express' }]);
  await frame.getByLabel('CVV').focus();
  await expect.poll(async () => (await fieldEvents(page, 'blur')).at(-1)?.emittedBy).toBe('number');
  expect((await fieldEvents(page, 'blur')).at(-1)?.fields?.number).toMatchObject({ isValid: true, isFocused: false });
  expect(JSON.stringify(await events(page))).not.toMatch(/378282|3782 8/);
});

test('a test card becomes a single-use nonce with its BIN, and the card number goes only to the frame’s own origin', async ({ page }) => {
  const bodies: Array<{ url: string; body: string }> = [];
  page.on('request', (request) => bodies.push({ url: request.url(), body: request.postData() ?? '' }));
  await open(page, 'en');
  await fillCard(page, 'en', '4111 1111 1111 1111');
  const height = await page.locator('#card-fields').evaluate((element) => element.getBoundingClientRect().height);
  expect(height).toBeGreaterThan(300);

  const nonce = await tokenized(page, 'r1');
  expect(nonce).toMatch(/^tokencc_/);
  expect(await answerTo(page, 'r1')).toMatchObject({ details: { cardType: 'Visa', lastFour: '1111', bin: '411111' } });
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
  await tokenize(page, 'r2');
  await expect.poll(async () => (await answerTo(page, 'r2'))?.error).toBe('invalid');
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
  await fillCard(page, 'fr', '4000 0000 0000 0002');
  await tokenize(page, 'r3');
  await expect.poll(async () => (await answerTo(page, 'r3'))?.error).toBe('declined');
  await expect(frame.getByLabel('Numéro de la carte')).toHaveAccessibleDescription('Cette carte a été refusée.');
  await expect(frame.locator('body')).not.toContainText(/bac à sable|sandbox|test/i);
});

test('PayPal: a local approval gives the page a PayPal nonce with the payer’s e-mail; leaving PayPal withdraws it', async ({ page }) => {
  const frame = await open(page, 'en');
  await frame.getByRole('radio', { name: 'PayPal' }).check();
  await frame.getByLabel('PayPal account email').fill('acheteur@example.ca');
  await frame.getByRole('button', { name: 'Approve with PayPal' }).click();
  await expect(frame.getByText('PayPal account approved: acheteur@example.ca')).toBeVisible();
  await expect.poll(async () => (await lastOf(page, 'paypal'))?.payload?.email).toBe('acheteur@example.ca');
  expect((await lastOf(page, 'paypal'))?.payload?.nonce).toMatch(/^tokenpp_/);
  await frame.getByRole('radio', { name: 'Credit card' }).check();
  await expect.poll(async () => (await lastOf(page, 'paypal'))?.payload).toBeNull();
});

test('a client token the merchant did not sign fails the frame’s start (token)', async ({ page }) => {
  await page.goto(host.pageUrl('fr', 'forged'));
  await expect.poll(async () => (await lastOf(page, 'error'))?.error).toBe('token');
  await expect(page.frameLocator('#card-fields').getByRole('alert')).toHaveText('Le module de paiement n’a pas pu être initialisé.');
});

test('the page’s init message may switch the frame’s language', async ({ page }) => {
  await page.goto(host.pageUrl('fr', 'good', 'en'));
  await expect.poll(async () => (await lastOf(page, 'ready'))?.type).toBe('ready');
  const frame = page.frameLocator('#card-fields');
  await expect(frame.getByLabel('Card number')).toBeVisible();
  await expect(frame.locator('html')).toHaveAttribute('lang', 'en-CA');
});

test('3-D Secure without a challenge (4000000000001000): a new nonce, the liability shifted', async ({ page }) => {
  await open(page, 'en');
  await fillCard(page, 'en', '4000 0000 0000 1000');
  const nonce = await tokenized(page, 'c1');
  await verify(page, 'v1', nonce);
  await expect.poll(async () => (await answerTo(page, 'v1'))?.type).toBe('verified');
  const verified = await answerTo(page, 'v1');
  expect(verified).toMatchObject({ status: 'authenticate_successful', liabilityShifted: true, liabilityShiftPossible: true });
  expect(verified?.nonce).not.toBe(nonce);
});

test('the issuer’s challenge (4000000000001091) in the frame, in French: confirmed, the liability shifts', async ({ page }) => {
  const frame = await open(page, 'fr');
  await fillCard(page, 'fr', '4000 0000 0000 1091');
  const nonce = await tokenized(page, 'c2');
  await verify(page, 'v2', nonce);
  const dialog = frame.getByRole('dialog', { name: 'Vérification par votre banque' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Votre banque vous demande de confirmer ce paiement de 123,45');
  await expect(dialog.getByRole('button', { name: 'Confirmer le paiement' })).toBeFocused();
  await expect(frame.getByLabel('Numéro de la carte')).toBeHidden();
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await answerTo(page, 'v2'))?.type).toBe('verified');
  expect(await answerTo(page, 'v2')).toMatchObject({ status: 'authenticate_successful', liabilityShifted: true });
  await expect(dialog).toBeHidden();
  await expect(frame.getByLabel('Numéro de la carte')).toBeVisible();
});

test('a failed challenge (4000000000001109) leaves the liability possible but not shifted', async ({ page }) => {
  const frame = await open(page, 'en');
  await fillCard(page, 'en', '4000 0000 0000 1109');
  await verify(page, 'v3', await tokenized(page, 'c3'));
  await frame.getByRole('dialog', { name: 'Verification by your bank' }).getByRole('button', { name: 'Confirm the payment' }).click();
  await expect.poll(async () => (await answerTo(page, 'v3'))?.type).toBe('verified');
  expect(await answerTo(page, 'v3')).toMatchObject({
    status: 'authenticate_failed',
    liabilityShifted: false,
    liabilityShiftPossible: true,
  });
});

test('a challenge the buyer closes, with its button or Escape, tells the page authenticationCancelled', async ({ page }) => {
  const frame = await open(page, 'en');
  await fillCard(page, 'en', '4000 0000 0000 1091');
  await verify(page, 'v4', await tokenized(page, 'c4'));
  await frame.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect.poll(async () => (await answerTo(page, 'v4'))?.error).toBe('authenticationCancelled');
  await verify(page, 'v5', await tokenized(page, 'c5'));
  await expect(frame.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect.poll(async () => (await answerTo(page, 'v5'))?.error).toBe('authenticationCancelled');
});
