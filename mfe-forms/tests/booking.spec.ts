// The service booking page (ADR 0044) alone in its harness, the store API's booking routes answered by the test: a combo
// from its package to its two numbers, the refusals' messages, the waiting list and its confirmation link, the hold's
// expiry, the signed link and a waiting list's offer.
import { expect, test, type Page, type Request } from '@playwright/test';
import { API, expectAxeClean, expectNoHorizontalScroll } from './support';

const PRICES = {
  opening: { single: 119, combo: 218, combo2Years: 208 },
  closing: { single: 119, combo: 218, combo2Years: 208 },
};
const day = (date: string, morning: number, afternoon: number) => ({ day: date, weekday: 1, morning, afternoon });
const AVAILABILITY = {
  opening: {
    area: { fsa: 'H7S', name: 'Laval' },
    service: 'opening',
    window: { from: '2027-04-15', to: '2027-06-15' },
    days: [day('2027-04-19', 6, 0), day('2027-04-20', 2, 1), day('2027-05-03', 6, 6)],
  },
  closing: {
    area: { fsa: 'H7S', name: 'Laval' },
    service: 'closing',
    window: { from: '2027-09-01', to: '2027-10-31' },
    days: [day('2027-09-13', 3, 3)],
  },
};

interface BookingStub {
  posts: Request[];
  /** What a route answers instead of its default: status and body. */
  answers: Record<string, { status: number; body: unknown }>;
  /** How long every answer waits (the store API takes 1.0–1.6 s on a busy day). */
  delayMs: number;
}

/** Answers the booking routes (and the integrity token) as the store API does, or as `answers` says. */
async function stubBooking(page: Page): Promise<BookingStub> {
  const stub: BookingStub = { posts: [], answers: {}, delayMs: 0 };
  const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type, x-firebase-appcheck' };
  const json = (status: number, body: unknown) => ({ status, headers: cors, contentType: 'application/json', body: JSON.stringify(body) });
  await page.route(`${API}/integrity/token`, (route) =>
    route.fulfill(json(200, { token: 'test-token', expiresAt: Date.now() + 3_600_000 })),
  );
  await page.route(`${API}/bookings**`, async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    if (stub.delayMs) await new Promise((resolve) => setTimeout(resolve, stub.delayMs));
    const url = new URL(request.url());
    // POST /bookings is 'confirm'; a booking's own routes are 'R', 'R/change', 'R/cancel'.
    const name = url.pathname.replace(/^\/bookings\/?/, '').replace(/^R-\d+/, 'R') || 'confirm';
    if (request.method() === 'POST') stub.posts.push(request);
    const answer = stub.answers[name];
    if (answer) return route.fulfill(json(answer.status, answer.body));
    if (name === 'prices') return route.fulfill(json(200, PRICES));
    if (name === 'availability') {
      const service = url.searchParams.get('service') as 'opening' | 'closing';
      return route.fulfill(json(200, AVAILABILITY[service]));
    }
    if (name === 'holds') {
      const body = request.postDataJSON();
      return route.fulfill(
        json(201, { holdId: `${body.service}-hold-0000-0000-000000000000`, expiresIn: 600, day: body.day, half: body.half }),
      );
    }
    if (name === 'waitlist') return route.fulfill(json(202, { status: 'pending', confirmHours: 48 }));
    if (name === 'area-waitlist') return route.fulfill(json(202, { status: 'recorded', fsa: 'H2X' }));
    return route.fulfill(json(404, {}));
  });
  return stub;
}

const visit = (number: string, service: string, date: string, half: string, price: number) => ({
  number,
  service,
  day: date,
  half,
  price,
  manageUrl: `http://localhost/fr/reservation-entretien?reservation=${number}&key=k`,
});

async function ready(page: Page) {
  await expect(page.locator('form[data-form="booking-choice"]')).toHaveAttribute('data-hydrated', 'true');
}

/** The chosen day's half-days, under the calendar. */
const halvesOf = (page: Page, date: string) => page.locator(`[data-testid="day-halves"][data-day="${date}"]`);

test('fr: a combo from its package, both visits held, the details checked, then its two numbers and what the mail brings', async ({
  page,
}) => {
  const stub = await stubBooking(page);
  await page.goto('/fr/reservation-entretien?forfait=forfait_3');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Réserver l’ouverture ou la fermeture de votre piscine');
  await ready(page);
  // The prices are the API's, the combo chosen by default, the package the link's.
  await expect(page.getByRole('radio', { name: /Combo ouverture et fermeture/ })).toBeChecked();
  await expect(page.locator('label', { hasText: 'Combo ouverture et fermeture' })).toContainText(/218,00\s\$/);
  await expect(page.locator('label', { hasText: 'Combo ouverture et fermeture' })).toContainText(/Économisez 20,00\s\$/);
  // Each package says what it includes and its price, as a radio group described by them.
  const combo = page.getByRole('radio', { name: 'Combo ouverture et fermeture 218,00 $' });
  await expect(combo).toHaveAccessibleDescription(
    'Économisez 20,00 $ Les deux visites de la saison, l’ouverture au printemps et la fermeture à l’automne, au lieu de 238,00 $ séparément.',
  );
  await expect(page.getByRole('radio', { name: 'Ouverture 119,00 $' })).toHaveAccessibleDescription(
    /^Une visite au printemps\s:\snous retirons/,
  );
  await expect(page.getByRole('group', { name: 'Votre forfait' }).getByRole('radio')).toHaveCount(4);
  await page.getByRole('button', { name: 'Voir les dates libres' }).click();
  const postalError = page.getByText('Entrez un code postal canadien valide, par exemple H7S 1M9.');
  await expect(postalError).toBeVisible();
  await expect(page.getByLabel('Code postal')).toBeFocused();
  await page.getByLabel('Code postal').fill('h7s 1m9');
  await page.getByRole('button', { name: 'Voir les dates libres' }).click();

  await expect(page.getByRole('heading', { name: 'Choisissez le jour de l’ouverture' })).toBeVisible();
  await expect(page.getByText('Secteur : Laval (H7S)')).toBeVisible();
  // The step succeeded: its error is gone.
  await expect(postalError).toHaveCount(0);
  // The calendar opens on the first day with room, its half-days beside it.
  await expect(page.getByRole('grid', { name: 'avril 2027' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'lundi 19 avril 2027, 6 places libres' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^dimanche 18 avril 2027/ })).toBeDisabled();
  const monday = halvesOf(page, '2027-04-19');
  await expect(monday.getByRole('heading')).toHaveText('Demi-journées du lundi 19 avril 2027');
  await expect(monday.getByRole('button', { name: /Après-midi.*Complet/ })).toBeVisible();
  await expectAxeClean(page);
  await expectNoHorizontalScroll(page);
  await monday.getByRole('button', { name: /Avant-midi.*6 places/ }).click();

  await expect(page.getByRole('heading', { name: 'Choisissez le jour de la fermeture' })).toBeVisible();
  await halvesOf(page, '2027-09-13')
    .getByRole('button', { name: /Après-midi/ })
    .click();

  await expect(page.getByRole('heading', { name: 'Vos coordonnées' })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^(10:00|9:5\d)$/);
  await expect(page.getByTestId('booking-summary')).toContainText('Ouverture de piscine : lundi 19 avril 2027, avant-midi (8 h à 12 h)');
  await expect(page.getByTestId('booking-summary')).toContainText('Fermeture de piscine : lundi 13 septembre 2027, après-midi');
  await expect(page.getByTestId('booking-summary')).toContainText('Combo ouverture et fermeture · Hors terre · H7S 1M9 — 218,00 $');
  // The postal code of the first step, carried: read-only, and "Modifier" goes back to it.
  const form = page.locator('form[data-form="booking"]');
  await expect(form.getByLabel(/^Code postal/)).toHaveValue('H7S 1M9');
  await expect(form.getByLabel(/^Code postal/)).toHaveAttribute('readonly', '');
  await expect(form.getByRole('button', { name: 'Modifier le code postal' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirmer la réservation' }).click();
  await expect(page.getByText('Le champ « Prénom » est requis.')).toBeVisible();
  await expect(form.getByLabel(/^Prénom/)).toBeFocused();
  await form.getByLabel(/^Prénom/).fill('Marie');
  await form.getByLabel(/^Nom/).fill('Côté');
  await form.getByLabel(/^Courriel/).fill('marie@example.com');
  await form.getByLabel(/^Téléphone/).fill('450 555-0123');
  await form.getByLabel(/^Adresse/).fill('12, rue des Érables');
  await form.getByLabel(/^Ville/).fill('Laval');
  await expectAxeClean(page);
  // A field the API refuses is said on the field, with the form's summary: one problem, no second alert above.
  stub.answers.confirm = {
    status: 400,
    body: { statusCode: 400, error: 'invalidBooking', fields: [{ field: 'phone', rule: 'pattern' }] },
  };
  await page.getByRole('button', { name: 'Confirmer la réservation' }).click();
  await expect(form.getByLabel(/^Téléphone/)).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByRole('alert')).toHaveText('Le formulaire contient 1 erreur. Corrigez le champ indiqué.');
  await expect(page.getByTestId('booking-error')).toHaveCount(0);
  // A postal code the API finds in another area than the held places' (staff moved it meanwhile): said as such.
  stub.answers.confirm = {
    status: 400,
    body: { statusCode: 400, error: 'invalidBooking', fields: [{ field: 'postalCode', rule: 'pattern' }] },
  };
  await page.getByRole('button', { name: 'Confirmer la réservation' }).click();
  await expect(page.getByTestId('booking-error')).toHaveText(
    'Ce code postal n’est pas dans le secteur de la place retenue (H7S). Choisissez de nouveau une date pour ce code postal.',
  );
  await expect(form.getByLabel(/^Code postal/)).toHaveAttribute('aria-invalid', 'true');
  stub.answers.confirm = {
    status: 201,
    body: {
      ...visit('R-1001', 'opening', '2027-04-19', 'morning', 109),
      offer: 'combo',
      total: 218,
      second: visit('R-1002', 'closing', '2027-09-13', 'afternoon', 109),
    },
  };
  const sent = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/bookings');
  await page.getByRole('button', { name: 'Confirmer la réservation' }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    service: 'opening',
    offer: 'combo',
    package: 'forfait_3',
    poolType: 'aboveGround',
    price: 218,
    holdId: 'opening-hold-0000-0000-000000000000',
    second: { holdId: 'closing-hold-0000-0000-000000000000' },
    customer: { firstname: 'Marie', email: 'marie@example.com', postalCode: 'H7S 1M9', province: 'QC' },
  });
  const done = page.getByTestId('booking-done');
  await expect(done.getByRole('heading', { name: 'Réservation confirmée' })).toBeFocused();
  await expect(done).toContainText('Vos numéros de réservation : R-1001 (ouverture) et R-1002 (fermeture)');
  await expect(done).toContainText('Un courriel de confirmation part vers marie@example.com');
  await expect(done).toContainText('Vous recevez un courriel par visite');
  await expect(done.getByTestId('booking-package')).toHaveText('Forfait : Combo ouverture et fermeture, 218,00 $ avant taxes');
  await expect(done).toHaveAttribute('data-print-alone', '');
  // The step succeeded: the refusal before it is gone.
  await expect(page.getByTestId('booking-error')).toHaveCount(0);
  await expectAxeClean(page);
});

test('en: the unserved area with the store’s phone, and a full half-day’s waiting list confirmed by mail', async ({ page }) => {
  const stub = await stubBooking(page);
  await page.goto('/en/service-booking?service=opening');
  await ready(page);
  await expect(page.getByRole('radio', { name: /^Opening \$119\.00/ })).toBeChecked();
  await page.getByLabel('Postal code').fill('H2X');
  await page.getByRole('button', { name: 'See open dates' }).click();
  const postalError = page.getByText('Enter a valid Canadian postal code, for example H7S 1M9.');
  await expect(postalError).toBeVisible();
  await page.getByLabel('Postal code').fill('H2X 1Y4');
  stub.answers.availability = {
    status: 422,
    body: {
      statusCode: 422,
      error: 'unservedArea',
      message: 'x',
      fsa: 'H2X',
      phone: '450 555-0123',
      areas: [
        { name: 'Laval', fsas: ['H7S', 'H7T'] },
        { name: 'Rosemère', fsas: ['J7A'] },
      ],
    },
  };
  await page.getByRole('button', { name: 'See open dates' }).click();
  const refusal = page.getByTestId('booking-error');
  await expect(refusal).toHaveText('We do not serve this area yet. Call us at 450 555-0123.');
  await expect(refusal.getByRole('link', { name: '450 555-0123' })).toHaveAttribute('href', 'tel:+14505550123');
  // One problem at a time: the new one replaced the postal code's.
  await expect(postalError).toHaveCount(0);

  // The areas served, and a request to be told, with its consent.
  const unserved = page.getByTestId('unserved-area');
  await expect(unserved.getByRole('listitem')).toHaveText(['Laval: H7S, H7T', 'Rosemère: J7A']);
  await expect(unserved.getByRole('heading')).toHaveText('Be told when we serve the H2X area');
  await unserved.getByLabel(/^Email/).fill('luc@example.com');
  await unserved.getByRole('button', { name: 'Tell me' }).click();
  await expect(unserved.getByText('Tick the box so that we may write to you.')).toBeVisible();
  await expect(unserved.getByRole('checkbox')).toBeFocused();
  expect(stub.posts).toHaveLength(0);
  await unserved
    .getByRole('checkbox', {
      name: 'I agree that Piscines Soleil may email me once, when its technical service serves my area. I can withdraw my consent at any time.',
    })
    .check();
  await expectAxeClean(page);
  await unserved.getByRole('button', { name: 'Tell me' }).click();
  await expect(unserved.getByRole('status')).toHaveText('Noted: we will write to luc@example.com when we serve the H2X area.');
  expect(new URL(stub.posts.at(-1)!.url()).pathname).toBe('/bookings/area-waitlist');
  expect(stub.posts.at(-1)!.postDataJSON()).toEqual({ postalCode: 'H2X 1Y4', email: 'luc@example.com', consent: true });
  await expect(refusal).toHaveCount(0);

  delete stub.answers.availability;
  await page.getByLabel('Postal code').fill('H7S 1M9');
  await expect(unserved).toHaveCount(0);
  await page.getByRole('button', { name: 'See open dates' }).click();
  await halvesOf(page, '2027-04-19')
    .getByRole('button', { name: /Afternoon.*Full/ })
    .click();
  const waitlist = page.getByTestId('waitlist');
  await expect(waitlist.getByRole('heading')).toHaveText('Waiting list: Monday, April 19, 2027, afternoon (1 p.m. to 5 p.m.)');
  await waitlist.getByLabel(/^First name/).fill('Luc');
  await waitlist.getByLabel(/^Email/).fill('luc@example.com');
  await waitlist.getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(waitlist.getByRole('status')).toHaveText(
    'Check your email: we wrote to luc@example.com to confirm your place on the waiting list. It only counts once confirmed with the email’s link, valid for 48 hours.',
  );
  expect(stub.posts.at(-1)!.postDataJSON()).toMatchObject({
    service: 'opening',
    day: '2027-04-19',
    half: 'afternoon',
    email: 'luc@example.com',
  });
  await expectAxeClean(page);

  // One address's bound: said in words, with the store's phone.
  await waitlist.getByRole('button', { name: 'Choose another date' }).click();
  await halvesOf(page, '2027-04-19')
    .getByRole('button', { name: /Afternoon.*Full/ })
    .click();
  await waitlist.getByLabel(/^First name/).fill('Luc');
  await waitlist.getByLabel(/^Email/).fill('luc@example.com');
  stub.answers.waitlist = { status: 429, body: { statusCode: 429, error: 'waitlistAddressLimit', message: 'x', limit: 3 } };
  await waitlist.getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(page.getByTestId('booking-error')).toHaveText(
    'This email address already has 3 waiting-list requests this season, confirmed or awaiting confirmation: that is the most we take. Call us at 1 800 555-0199 for another date.',
  );
  delete stub.answers.waitlist;

  // The last place taken between the list and the click: said in words, and the list read again.
  await waitlist.getByRole('button', { name: 'Choose another date' }).click();
  stub.answers.holds = { status: 409, body: { statusCode: 409, error: 'full', waitlist: true } };
  await page.getByRole('button', { name: 'Tuesday, April 20, 2027, 3 places left' }).click();
  await halvesOf(page, '2027-04-20')
    .getByRole('button', { name: /Afternoon/ })
    .click();
  await expect(page.getByTestId('booking-error')).toHaveText(
    'Full: someone just took the last place of this half-day. Choose another one or join the waiting list.',
  );
  // One client's bound of places held at once: said with its number.
  stub.answers.holds = { status: 429, body: { statusCode: 429, error: 'tooManyHolds', message: 'x', limit: 3 } };
  await halvesOf(page, '2027-04-20')
    .getByRole('button', { name: /Morning/ })
    .click();
  await expect(page.getByTestId('booking-error')).toHaveText(
    'You already hold 3 places. Confirm your booking, or wait for their 10 minutes to run out before holding another.',
  );
});

test('fr: the hold’s 10 minutes run out, the page says so and leads back to the days; a late confirmation is refused in words', async ({
  page,
}) => {
  await page.clock.install();
  const stub = await stubBooking(page);
  await page.goto('/fr/reservation-entretien?service=closing');
  await ready(page);
  await page.getByLabel('Code postal').fill('H7S 1M9');
  await page.getByRole('button', { name: 'Voir les dates libres' }).click();
  await halvesOf(page, '2027-09-13')
    .getByRole('button', { name: /Avant-midi/ })
    .click();
  await expect(page.getByRole('timer')).toHaveText('10:00');
  await page.clock.runFor('09:59');
  await expect(page.getByRole('timer')).toHaveText('0:01');
  await page.clock.runFor(2_000);
  await expect(page.getByTestId('hold-expired')).toContainText(
    'Votre place n’est plus retenue : les 10 minutes sont écoulées et elle est offerte à d’autres.',
  );
  await expect(page.getByRole('button', { name: 'Confirmer la réservation' })).toBeDisabled();
  await page.getByRole('button', { name: 'Choisir de nouveau' }).click();
  await expect(page.getByRole('heading', { name: 'Choisissez le jour de la fermeture' })).toBeVisible();

  // Held again, then the API says the hold ran out (the page's clock was behind): the days again, with the reason.
  await halvesOf(page, '2027-09-13')
    .getByRole('button', { name: /Après-midi/ })
    .click();
  // Held: the expiry's message is gone with the step's success.
  await expect(page.getByTestId('hold-expired')).toHaveCount(0);
  const form = page.locator('form[data-form="booking"]');
  for (const [label, value] of [
    [/^Prénom/, 'Marie'],
    [/^Nom/, 'Côté'],
    [/^Courriel/, 'marie@example.com'],
    [/^Téléphone/, '450 555-0123'],
    [/^Adresse/, '12, rue des Érables'],
    [/^Ville/, 'Laval'],
  ] as const)
    await form.getByLabel(label).fill(value);
  stub.answers.confirm = { status: 410, body: { statusCode: 410, error: 'holdExpired', service: 'closing', message: 'x' } };
  await page.getByRole('button', { name: 'Confirmer la réservation' }).click();
  await expect(page.getByTestId('booking-error')).toHaveText(
    'Votre place n’est plus retenue : le délai est écoulé. Choisissez de nouveau une demi-journée.',
  );
  await expect(page.getByRole('heading', { name: 'Choisissez le jour de la fermeture' })).toBeVisible();
  expect(stub.posts.filter((post) => new URL(post.url()).pathname === '/bookings/holds')).toHaveLength(2);
});

test('the signed link: the booking, another day, its cancellation; 48 hours before, a call; a forged link refused', async ({ page }) => {
  const stub = await stubBooking(page);
  const view = {
    ...visit('R-1001', 'opening', '2027-04-19', 'morning', 109),
    offer: 'combo',
    status: 'confirmed',
    changeable: true,
    changeableUntil: '2027-04-17T12:00:00.000Z',
    postalCode: 'H7S 1M9',
    partner: { number: 'R-1002', service: 'closing', day: '2027-09-13', half: 'afternoon', price: 109, status: 'confirmed' },
  };
  stub.answers.R = { status: 200, body: view };
  await page.goto('/fr/reservation-entretien?reservation=R-1001&key=k');
  const manage = page.getByTestId('manage-booking');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Votre réservation R-1001');
  await expect(manage.getByTestId('booking-when')).toHaveText('lundi 19 avril 2027, avant-midi (8 h à 12 h)');
  await expect(manage).toContainText('l’autre visite (fermeture de piscine) est la réservation R-1002');
  await expect(manage).toContainText('jusqu’au samedi 17 avril 2027 à 08 h 00');
  await manage.getByRole('button', { name: 'Changer de jour' }).click();
  await manage.getByRole('button', { name: 'Aller au mois suivant' }).click();
  await manage.getByRole('button', { name: /^lundi 3 mai 2027/ }).click();
  stub.answers['R/change'] = { status: 200, body: { ...view, day: '2027-05-03', half: 'afternoon' } };
  await halvesOf(page, '2027-05-03')
    .getByRole('button', { name: /Après-midi/ })
    .click();
  await expect(manage.getByRole('status')).toHaveText(
    'Votre rendez-vous est déplacé : lundi 3 mai 2027, après-midi (13 h à 17 h). Un courriel de confirmation suit.',
  );
  expect(stub.posts.at(-1)!.postDataJSON()).toEqual({ day: '2027-05-03', half: 'afternoon' });
  await expectAxeClean(page);

  stub.answers['R/cancel'] = { status: 200, body: { ...view, status: 'cancelled', changeable: false } };
  await manage.getByRole('button', { name: 'Annuler la réservation' }).click();
  await manage.getByRole('button', { name: 'Oui, annuler' }).click();
  await expect(manage.getByRole('status')).toHaveText(
    'Votre réservation est annulée. Un courriel de confirmation suit. L’autre visite du combo, R-1002, reste réservée.',
  );
  await expect(manage.getByRole('button', { name: 'Changer de jour' })).toHaveCount(0);

  stub.answers.R = { status: 200, body: { ...view, changeable: false } };
  await page.goto('/en/service-booking?reservation=R-1001&key=k');
  await expect(page.getByTestId('manage-booking')).toContainText(
    'The visit is less than 48 hours away: it can no longer be changed or cancelled online. Call us at 1 800 555-0199.',
  );
  stub.answers.R = { status: 403, body: { statusCode: 403, error: 'invalidLink', message: 'x' } };
  await page.goto('/en/service-booking?reservation=R-1001&key=forged');
  await expect(page.getByTestId('booking-error')).toHaveText(
    'This booking link is not valid. Use the link in your confirmation email or call us at 1 800 555-0199.',
  );
  await expectNoHorizontalScroll(page);
});

test('fr: the waiting list’s offer mail opens its half-day, held for the visitor, straight to the details, booked by its token', async ({
  page,
}) => {
  const stub = await stubBooking(page);
  const offer = '0b7c3c2e-8f1a-4c55-9d1e-0a6b2f3c4d5e.Yq3b2_-xYq3b2_-xYq3b2_-xYq3b2_-xYq3b2_-xYq3b2_-';
  await page.goto(`/fr/reservation-entretien?service=opening&offer=${offer}&day=2027-04-19&half=morning`);
  await ready(page);
  await expect(page.getByTestId('offer')).toContainText('lundi 19 avril 2027, avant-midi (8 h à 12 h) vous est réservée 24 heures');
  // Only the choices with an opening keep the offered place.
  await expect(page.getByRole('radio')).toHaveCount(3);
  await expect(page.getByRole('radio', { name: /^Ouverture/ })).toBeChecked();
  await page.getByLabel('Code postal').fill('H7S 1M9');
  await page.getByRole('button', { name: 'Voir les dates libres' }).click();
  await expect(page.getByRole('heading', { name: 'Vos coordonnées' })).toBeFocused();
  await expect(page.getByRole('timer')).toHaveCount(0);
  expect(stub.posts).toHaveLength(0);
  const form = page.locator('form[data-form="booking"]');
  for (const [label, value] of [
    [/^Prénom/, 'Luc'],
    [/^Nom/, 'Côté'],
    [/^Courriel/, 'luc@example.com'],
    [/^Téléphone/, '450 555-0123'],
    [/^Adresse/, '12, rue des Érables'],
    [/^Ville/, 'Laval'],
  ] as const)
    await form.getByLabel(label).fill(value);
  // The offer is booked by its link's token (never a hold's id); the answer has no change link: its mail has it.
  const offered = { ...visit('R-1001', 'opening', '2027-04-19', 'morning', 119), manageUrl: undefined };
  stub.answers.confirm = { status: 201, body: { ...offered, offer: 'single', total: 119 } };
  const sent = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/bookings');
  await page.getByRole('button', { name: 'Confirmer la réservation' }).click();
  const body = (await sent).postDataJSON();
  expect(body).toMatchObject({ service: 'opening', offer: 'single', offerToken: offer });
  expect(body).not.toHaveProperty('holdId');
  await expect(page.getByTestId('booking-done')).toContainText('Votre numéro de réservation : R-1001');

  // The same link used again: said in words.
  await page.goto(`/fr/reservation-entretien?service=opening&offer=${offer}&day=2027-04-19&half=morning`);
  await ready(page);
  await page.getByLabel('Code postal').fill('H7S 1M9');
  await page.getByRole('button', { name: 'Voir les dates libres' }).click();
  for (const [label, value] of [
    [/^Prénom/, 'Luc'],
    [/^Nom/, 'Côté'],
    [/^Courriel/, 'luc@example.com'],
    [/^Téléphone/, '450 555-0123'],
    [/^Adresse/, '12, rue des Érables'],
    [/^Ville/, 'Laval'],
  ] as const)
    await form.getByLabel(label).fill(value);
  stub.answers.confirm = { status: 409, body: { statusCode: 409, error: 'offerUsed', service: 'opening', message: 'x' } };
  await page.getByRole('button', { name: 'Confirmer la réservation' }).click();
  await expect(page.getByTestId('booking-error')).toHaveText(
    'Cette place a déjà été réservée avec ce lien. Votre courriel de confirmation contient le lien pour modifier ou annuler la réservation.',
  );
});

test('fr: the waiting list’s confirmation link shows its half-day and confirms only on the button, then says the position', async ({
  page,
}) => {
  const stub = await stubBooking(page);
  const token = '0b7c3c2e-8f1a-4c55-9d1e-0a6b2f3c4d5e.1776000000.Yq3b2_-xYq3b2_-xYq3b2_-xYq3b2_-xYq3b2_-xYq3b2_-';
  const link = `/fr/reservation-entretien?waitlist=${token}&service=opening&day=2027-04-19&half=afternoon`;
  const standing = { state: 'waiting', position: 2, already: false, service: 'opening', day: '2027-04-19', half: 'afternoon' };
  stub.answers['waitlist/confirm'] = { status: 200, body: standing };
  await page.goto(link);
  const view = page.getByTestId('waitlist-confirm');
  await expect(view).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirmer votre place sur la liste d’attente');
  await expect(view).toContainText(
    'Vous avez demandé une place sur la liste d’attente pour : ouverture de piscine, lundi 19 avril 2027, après-midi (13 h à 17 h).',
  );
  // Opening the link (as a mail scanner does) sends nothing: only the button's POST confirms.
  expect(stub.posts).toHaveLength(0);
  await expectAxeClean(page);
  await expectNoHorizontalScroll(page);
  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/bookings/waitlist/confirm',
  );
  await view.getByRole('button', { name: 'Confirmer ma place sur la liste d’attente' }).click();
  expect((await sent).postDataJSON()).toEqual({ token });
  await expect(view.getByRole('status')).toHaveText(
    'C’est confirmé : vous êtes en position 2 sur la liste d’attente pour : ouverture de piscine, lundi 19 avril 2027, après-midi (13 h à 17 h). Si une place se libère, nous vous l’offrirons par courriel.',
  );
  await expect(view.getByRole('button')).toHaveCount(0);
  await expectAxeClean(page);

  // A second click (the link opened again) says it was already confirmed; in English too.
  stub.answers['waitlist/confirm'] = { status: 200, body: { ...standing, already: true } };
  await page.goto(link.replace('/fr/reservation-entretien', '/en/service-booking'));
  await expect(view).toHaveAttribute('data-hydrated', 'true');
  await view.getByRole('button', { name: 'Confirm my place on the waiting list' }).click();
  await expect(view.getByRole('status')).toHaveText(
    'Your place was already confirmed: you are number 2 on the waiting list for: pool opening, Monday, April 19, 2027, afternoon (1 p.m. to 5 p.m.).',
  );

  // A place free at the click: offered at once, by mail.
  stub.answers['waitlist/confirm'] = { status: 200, body: { ...standing, state: 'offered', position: null } };
  await page.goto(link);
  await expect(view).toHaveAttribute('data-hydrated', 'true');
  await view.getByRole('button', { name: 'Confirmer ma place sur la liste d’attente' }).click();
  await expect(view.getByRole('status')).toContainText('C’est confirmé, et une place est déjà libre pour vous');

  // An expired link: said in words, no button to press again, and the way to book another date.
  stub.answers['waitlist/confirm'] = {
    status: 410,
    body: { statusCode: 410, error: 'waitlistLinkExpired', message: 'x', hours: 48 },
  };
  await page.goto(link);
  await expect(view).toHaveAttribute('data-hydrated', 'true');
  await view.getByRole('button', { name: 'Confirmer ma place sur la liste d’attente' }).click();
  await expect(view.getByTestId('booking-error')).toHaveText(
    'Ce lien de confirmation est expiré : il était valide 48 heures. Inscrivez-vous de nouveau à la liste d’attente pour en recevoir un autre.',
  );
  await expect(view.getByRole('button')).toHaveCount(0);
  await expect(view.getByRole('link', { name: 'Réserver une autre date' })).toHaveAttribute('href', '/fr/reservation-entretien');
  await expectAxeClean(page);
});

test('fr: the calendar by keyboard: arrows from day to day with room, Page Down to the next month, Enter to choose', async ({ page }) => {
  const stub = await stubBooking(page);
  stub.answers.availability = {
    status: 200,
    body: { ...AVAILABILITY.opening, days: [...AVAILABILITY.opening.days.slice(0, 2), day('2027-05-20', 6, 6)] },
  };
  await page.goto('/fr/reservation-entretien?service=opening');
  await ready(page);
  await page.getByLabel('Code postal').fill('H7S 1M9');
  await page.getByLabel('Code postal').press('Enter');
  const calendar = page.getByTestId('day-picker');
  await expect(calendar.getByRole('grid', { name: 'avril 2027' })).toBeVisible();
  // The chosen day takes the Tab into the grid; the arrows skip the days the crews do not come.
  await calendar.getByRole('button', { name: /^lundi 19 avril 2027/ }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(calendar.getByRole('button', { name: 'mardi 20 avril 2027, 3 places libres' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(halvesOf(page, '2027-04-20').getByRole('heading')).toHaveText('Demi-journées du mardi 20 avril 2027');
  await page.keyboard.press('PageDown');
  await expect(calendar.getByRole('grid', { name: 'mai 2027' })).toBeVisible();
  await expect(calendar.getByRole('button', { name: 'jeudi 20 mai 2027, 12 places libres' })).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(halvesOf(page, '2027-05-20').getByRole('button', { name: /Avant-midi/ })).toBeFocused();
  await expectAxeClean(page);
  await expectNoHorizontalScroll(page);
});

test('fr: every action that waits shows it (busy, disabled, in words) and a second click sends nothing more', async ({ page }) => {
  const stub = await stubBooking(page);
  await page.goto('/fr/reservation-entretien?service=closing');
  await ready(page);
  stub.delayMs = 1_200;
  await page.getByLabel('Code postal').fill('H7S 1M9');
  const seeDays = page.locator('form[data-form="booking-choice"] button[type="submit"]');
  await seeDays.click();
  await expect(seeDays).toHaveAttribute('aria-busy', 'true');
  await expect(seeDays).toBeDisabled();
  await expect(seeDays).toHaveText('Recherche des dates libres…');
  await page.getByLabel('Code postal').press('Enter');
  await expect(page.getByRole('heading', { name: 'Choisissez le jour de la fermeture' })).toBeVisible();

  // Its words change while it works: the button is found by its half-day.
  const morning = halvesOf(page, '2027-09-13').locator('button[data-half="morning"]');
  await morning.click();
  await expect(morning).toHaveAttribute('aria-busy', 'true');
  await expect(morning).toContainText('Nous retenons votre place…');
  await expect(halvesOf(page, '2027-09-13').getByRole('button', { name: /Après-midi/ })).toBeDisabled();
  await expect(page.getByRole('heading', { name: 'Vos coordonnées' })).toBeVisible();

  const form = page.locator('form[data-form="booking"]');
  for (const [label, value] of [
    [/^Prénom/, 'Marie'],
    [/^Nom/, 'Côté'],
    [/^Courriel/, 'marie@example.com'],
    [/^Téléphone/, '450 555-0123'],
    [/^Adresse/, '12, rue des Érables'],
    [/^Ville/, 'Laval'],
  ] as const)
    await form.getByLabel(label).fill(value);
  stub.answers.confirm = {
    status: 201,
    body: { ...visit('R-1001', 'closing', '2027-09-13', 'morning', 119), offer: 'single', total: 119 },
  };
  const confirm = form.locator('button[type="submit"]');
  await confirm.click();
  await expect(confirm).toHaveAttribute('aria-busy', 'true');
  await expect(confirm).toHaveText('Confirmation en cours…');
  await form.getByLabel(/^Ville/).press('Enter');
  await expect(page.getByTestId('booking-done')).toContainText('Votre numéro de réservation : R-1001');
  const paths = stub.posts.map((post) => new URL(post.url()).pathname);
  expect(paths.filter((path) => path === '/bookings')).toHaveLength(1);
  expect(paths.filter((path) => path === '/bookings/holds')).toHaveLength(1);
});

test('fr: the postal code is asked once: "Modifier" goes back to it, and another area shows its own days', async ({ page }) => {
  const stub = await stubBooking(page);
  await page.goto('/fr/reservation-entretien?service=opening');
  await ready(page);
  await page.getByLabel('Code postal').fill('h7s1m9');
  await page.getByRole('button', { name: 'Voir les dates libres' }).click();
  await halvesOf(page, '2027-04-19')
    .getByRole('button', { name: /Avant-midi/ })
    .click();
  const form = page.locator('form[data-form="booking"]');
  await expect(form.getByLabel(/^Code postal/)).toHaveValue('H7S 1M9');
  await form.getByRole('button', { name: 'Modifier le code postal' }).click();
  await expect(page.getByLabel('Code postal')).toBeFocused();
  await expect(page.getByLabel('Code postal')).toHaveValue('h7s1m9');
  await page.getByLabel('Code postal').fill('J7A 1A1');
  stub.answers.availability = {
    status: 200,
    body: { ...AVAILABILITY.opening, area: { fsa: 'J7A', name: 'Rosemère' }, days: [day('2027-04-20', 3, 3)] },
  };
  await page.getByRole('button', { name: 'Voir les dates libres' }).click();
  // The place held in Laval is not Rosemère's: the days of the new area, then its own hold.
  await expect(page.getByText('Secteur : Rosemère (J7A)')).toBeVisible();
  await halvesOf(page, '2027-04-20')
    .getByRole('button', { name: /Après-midi/ })
    .click();
  await expect(form.getByLabel(/^Code postal/)).toHaveValue('J7A 1A1');
  expect(stub.posts.at(-1)!.postDataJSON()).toMatchObject({ postalCode: 'J7A 1A1', day: '2027-04-20', half: 'afternoon' });
});

/** Collects the text of every script the page loads; `holds(mark)` says whether one carries `mark`. */
function watchScripts(page: Page) {
  const texts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') texts.push(response.text().catch(() => ''));
  });
  return async (mark: string) => (await Promise.all(texts)).some((text) => text.includes(mark));
}

test('fr: the first step’s load carries neither the calendar nor the forms’ schemas; the calendar comes as a postal code is typed', async ({
  page,
}) => {
  await stubBooking(page);
  // react-day-picker's grid and zod's error class, by the names their code carries.
  const holds = watchScripts(page);
  await page.goto('/fr/reservation-entretien?forfait=forfait_3');
  await ready(page);
  await page.waitForLoadState('networkidle');
  expect(await holds('month_grid')).toBe(false);
  expect(await holds('ZodError')).toBe(false);
  // Nor the confirmation's code (its mark's name).
  expect(await holds('booking-done')).toBe(false);
  await page.getByLabel('Code postal').fill('h7s 1m9');
  await expect.poll(() => holds('month_grid')).toBe(true);
  await page.getByRole('button', { name: 'Voir les dates libres' }).click();
  await expect(page.getByRole('grid', { name: 'avril 2027' })).toBeVisible();
});

test('fr: the calendar’s code comes as the visitor works in the form, the pointer over it or the keyboard in it, before the click', async ({
  page,
}) => {
  const stub = await stubBooking(page);
  const holds = watchScripts(page);
  await page.goto('/fr/reservation-entretien?service=opening');
  await ready(page);
  await page.waitForLoadState('networkidle');
  // Not with the page (nor once it is idle): a visit that books nothing does not load it.
  expect(await holds('month_grid')).toBe(false);
  await page.getByText('Votre forfait').hover();
  await expect.poll(() => holds('month_grid')).toBe(true);
  // The click then waits for the days alone: no script is asked for while they come (the next steps' come after).
  await page.getByLabel('Code postal').fill('H7S 1M9');
  stub.delayMs = 300;
  let scripts = 0;
  page.on('request', (request) => void (request.resourceType() === 'script' && scripts++));
  const days = page.waitForResponse((response) => new URL(response.url()).pathname === '/bookings/availability');
  await page.getByRole('button', { name: 'Voir les dates libres' }).click();
  await days;
  expect(scripts).toBe(0);
  await expect(page.getByRole('grid', { name: 'avril 2027' })).toBeVisible();

  // Another visitor, on the keyboard: the focus in the form brings it.
  const other = await page.context().newPage();
  await stubBooking(other);
  const otherHolds = watchScripts(other);
  await other.goto('/fr/reservation-entretien?service=opening');
  await ready(other);
  await other.waitForLoadState('networkidle');
  expect(await otherHolds('month_grid')).toBe(false);
  await other.getByRole('radio', { checked: true }).focus();
  await expect.poll(() => otherHolds('month_grid')).toBe(true);
  await other.close();
});

test('fr: the integrity token a hold needs is asked for while the visitor chooses the day, so the hold waits for its own call alone', async ({
  page,
}) => {
  await stubBooking(page);
  let tokens = 0;
  page.on('request', (request) => void (new URL(request.url()).pathname === '/integrity/token' && tokens++));
  // The token's answer is held until the half-day is clicked: the hold waits for that one rather than asking again.
  let answer = () => {};
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route(`${API}/integrity/token`, async (route) => {
    await held;
    await route.fallback();
  });
  await page.goto('/fr/reservation-entretien?service=opening');
  await ready(page);
  await page.getByLabel('Code postal').fill('H7S 1M9');
  await page.getByRole('button', { name: 'Voir les dates libres' }).click();
  await expect(page.getByRole('grid', { name: 'avril 2027' })).toBeVisible();
  await expect.poll(() => tokens).toBe(1);
  await halvesOf(page, '2027-04-19')
    .getByRole('button', { name: /Avant-midi/ })
    .click();
  answer();
  await expect(page.getByRole('heading', { name: 'Vos coordonnées' })).toBeVisible();
  expect(tokens).toBe(1);
});

test('fr: the signed link’s actions show their wait on their own button, in words', async ({ page }) => {
  const stub = await stubBooking(page);
  const view = {
    ...visit('R-1001', 'opening', '2027-04-19', 'morning', 119),
    offer: 'single',
    status: 'confirmed',
    changeable: true,
    changeableUntil: '2027-04-17T12:00:00.000Z',
    postalCode: 'H7S 1M9',
  };
  stub.answers.R = { status: 200, body: view };
  const holds = watchScripts(page);
  await page.goto('/fr/reservation-entretien?reservation=R-1001&key=k');
  const manage = page.getByTestId('manage-booking');
  await expect(manage.getByRole('button', { name: 'Changer de jour' })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  // The calendar's code comes on the pointer's way to "Changer de jour", not with its click.
  expect(await holds('month_grid')).toBe(false);
  await manage.getByRole('button', { name: 'Changer de jour' }).hover();
  await expect.poll(() => holds('month_grid')).toBe(true);
  stub.delayMs = 1_200;
  // Its words change while it works: the busy button is found by its state.
  const working = manage.locator('button[aria-busy="true"]');
  await manage.getByRole('button', { name: 'Changer de jour' }).click();
  await expect(working).toHaveText('Recherche des dates libres…');
  await expect(working).toBeDisabled();
  await expect(manage.getByTestId('day-picker')).toBeVisible();
  await expect(working).toHaveCount(0);

  stub.answers['R/change'] = { status: 200, body: { ...view, day: '2027-04-20', half: 'afternoon' } };
  await manage.getByRole('button', { name: /^mardi 20 avril 2027/ }).click();
  const afternoon = halvesOf(page, '2027-04-20').locator('button[data-half="afternoon"]');
  await afternoon.click();
  await expect(afternoon).toHaveAttribute('aria-busy', 'true');
  await expect(afternoon).toContainText('Déplacement en cours…');
  await expect(manage.getByRole('status')).toContainText('Votre rendez-vous est déplacé');

  stub.answers['R/cancel'] = { status: 200, body: { ...view, status: 'cancelled', changeable: false } };
  await manage.getByRole('button', { name: 'Annuler la réservation' }).click();
  await manage.getByRole('button', { name: 'Oui, annuler' }).click();
  await expect(working).toHaveText('Annulation en cours…');
  await expect(manage.getByRole('status')).toContainText('Votre réservation est annulée.');

  // In English too.
  stub.delayMs = 0;
  stub.answers.R = { status: 200, body: view };
  await page.goto('/en/service-booking?reservation=R-1001&key=k');
  await page.getByTestId('manage-booking').getByRole('button', { name: 'Cancel the booking' }).click();
  stub.delayMs = 1_200;
  await page.getByTestId('manage-booking').getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(working).toHaveText('Cancelling…');
});

test('fr: the days are asked for as soon as the postal code is a Canadian one, and the click shows them without asking again', async ({
  page,
}) => {
  await stubBooking(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/bookings/availability') asked.push(`${url.searchParams.get('service')} ${url.searchParams.get('postalCode')}`);
  });
  await page.goto('/fr/reservation-entretien?service=opening');
  await ready(page);
  await page.getByLabel('Code postal').fill('H7S');
  await page.getByLabel('Code postal').fill('H7S 1M9');
  await expect.poll(() => asked).toEqual(['opening H7S 1M9']);
  await page.getByRole('button', { name: 'Voir les dates libres' }).click();
  await expect(page.getByRole('heading', { name: 'Choisissez le jour de l’ouverture' })).toBeVisible();
  expect(asked).toHaveLength(1);
});
