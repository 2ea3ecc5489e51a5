import { expect, test } from '@playwright/test';

test.describe('forms remote in its harness', () => {
  test('contact page shows the opening hours of spec §9', async ({ page }) => {
    await page.goto('/fr/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nous joindre');
    await expect(page.getByText('Jeudi et vendredi : 9 h à 17 h 30')).toBeVisible();
    await expect(page.getByText('Dimanche : 10 h à 16 h')).toBeVisible();
  });

  test('customer-experience page carries the spec title, in English too (French fallback)', async ({ page }) => {
    await page.goto('/fr/experience-client');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Faîtes-nous part de votre expérience !');
    await page.goto('/en/experience-client');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Faîtes-nous part de votre expérience !');
  });

  test('every forms page has its route in both languages', async ({ page }) => {
    for (const [path, title] of [
      ['/fr/demande-soumission', 'Demande de soumission'],
      ['/en/demande-financement', 'Financing request'],
      ['/fr/demande-visioconference', 'Demande de visioconférence'],
      ['/en/carriere', 'Careers'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    }
  });
});
