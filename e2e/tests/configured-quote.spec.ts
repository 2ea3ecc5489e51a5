// A configured model's quote end to end (ADR 0043): options chosen on the model page, the quote form opened with them, the lead
// sent with the configuration as ids, priced again by the store API from the catalogue, stored, and mailed to the staff as a table.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sitePorts } from '@storefront/mf-config';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const apiDir = () => join(resolve(process.env.STOREFRONT_VAR_DIR ?? '.var/e2e'), 'api');
const label = (text: string) => new RegExp(`^${text}( \\*)?$`);

/** The store's notification for one lead, from the API's .eml outbox, its quoted-printable text decoded. */
function staffMail(id: string): string | undefined {
  const folder = join(apiDir(), 'mail-outbox');
  if (!existsSync(folder)) return undefined;
  return readdirSync(folder)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => readFileSync(join(folder, name), 'utf8'))
    .filter((mail) => mail.toLowerCase().includes(`x-submission-id: ${id}`))
    .map((mail) =>
      Buffer.from(
        mail.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8'),
    )[0];
}

interface Customer {
  first: string;
  last: string;
  email: string;
  phone: string;
  street: string;
}

/** Fills the quote form opened from a model page as a customer in Laval would, sends it, and gives the stored lead's id. */
async function sendQuote(page: Page, customer: Customer): Promise<string> {
  const form = page.locator('form[data-form="quote"]');
  await expect(form).toHaveAttribute('data-hydrated', 'true');
  await form.getByLabel(label('Prénom')).fill(customer.first);
  await form.getByLabel(label('Nom')).fill(customer.last);
  await form.getByLabel(label('Courriel')).fill(customer.email);
  await form.getByLabel(label('Téléphone')).fill(customer.phone);
  await form.getByLabel(label('Adresse')).fill(customer.street);
  await form.getByLabel(label('Ville')).fill('Laval');
  await form.getByLabel(label('Code postal')).fill('h7s 1m9');
  const answer = page.waitForResponse(
    (response) => response.url().includes('/forms/quote?lang=fr') && response.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Envoyer' }).click();
  const response = await answer;
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test('a pool configured on its page is quoted as configured: stored with the server’s prices and mailed as a table', async ({
  page,
  request,
}) => {
  await page.goto('/fr/collection/piscines-hors-terre/riviera-ronde-24-pi');
  await page
    .getByRole('group', { name: 'Parois' })
    .getByRole('radio', { name: /Bois flotté/ })
    .check();
  await page
    .getByRole('group', { name: 'Toiles' })
    .getByRole('radio', { name: /Marbre bleu nuit/ })
    .check();
  // Steps are optional: left empty, nothing is added. 4 409,10 $ + 300 $ + 250 $ before taxes.
  await expect(page.getByRole('group', { name: 'Escaliers (facultatif)' }).getByRole('radio', { name: /Aucun/ })).toBeChecked();
  await expect(page.getByTestId('configuration-summary').locator('[data-line="subtotal"]')).toContainText(/4\s959,10\s\$/);
  await page.getByRole('link', { name: 'Demander une soumission pour cette configuration' }).click();

  await expect(page).toHaveURL(/\/fr\/demande-soumission\?modele=riviera-ronde-24-pi&/);
  const summary = page.getByTestId('quote-configuration');
  await expect(summary.getByRole('row', { name: /Escalier Aucun/ })).toBeVisible();
  await expect(summary.getByRole('row', { name: /Total avant taxes/ })).toContainText(/4\s959,10\s\$/);
  const id = await sendQuote(page, {
    first: 'Marie',
    last: 'Côté',
    email: 'marie.config@example.com',
    phone: '450 555-0123',
    street: '12, rue des Érables',
  });
  await expect(page.getByTestId('lead-confirmation').getByRole('heading', { name: 'Confirmation' })).toBeVisible();

  // Stored with the configuration the API priced from the catalogue.
  const stored = await request.get(`http://localhost:${sitePorts().api}/staff/leads/${id}`, {
    headers: { authorization: `Bearer ${process.env.API_STAFF_TOKEN}` },
  });
  expect(stored.status()).toBe(200);
  expect((await stored.json()).configuration).toEqual({
    model: { handle: 'riviera-ronde-24-pi', title: 'Riviera ronde 24 pi', kind: 'pool' },
    base: 4409.1,
    lines: [
      { list: 'shapes', option: 'ronde', title: 'Ronde', price: 0 },
      { list: 'liners', option: 'marbre-bleu-nuit', title: 'Marbre bleu nuit', price: 250 },
      { list: 'steps', option: null, title: null, price: 0 },
      { list: 'walls', option: 'bois-flotte', title: 'Bois flotté', price: 300 },
    ],
    total: 4959.1,
  });

  // Mailed to the staff with the table (option, choice, price), the total before taxes and Quebec's pool safety rule.
  await expect.poll(() => staffMail(id) !== undefined, { timeout: 15_000 }).toBe(true);
  const mail = staffMail(id)!;
  expect(mail).toContain('Configuration demandée : Riviera ronde 24 pi (piscine)');
  expect(mail).toMatch(/Toile\s+\| Marbre bleu nuit\s+\|\s+250,00\s\$/);
  expect(mail).toMatch(/Escalier\s+\| Aucun\s+\|\s+—/);
  expect(mail).toMatch(/Total avant taxes\s+\|\s+\|\s+4\s959,10\s\$/);
  expect(mail).toContain('Règlement sur la sécurité des piscines résidentielles');
});

test('a spa’s steps are "Marches" on its model page, on the quote form and in the staff’s mail, never a pool’s "Escalier"', async ({
  page,
}) => {
  await page.goto('/fr/collection/spas/harmonie-h7');
  const steps = page.getByRole('group', { name: 'Marches (facultatif)' });
  await steps.getByRole('radio', { name: /Marches doubles avec rangement/ }).check();
  await expect(page.getByTestId('configuration-summary').locator('[data-line="steps"] dt')).toHaveText(
    /^Marches\s*Marches doubles avec rangement$/,
  );
  await page.getByRole('link', { name: 'Demander une soumission pour cette configuration' }).click();

  await expect(page).toHaveURL(/\/fr\/demande-soumission\?modele=harmonie-h7&/);
  const summary = page.getByTestId('quote-configuration');
  await expect(summary.getByRole('rowheader', { name: 'Marches', exact: true })).toBeVisible();
  await expect(summary).not.toContainText('Escalier');
  const id = await sendQuote(page, {
    first: 'Marc',
    last: 'Gagnon',
    email: 'marc.spa@example.com',
    phone: '450 555-0124',
    street: '14, rue des Érables',
  });

  await expect.poll(() => staffMail(id) !== undefined, { timeout: 15_000 }).toBe(true);
  const mail = staffMail(id)!;
  expect(mail).toContain('Configuration demandée : Harmonie H7 (spa)');
  expect(mail).toMatch(/Marches\s+\| Marches doubles avec rangement\s+\|\s+299,00\s\$/);
  expect(mail).not.toContain('Escalier');
});
