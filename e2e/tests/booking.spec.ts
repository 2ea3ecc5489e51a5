// The service booking on the composed site (issue 31): from the service page's package to a confirmed combo on the store
// API, its mails in the outbox, and the mail's signed link opening the booking on the page.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';

/** The store API's folder in the suite's own state (STOREFRONT_VAR_DIR is set by the suite's config). */
const apiDir = () => join(resolve(process.env.STOREFRONT_VAR_DIR ?? '.var/e2e'), 'api');

/** The mails the API wrote to one address, quoted-printable undone (its links read as sent). */
function mailsTo(email: string): string[] {
  const folder = join(apiDir(), 'mail-outbox');
  if (!existsSync(folder)) return [];
  return (
    readdirSync(folder)
      .filter((name) => name.endsWith('.eml'))
      .map((name) => readFileSync(join(folder, name), 'utf8'))
      // The customer's own (the store's copy names them in Reply-To).
      .filter((mail) => new RegExp(`^To: ${email}`, 'm').test(mail))
      .map((mail) => mail.replace(/=\r?\n/g, '').replace(/=3D/g, '='))
  );
}

/** The first half-day with room in the day list (earlier runs of the suite may have taken some). */
async function pickFirstOpen(picker: Locator) {
  await picker.locator('li[data-day] button:not([data-full])').first().click();
}

test('a package of the service page books a combo: two numbers, two mails with their calendar files, a link that opens it', async ({
  page,
}) => {
  const email = `reservation-${Date.now()}@example.com`;
  await page.goto('/fr/installation-reparation-entretien');
  await page.locator('[data-package="forfait_3"]').getByRole('link', { name: 'Réserver' }).click();
  await expect(page).toHaveURL(/\/fr\/reservation-entretien\?forfait=forfait_3$/);
  const booking = page.locator('main [data-page="serviceBooking"]');
  await expect(booking.locator('form[data-form="booking-choice"]')).toHaveAttribute('data-hydrated', 'true');
  await expect(booking.getByRole('radio', { name: /Combo ouverture et fermeture/ })).toBeChecked();
  await booking.getByLabel(/^Code postal/).fill('H7S 1M9');
  await booking.getByRole('button', { name: 'Voir les dates libres' }).click();

  await expect(booking.getByRole('heading', { name: 'Choisissez le jour de l’ouverture' })).toBeVisible();
  await pickFirstOpen(booking.getByTestId('day-picker'));
  await expect(booking.getByRole('heading', { name: 'Choisissez le jour de la fermeture' })).toBeVisible();
  await pickFirstOpen(booking.getByTestId('day-picker'));

  await expect(booking.getByRole('timer')).toHaveText(/^(10:00|9:\d\d)$/);
  const form = booking.locator('form[data-form="booking"]');
  await form.getByLabel(/^Prénom/).fill('Marie');
  await form.getByLabel(/^Nom/).fill('Côté');
  await form.getByLabel(/^Courriel/).fill(email);
  await form.getByLabel(/^Téléphone/).fill('450 555-0123');
  await form.getByLabel(/^Adresse/).fill('12, rue des Érables');
  await form.getByLabel(/^Ville/).fill('Laval');
  await booking.getByRole('button', { name: 'Confirmer la réservation' }).click();

  const done = booking.getByTestId('booking-done');
  await expect(done).toContainText(/Vos numéros de réservation\s: R-\d+ \(ouverture\) et R-\d+ \(fermeture\)/);
  const [, opening] = /(R-\d+) \(ouverture\)/.exec((await done.textContent()) ?? '')!;
  await expect(done).toContainText(/Total avant taxes\s: 218,00\s\$/);

  await expect.poll(() => mailsTo(email).length, { timeout: 15_000 }).toBe(2);
  // The opening's mail: its own calendar file and its own link.
  const mail = mailsTo(email).find((text) => text.includes(`reservation-${opening}.ics`));
  expect(mail).toBeDefined();
  expect(mail).toMatch(/content-type: text\/calendar/i);
  const link = new RegExp(`(http://\\S+/fr/reservation-entretien\\?reservation=${opening}&key=[\\w-]+)`).exec(mail!)?.[1];
  expect(link).toBeDefined();

  // The mail's link opens the booking on the page, which can still move or cancel it (months ahead).
  await page.goto(link!);
  const manage = page.getByTestId('manage-booking');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Votre réservation ${opening}`);
  await expect(manage).toContainText('Cette visite fait partie d’un combo');
  await expect(manage.getByRole('button', { name: 'Changer de jour' })).toBeVisible();
});

test('the mega menu leads to the booking page in English', async ({ page }) => {
  await page.goto('/en');
  await page.getByTestId('mega-menu-toggle').click();
  await page.getByTestId('mega-menu').getByRole('link', { name: 'Book an opening or closing' }).click();
  await expect(page).toHaveURL(/\/en\/service-booking$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book your pool opening or closing');
});
