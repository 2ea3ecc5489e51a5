// The service booking on the composed site (issues 31 and 45): from the service page's package to a confirmed combo on the
// store API, its mails in the outbox, the confirmation printed alone, and the mail's signed link opening the booking on the
// page; the calendar by keyboard, the postal code carried, the busy state, and an unserved area's request to be told.
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

/** The first half-day with room: the calendar opens on the first day that has some (earlier runs may have taken places). */
async function pickFirstOpen(picker: Locator) {
  await picker.locator('[data-testid="day-halves"] button:not([data-full])').first().click();
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
  await expect(done.getByTestId('booking-package')).toHaveText(/^Forfait\s:\sCombo ouverture et fermeture, 218,00\s\$ avant taxes$/);

  // Printed, the confirmation is alone: no skip link, header, bottom bar, newsletter or footer.
  await page.emulateMedia({ media: 'print' });
  await expect(done).toBeVisible();
  for (const part of [
    page.locator('#aller-au-contenu'),
    page.getByTestId('navigator'),
    page.getByTestId('mobile-navigator'),
    page.getByTestId('newsletter-block'),
    page.getByRole('contentinfo'),
    page.getByRole('heading', { level: 1 }),
    booking.getByRole('button', { name: 'Imprimer la confirmation' }),
  ])
    await expect(part).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('contentinfo')).toBeVisible();

  await expect.poll(() => mailsTo(email).length, { timeout: 15_000 }).toBe(2);
  // The opening's mail: its own calendar file and its own link.
  const mail = mailsTo(email).find((text) => text.includes(`reservation-${opening}.ics`));
  expect(mail).toBeDefined();
  expect(mail).toMatch(/content-type: text\/calendar/i);
  // The mail names the package and its price too.
  expect(mail).toContain('Combo ouverture et fermeture');
  expect(mail).toMatch(/218,00/);
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

test('the calendar by keyboard, the postal code carried to the details, and the wait shown on each action', async ({ page }) => {
  await page.goto('/fr/reservation-entretien?service=opening');
  const booking = page.locator('main [data-page="serviceBooking"]');
  await expect(booking.locator('form[data-form="booking-choice"]')).toHaveAttribute('data-hydrated', 'true');
  const seeDays = booking.locator('form[data-form="booking-choice"] button[type="submit"]');
  // The store API's answer is held until the wait has been seen: a fast answer would end it before it is looked at. The
  // days are asked for as soon as the postal code is valid: held from then, the click waits on that same answer.
  let answer = () => {};
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route(
    (url) => url.pathname === '/bookings/availability',
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await booking.getByLabel(/^Code postal/).fill('h7s1m9');
  await seeDays.click();
  // The button says it works, and takes no second click meanwhile.
  await expect(seeDays).toHaveAttribute('aria-busy', 'true');
  await expect(seeDays).toBeDisabled();
  answer();
  const picker = booking.getByTestId('day-picker');
  await expect(picker.getByRole('grid', { name: /avril 2027/ })).toBeVisible();
  await expect(picker.getByRole('button', { name: /^dimanche 18 avril 2027/ })).toBeDisabled();

  // Page Down opens May with the focus on a day; Enter chooses the day the arrows reach; its half-days follow.
  const chosen = picker.getByTestId('day-halves');
  const first = await chosen.getAttribute('data-day');
  await picker.locator('[role="gridcell"][aria-selected="true"] button').focus();
  await page.keyboard.press('PageDown');
  await expect(picker.getByRole('grid', { name: /mai 2027/ })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
  expect(focused).toMatch(/mai 2027, \d+ places? libres?$/);
  await page.keyboard.press('Enter');
  await expect(chosen).not.toHaveAttribute('data-day', first!);
  await expect(chosen.getByRole('heading')).toHaveText(`Demi-journées du ${focused.replace(/, \d+ places? libres?$/, '')}`);

  const half = chosen.locator('button[data-half]:not([data-full])').first();
  await half.click();
  await expect(booking.getByRole('heading', { name: 'Vos coordonnées' })).toBeVisible();
  const form = booking.locator('form[data-form="booking"]');
  await expect(form.getByLabel(/^Code postal/)).toHaveValue('H7S 1M9');
  await expect(form.getByLabel(/^Code postal/)).toHaveAttribute('readonly', '');
  await form.getByRole('button', { name: 'Modifier le code postal' }).click();
  await expect(booking.getByLabel(/^Code postal/)).toBeFocused();
});

test('an unserved area sees the areas served and leaves its address to be told, its consent kept', async ({ page }) => {
  await page.goto('/en/service-booking?service=closing');
  const booking = page.locator('main [data-page="serviceBooking"]');
  await expect(booking.locator('form[data-form="booking-choice"]')).toHaveAttribute('data-hydrated', 'true');
  await booking.getByLabel(/^Postal code/).fill('H2X 1Y4');
  await booking.getByRole('button', { name: 'See open dates' }).click();
  await expect(booking.getByTestId('booking-error')).toHaveText(/^We do not serve this area yet\. Call us at /);
  const unserved = booking.getByTestId('unserved-area');
  await expect(unserved.getByRole('listitem').filter({ hasText: /^Laval: H7A, / })).toBeVisible();
  await expect(unserved.getByRole('listitem').filter({ hasText: 'Rosemère: J7A' })).toBeVisible();
  const email = `secteur-${Date.now()}@example.com`;
  await unserved.getByLabel(/^Email/).fill(email);
  await unserved.getByRole('checkbox').check();
  const sent = page.waitForResponse((response) => new URL(response.url()).pathname === '/bookings/area-waitlist');
  await unserved.getByRole('button', { name: 'Tell me' }).click();
  expect((await sent).status()).toBe(202);
  await expect(unserved.getByRole('status')).toHaveText(`Noted: we will write to ${email} when we serve the H2X area.`);
  await expect(booking.getByTestId('booking-error')).toHaveCount(0);
});
