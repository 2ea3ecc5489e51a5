import { expect, test } from '@playwright/test';
import { expectAxeClean, expectNoHorizontalScroll, field, formReady } from './support';

const PAGES = [
  { path: 'demande-soumission', form: 'quote', fr: 'Demande de soumission', en: 'Quote request' },
  { path: 'demande-financement', form: 'financing', fr: 'Demande de financement', en: 'Financing request' },
  { path: 'demande-visioconference', form: 'videoConference', fr: 'Demande de visioconférence', en: 'Video conference request' },
  { path: 'contact', form: 'contact', fr: 'Nous joindre', en: 'Contact us' },
  { path: 'carriere', form: 'careers', fr: 'Carrière', en: 'Careers' },
  // The spec gives this title in French only; the English page falls back to it.
  {
    path: 'experience-client',
    form: 'customerExperience',
    fr: 'Faîtes-nous part de votre expérience !',
    en: 'Faîtes-nous part de votre expérience !',
  },
] as const;

test.describe('every forms page, in both languages', () => {
  for (const page of PAGES) {
    for (const locale of ['fr', 'en'] as const) {
      test(`${locale}/${page.path}: title, form, newsletter block, no horizontal scroll, axe clean`, async ({ page: browser }) => {
        await browser.goto(`/${locale}/${page.path}`);
        await expect(browser.getByRole('heading', { level: 1 })).toHaveText(page[locale]);
        await formReady(browser, page.form);
        await expect(
          browser.getByTestId('newsletter-block').getByRole('heading', { name: locale === 'fr' ? 'Infolettre' : 'Newsletter' }),
        ).toBeVisible();
        await expect(browser.getByRole('button', { name: locale === 'fr' ? 'Envoyer' : 'Send' })).toBeEnabled();
        await expectNoHorizontalScroll(browser);
        await expectAxeClean(browser);
      });
    }
  }
});

test.describe('contact page', () => {
  test('shows the address, the toll-free and local phones and the hours of spec §9', async ({ page }) => {
    await page.goto('/fr/contact');
    await expect(page.locator('address')).toContainText('Laval (QC) H7S 1M9');
    await expect(page.getByRole('link', { name: '1 800 555-0199' })).toHaveAttribute('href', 'tel:+18005550199');
    await expect(page.getByRole('link', { name: '450 555-0123' })).toHaveAttribute('href', 'tel:+14505550123');
    const hours = page.locator('dl');
    for (const [days, time] of [
      ['Lundi au mercredi', '9 h à 17 h'],
      ['Jeudi et vendredi', '9 h à 17 h 30'],
      ['Samedi', '9 h à 17 h'],
      ['Dimanche', '10 h à 16 h'],
    ] as const)
      await expect(hours.locator('div', { hasText: days })).toContainText(time);
    await page.goto('/en/contact');
    await expect(page.locator('dl div', { hasText: 'Thursday and Friday' })).toContainText('9 a.m. to 5:30 p.m.');
  });

  test('loads the map only when asked', async ({ page }) => {
    const maps: string[] = [];
    await page.route('https://www.google.com/**', (route) => {
      maps.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>map</title>' });
    });
    await page.goto('/fr/contact');
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.getByRole('button', { name: 'Afficher la carte' }).click();
    await expect(page.locator('iframe')).toHaveAttribute('title', /Carte\u00a0: Piscines Soleil/);
    await expect.poll(() => maps.length).toBe(1);
    expect(maps[0]).toContain('output=embed');
  });
});

test.describe('careers page', () => {
  test('lists the jobs of the catalogue with an apply call to action that picks the job in the form', async ({ page }) => {
    await page.goto('/fr/carriere');
    const jobs = page.getByTestId('job');
    await expect(jobs).toHaveCount(4);
    await expect(jobs.first().getByRole('heading', { level: 3 })).toHaveText('Technicien ou technicienne de service — piscines et spas');
    // Every title names both genders, or none (ADR 0051).
    await expect(jobs.getByRole('heading', { level: 3 })).toHaveText([
      'Technicien ou technicienne de service — piscines et spas',
      'Conseiller ou conseillère aux ventes — spas et mobilier',
      'Analyste de l’eau — emploi étudiant',
      'Commis d’entrepôt et livreur ou livreuse',
    ]);
    await jobs
      .nth(1)
      .getByRole('link', { name: /Postuler/ })
      .click();
    await expect(page).toHaveURL(/\?poste=.+#candidature$/);
    await expect(field(page, 'careers', 'Poste convoité')).toHaveValue('Conseiller ou conseillère aux ventes — spas et mobilier');
    await expect(field(page, 'careers', 'CV')).toBeVisible();
  });
});

test.describe('quote request page', () => {
  test('arrives with the model named in ?modele=', async ({ page }) => {
    await page.goto('/fr/demande-soumission?modele=Spa%20Bora%20Bora');
    await formReady(page, 'quote');
    await expect(field(page, 'quote', 'Modèle qui vous intéresse')).toHaveValue('Spa Bora Bora');
  });
});

test.describe('video conference request page', () => {
  test('offers the callback periods of spec §9', async ({ page }) => {
    await page.goto('/fr/demande-visioconference');
    const periods = page.getByRole('radiogroup', { name: /Période de rappel souhaitée/ });
    for (const label of ['Matin (8 h à 12 h)', 'Après-midi (13 h à 17 h)', 'Soir (17 h à 21 h)'])
      await expect(periods.getByLabel(label)).toBeVisible();
    await page.goto('/en/demande-visioconference');
    await expect(page.getByLabel('Evening (5 p.m. to 9 p.m.)')).toBeVisible();
  });
});
