// The leads path end to end: each form of the forms remote, submitted from the composed site to the store API, stored, then mailed.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { holdRemote, scrollToFooter } from './support';

/** The store API's folder in the suite's own state (STOREFRONT_VAR_DIR is set by the suite's config). */
const apiDir = () => join(resolve(process.env.STOREFRONT_VAR_DIR ?? '.var/e2e'), 'api');
const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
});
const png = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'),
});

type Filler = (form: ReturnType<Page['locator']>) => Promise<void>;
const label = (text: string) => new RegExp(`^${text}( \\*)?$`);

const person: Filler = async (form) => {
  await form.getByLabel(label('Prénom')).fill('Marie');
  await form.getByLabel(label('Nom')).fill('Côté');
  await form.getByLabel(label('Courriel')).fill('marie.e2e@example.com');
  await form.getByLabel(label('Téléphone')).fill('450 555-0123');
};
const place: Filler = async (form) => {
  await form.getByLabel(label('Adresse')).fill('12, rue des Érables');
  await form.getByLabel(label('Ville')).fill('Laval');
  await form.getByLabel(label('Code postal')).fill('H7S 1M9');
};

const FORMS: { path: string; form: string; endpoint: string; fill: Filler; files?: { label: string; files: ReturnType<typeof pdf>[] } }[] =
  [
    {
      path: '/fr/demande-soumission?modele=Spa%20Bora',
      form: 'quote',
      endpoint: 'quote',
      fill: async (form) => {
        await person(form);
        await place(form);
      },
      files: { label: 'Joindre des fichiers', files: [pdf('plan.pdf'), png('terrain.png')] },
    },
    {
      path: '/fr/demande-financement',
      form: 'financing',
      endpoint: 'financing',
      fill: async (form) => {
        await person(form);
        await place(form);
      },
      files: { label: 'Joindre des fichiers', files: [pdf('talon-de-paie.pdf')] },
    },
    {
      path: '/fr/demande-visioconference',
      form: 'videoConference',
      endpoint: 'video-conference',
      fill: async (form) => {
        await person(form);
        await form.getByLabel('Soir (17 h à 21 h)').check();
      },
    },
    {
      path: '/fr/contact',
      form: 'contact',
      endpoint: 'contact',
      fill: async (form) => {
        await form.getByLabel(label('Nom complet')).fill('Marie Côté');
        await form.getByLabel(label('Courriel')).fill('marie.e2e@example.com');
        await form.getByLabel(label('Téléphone')).fill('450 555-0123');
        await form.getByLabel(label('Message')).fill('Bonjour, avez-vous des toiles solaires ?');
      },
      files: { label: 'Joindre des fichiers', files: [png('piscine.png')] },
    },
    {
      path: '/fr/carriere',
      form: 'careers',
      endpoint: 'careers',
      fill: async (form) => {
        await person(form);
        await form.getByLabel(label('Ville')).fill('Laval');
      },
      files: { label: 'CV', files: [pdf('cv-marie.pdf')] },
    },
    {
      path: '/fr/experience-client',
      form: 'customerExperience',
      endpoint: 'customer-experience',
      fill: async (form) => {
        await form.getByLabel(label('Nom complet')).fill('Marie Côté');
        await form.getByLabel(label('Courriel')).fill('marie.e2e@example.com');
        await form.getByLabel(label('Message')).fill('Service impeccable à l’ouverture de la piscine.');
      },
      files: { label: 'Joindre des fichiers', files: [png('photo.png')] },
    },
  ];

/** Every .eml file the API wrote, its quoted-printable soft line breaks joined. */
function allMails(): string[] {
  const folder = join(apiDir(), 'mail-outbox');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => readFileSync(join(folder, name), 'utf8').replace(/=\r?\n/g, ''));
}

/** The .eml files the API wrote to the store for one submission (its notification names the submission in a header). */
const mailsAbout = (id: string) => allMails().filter((mail) => mail.toLowerCase().includes(`x-submission-id: ${id}`));

/** The mails to one address that carry a lead's reference. */
const mailsTo = (address: string, reference: string) =>
  allMails().filter((mail) => mail.includes(`To: ${address}`) && mail.includes(reference));

/** The element is in the window, and nothing (the sticky header, the phone's bottom bar) is drawn over its middle. */
async function expectUncovered(page: Page, locator: ReturnType<Page['locator']>) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  const viewport = page.viewportSize()!;
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
  const onTop = await locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.left + Math.min(rect.width / 2, 20), rect.top + rect.height / 2);
    return hit !== null && (element === hit || element.contains(hit));
  });
  expect(onTop).toBe(true);
}

test.describe('forms on the composed site', () => {
  for (const entry of FORMS) {
    test(`${entry.form}: submitted with its files, stored, and mailed to the store as an .eml`, async ({ page }) => {
      await page.goto(entry.path);
      const form = page.locator(`form[data-form="${entry.form}"]`);
      await expect(form).toHaveAttribute('data-hydrated', 'true');
      await entry.fill(form);
      if (entry.files) await form.getByLabel(label(entry.files.label)).setInputFiles(entry.files.files);
      const answer = page.waitForResponse(
        (response) => response.url().includes(`/forms/${entry.endpoint}?lang=fr`) && response.request().method() === 'POST',
      );
      await form.getByRole('button', { name: 'Envoyer' }).click();
      const response = await answer;
      expect(response.status()).toBe(201);
      const { id, reference } = (await response.json()) as { id: string; reference: string };
      expect(reference).toMatch(/^S-\d{4}-\d{4,}$/);
      // The confirmation takes the form's place, in view and focused, with the reference the API issued (ADR 0051).
      const confirmation = page.getByTestId('lead-confirmation');
      await expect(form).toHaveCount(0);
      await expect(confirmation).toContainText(
        'Votre message a été envoyé avec succès. Nous vous contacterons dans les plus brefs délais.',
      );
      const heading = confirmation.getByRole('heading', { name: 'Confirmation' });
      await expect(heading).toBeFocused();
      await expect(confirmation.getByTestId('lead-reference')).toHaveText(reference);
      await expect(confirmation.getByTestId('lead-next')).toContainText(/vous répondra d’ici/);
      await expectUncovered(page, heading);
      await expectUncovered(page, confirmation.getByTestId('lead-reference'));

      // Stored: the attachments sit in the submission's own folder, named by its id.
      const stored = join(apiDir(), 'attachments', id);
      const names = entry.files?.files.map((file) => file.name) ?? [];
      if (names.length)
        expect(
          readdirSync(stored)
            .map((name) => name.replace(/^\d+-/, ''))
            .sort(),
        ).toEqual([...names].sort());
      else expect(existsSync(stored)).toBe(false);

      // Mailed once to the store, with the files attached.
      await expect.poll(() => mailsAbout(id).length, { timeout: 15_000 }).toBe(1);
      const [notification] = mailsAbout(id);
      expect(notification).toContain('To: ventes@piscinessoleil.local');
      for (const name of names) expect(notification).toContain(`filename=${name}`);
      expect(notification).toContain('List-Unsubscribe');
      expect(notification).toContain(`X-Lead-Reference: ${reference}`);
      // The visitor's acknowledgement carries the same reference.
      await expect.poll(() => mailsTo('marie.e2e@example.com', reference).length, { timeout: 15_000 }).toBe(1);
    });
  }

  test('a double click on Envoyer sends one lead: the button is busy until the answer', async ({ page }) => {
    await page.goto('/fr/contact');
    const form = page.locator('form[data-form="contact"]');
    await expect(form).toHaveAttribute('data-hydrated', 'true');
    const posts: string[] = [];
    page.on('request', (request) => request.method() === 'POST' && request.url().includes('/forms/contact') && posts.push(request.url()));
    const message = `Deux clics ${Date.now()}`;
    await form.getByLabel(label('Nom complet')).fill('Marie Côté');
    await form.getByLabel(label('Courriel')).fill('double.clic@example.com');
    await form.getByLabel(label('Téléphone')).fill('450 555-0123');
    await form.getByLabel(label('Message')).fill(message);
    const answer = page.waitForResponse((response) => response.url().includes('/forms/contact') && response.request().method() === 'POST');
    await form.getByRole('button', { name: 'Envoyer' }).dblclick();
    const { id } = (await (await answer).json()) as { id: string };
    await expect(page.getByTestId('lead-confirmation')).toBeVisible();
    await expect.poll(() => mailsAbout(id).length, { timeout: 15_000 }).toBe(1);
    expect(posts).toHaveLength(1);
    expect(allMails().filter((mail) => mail.includes(message.split(' ')[2]!) && mail.includes('To: ventes@'))).toHaveLength(1);
  });

  test('newsletter: the block of every page asks for consent, the mailed link alone subscribes, and the unsubscribe link asks before it acts', async ({
    page,
    request,
  }) => {
    await page.goto('/fr/contact');
    await scrollToFooter(page);
    const block = page.getByTestId('newsletter-block');
    await expect(block.locator('form')).toHaveAttribute('data-hydrated', 'true');
    const email = `infolettre-${Date.now()}@example.com`;
    await block.getByLabel('Courriel', { exact: true }).fill(email);
    await block.getByLabel(/J’accepte de recevoir par courriel/).check();
    await block.getByRole('button', { name: 'S’inscrire' }).click();
    await expect(block.getByTestId('newsletter-outcome')).toHaveText(
      'Votre inscription a été acheminée avec succès. Pour la confirmer, cliquez sur le lien du courriel que nous venons de vous envoyer.',
    );
    const folder = join(apiDir(), 'mail-outbox');
    const confirmation = () =>
      existsSync(folder)
        ? readdirSync(folder)
            .map((name) => readFileSync(join(folder, name), 'utf8'))
            .find((mail) => mail.includes(`To: ${email}`))
        : undefined;
    await expect.poll(() => Boolean(confirmation()), { timeout: 15_000 }).toBe(true);
    const unfolded = confirmation()!
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    const confirmLink = /(http:\/\/\S+\/newsletter\/confirm\?token=[\w.-]+&lang=fr)/.exec(unfolded)?.[1];
    expect(confirmLink).toBeDefined();
    // Opening the link (as a mail scanner would) shows a button; the browser's click on it subscribes.
    // The frame's own navigation: the suite's page.goto waits for the shell, and these pages are the API's own.
    await page.mainFrame().goto(confirmLink!);
    await expect(
      page.getByText(`Pour recevoir l’infolettre de Piscines Soleil à l’adresse ${email}, confirmez votre inscription.`),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Confirmer mon inscription' }).click();
    await expect(page.getByText('Votre inscription à l’infolettre est confirmée.', { exact: false })).toBeVisible();

    const link = /List-Unsubscribe:\s*<([^>]+)>/.exec(unfolded)?.[1];
    expect(link).toBeDefined();
    const opened = await request.get(link!);
    expect(opened.status()).toBe(200);
    expect(await opened.text()).toContain('Me désabonner</button>');
    await page.mainFrame().goto(link!);
    await page.getByRole('button', { name: 'Me désabonner' }).click();
    await expect(page.getByText('Vous ne recevrez plus nos courriels.', { exact: false })).toBeVisible();
  });

  test('typed before the page is ready: the server-rendered form keeps every value through hydration, and the submission carries them', async ({
    page,
  }) => {
    // The server renders the form once it has the forms remote's server code (on a busy machine the first request may
    // leave the page to the browser, within its time budget): asked until it does, as the CDN would have it.
    await expect
      .poll(async () => (await page.request.get('/fr/demande-soumission')).text(), { timeout: 30_000 })
      .toContain('data-form="quote"');
    // The forms remote's scripts are held back: the page is the server's HTML and styles alone, as on a slow phone.
    const held = await holdRemote(page, 'forms', { scriptsOnly: true });
    // The frame's own navigation: the suite's page.goto would wait for the shell, which cannot hydrate while the remote is held.
    await page.mainFrame().goto(new URL('/fr/demande-soumission', test.info().project.use.baseURL).href, { waitUntil: 'domcontentloaded' });
    const form = page.locator('form[data-form="quote"]');
    await expect(form).toHaveAttribute('data-hydrated', 'false');
    await expect.poll(() => held.count()).toBeGreaterThan(0);

    const typed = {
      Prénom: 'Éloïse',
      Nom: 'Tremblay-Côté',
      Courriel: 'avant.hydratation@example.com',
      Téléphone: '514 555-0142',
      Adresse: '8, rue des Pins',
      Ville: 'Terrebonne',
      'Code postal': 'J6W 1A1',
      Message: 'Tapé avant que la page soit prête.',
    };
    for (const [name, value] of Object.entries(typed)) await form.getByLabel(label(name)).pressSequentially(value);
    await form.getByLabel(label('Province')).selectOption('ON');
    await form.getByLabel(label('Joindre des fichiers')).setInputFiles([pdf('plan-avant.pdf')]);
    await expect(form).toHaveAttribute('data-hydrated', 'false');

    await held.release();
    await expect(form).toHaveAttribute('data-hydrated', 'true', { timeout: 20_000 });
    for (const [name, value] of Object.entries(typed)) await expect(form.getByLabel(label(name)), name).toHaveValue(value);
    await expect(form.getByLabel(label('Province'))).toHaveValue('ON');
    await expect(form.getByText(/^plan-avant\.pdf \(/)).toBeVisible();

    const answer = page.waitForResponse(
      (response) => response.url().includes('/forms/quote?lang=fr') && response.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Envoyer' }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    const sent = response.request().postDataBuffer()?.toString('utf8') ?? '';
    for (const value of [...Object.values(typed), 'ON', 'filename="plan-avant.pdf"']) expect(sent).toContain(value);
    const { id } = (await response.json()) as { id: string };
    await expect.poll(() => mailsAbout(id).length, { timeout: 15_000 }).toBe(1);
    const notification = mailsAbout(id)[0]!.replace(/=\r?\n/g, '');
    expect(notification).toContain('avant.hydratation@example.com');
    expect(notification).toContain('J6W 1A1');
    expect(notification).toContain('filename=plan-avant.pdf');
  });
});

test('first load of a server-rendered form (issue 48): neither zod nor the catalogue’s client until the visitor needs them', async ({
  page,
}) => {
  const texts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') texts.push(response.text().catch(() => ''));
  });
  // zod's error class and Firestore's lite client, by the names their code carries.
  const holds = async (mark: string) => (await Promise.all(texts)).some((text) => text.includes(mark));
  await page.goto('/fr/demande-soumission');
  const form = page.locator('form[data-form="quote"]');
  await expect(form).toHaveAttribute('data-hydrated', 'true');
  await page.waitForLoadState('networkidle');
  expect(await holds('firestore-lite')).toBe(false);
  expect(await holds('ZodError')).toBe(false);
  await form.getByLabel(label('Courriel')).focus();
  await expect.poll(() => holds('ZodError')).toBe(true);
});
