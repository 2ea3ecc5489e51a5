import { expect, test, type Page, type Request } from '@playwright/test';
import { API, created, expectAxeClean, field, formReady, stubApi } from './support';

const MB = 1024 * 1024;
const pdf = (name: string, size = 2_000) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size)]),
});

async function fillPerson(page: Page, form: string) {
  await field(page, form, 'Prénom').fill('Marie');
  await field(page, form, 'Nom').fill('Côté');
  await field(page, form, 'Courriel').fill('marie@example.com');
  await field(page, form, 'Téléphone').fill('450 555-0123');
}

async function fillQuote(page: Page) {
  await fillPerson(page, 'quote');
  await field(page, 'quote', 'Adresse').fill('12, rue des Érables');
  await field(page, 'quote', 'Ville').fill('Laval');
  await field(page, 'quote', 'Code postal').fill('h7s 1m9');
}

test.describe('field rules and feedback of spec §5', () => {
  test('an empty form names every required field, announces the errors and focuses the first invalid field (fr)', async ({ page }) => {
    await page.goto('/fr/demande-soumission');
    await formReady(page, 'quote');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Le formulaire contient 7 erreurs' })).toBeVisible();
    await expect(field(page, 'quote', 'Prénom')).toBeFocused();
    await expect(field(page, 'quote', 'Prénom')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Le champ « Prénom » est requis.')).toBeVisible();
    await expect(page.getByText('Le champ « Courriel » est requis.')).toBeVisible();
    await expect(page.getByText('Précisez la ville.')).toBeVisible();
    await expect(field(page, 'quote', 'Prénom')).toHaveAccessibleDescription('Le champ « Prénom » est requis.');
    const red = await field(page, 'quote', 'Prénom').evaluate((el) => getComputedStyle(el).borderTopColor);
    expect(red).toBe(
      await page.evaluate(() => {
        const probe = document.createElement('i');
        probe.style.color = 'var(--color-error)';
        document.body.append(probe);
        const color = getComputedStyle(probe).color;
        probe.remove();
        return color;
      }),
    );
    await expectAxeClean(page);
  });

  test('the same rules in English', async ({ page }) => {
    await page.goto('/en/demande-soumission');
    await formReady(page, 'quote');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('The “First name” field is required.')).toBeVisible();
    await expect(page.getByText('Please specify the city.')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'The form has 7 errors' })).toBeVisible();
  });

  test('a touched invalid field turns red with its message; a valid focused field turns green', async ({ page }) => {
    await page.goto('/fr/contact');
    await formReady(page, 'contact');
    const email = field(page, 'contact', 'Courriel');
    await email.fill('marie@');
    await email.blur();
    await expect(page.getByText('Le champ « Courriel » doit contenir un courriel valide.')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    const name = field(page, 'contact', 'Nom complet');
    await name.fill('R2D2');
    await name.blur();
    await expect(page.getByText('Le champ « Nom complet » ne doit contenir que des lettres et des espaces.')).toBeVisible();
    const phone = field(page, 'contact', 'Téléphone');
    await phone.fill('555');
    await phone.blur();
    await expect(page.getByText('Le champ « Téléphone » n’est pas valide.')).toBeVisible();
    await email.fill('marie@example.com');
    await expect(email).not.toHaveAttribute('aria-invalid');
    await expect(email).toBeFocused();
    const border = await email.evaluate((el) => getComputedStyle(el).borderTopColor);
    const success = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-success').trim());
    expect(success).not.toBe('');
    expect(border).not.toBe(await field(page, 'contact', 'Nom complet').evaluate((el) => getComputedStyle(el).borderTopColor));
  });

  test('the postal code must be Canadian, in English too', async ({ page }) => {
    await page.goto('/en/demande-financement');
    await formReady(page, 'financing');
    await field(page, 'financing', 'Postal code').fill('90210');
    await field(page, 'financing', 'Postal code').blur();
    await expect(page.getByText('The “Postal code” field is not valid.')).toBeVisible();
  });
});

test.describe('outcomes of spec §8', () => {
  test('a quote for a configured pool shows the configuration read-only and sends it as ids (ADR 0043)', async ({ page }) => {
    const api = await stubApi(page, created('Votre message a été envoyé avec succès. Nous vous contacterons dans les plus brefs délais.'));
    await page.goto(
      '/fr/demande-soumission?modele=riviera-ronde-24-pi&forme=ronde&escalier=aucun&toile=mosaique-caraibes&paroi=bois-flotte',
    );
    await formReady(page, 'quote');
    const summary = page.getByTestId('quote-configuration');
    await expect(summary.getByRole('heading', { name: 'Votre configuration : Riviera ronde 24 pi' })).toBeVisible();
    await expect(summary.getByRole('row', { name: /Forme Ronde/ })).toContainText('Inclus');
    await expect(summary.getByRole('row', { name: /Paroi Bois flotté/ })).toContainText('+ 300,00 $');
    await expect(summary.getByRole('row', { name: /Toile Mosaïque Caraïbes/ })).toContainText('Inclus');
    // An optional list left empty: no option, nothing added.
    await expect(summary.getByRole('row', { name: /Escalier Aucun/ })).toContainText('Aucuns frais');
    await expect(summary.getByRole('row', { name: /Total avant taxes/ })).toContainText('4 709,10 $');
    await expect(summary.getByRole('link', { name: /sécurité des piscines résidentielles/ })).toHaveAttribute('href', /quebec\.ca/);
    await expect(field(page, 'quote', 'Modèle qui vous intéresse')).toHaveValue('Riviera ronde 24 pi');
    // The message is the visitor's own: the configuration travels as data.
    await expect(field(page, 'quote', 'Message')).toHaveValue('');
    await expectAxeClean(page);
    await fillQuote(page);
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.getByTestId('lead-confirmation').getByRole('heading', { name: 'Confirmation' })).toBeVisible();
    const body = api.posts[0]!.postDataBuffer()?.toString('utf8') ?? '';
    const sent = /name="configuration"\r\n\r\n(.*)\r\n/.exec(body)?.[1] ?? '';
    expect(JSON.parse(sent)).toEqual({
      model: 'riviera-ronde-24-pi',
      choices: { shapes: 'ronde', steps: 'aucun', liners: 'mosaique-caraibes', walls: 'bois-flotte' },
      total: 4709.1,
    });
  });

  test('a configuration the store API refuses shows its words alone and keeps what was typed', async ({ page }) => {
    const message =
      'Le prix de cette configuration a changé depuis que vous l’avez vue : rechargez la page pour voir le prix à jour, puis envoyez de nouveau.';
    await stubApi(page, { status: 400, body: { statusCode: 400, error: 'configurationPrice', message } });
    await page.goto('/fr/demande-soumission?modele=riviera-ronde-24-pi&forme=ronde&toile=mosaique-caraibes&paroi=rotin-blanc');
    await formReady(page, 'quote');
    await fillQuote(page);
    await page.getByRole('button', { name: 'Envoyer' }).click();
    const refusal = page.getByTestId('form-refusal');
    await expect(refusal).toHaveText(message);
    await expect(page.getByTestId('form-outcome')).toBeFocused();
    await expect(page.getByTestId('form-outcome')).not.toContainText('Le serveur a répondu');
    await expect(field(page, 'quote', 'Prénom')).toHaveValue('Marie');
    await expectAxeClean(page);
  });

  test('an English quote for a configured spa, and none for a configuration the catalogue does not have', async ({ page }) => {
    await page.goto(
      '/en/demande-soumission?modele=harmonie-h7&coque=bleu-minuit&habillage=gris-ardoise&couvercle=couvercle-standard-10-cm&escalier=marche-simple&leve-couvercle=aucun&assainissement=ozone',
    );
    await formReady(page, 'quote');
    const summary = page.getByTestId('quote-configuration');
    await expect(summary.getByRole('row', { name: /Shell colour Midnight blue/ })).toContainText('+ $250.00');
    await expect(summary.getByRole('row', { name: /Total before taxes/ })).toContainText('$11,299.15');
    await expect(summary.getByRole('link')).toHaveCount(0);
    await page.goto('/en/demande-soumission?modele=harmonie-h7&coque=inconnue');
    await formReady(page, 'quote');
    await expect(page.getByTestId('quote-configuration')).toHaveCount(0);
    await expect(field(page, 'quote', 'Model you are interested in')).toHaveValue('harmonie-h7');
  });

  test('a quote request with files is sent with its token and shows the confirmation', async ({ page }) => {
    const api = await stubApi(page, created('Votre message a été envoyé avec succès. Nous vous contacterons dans les plus brefs délais.'));
    await page.goto('/fr/demande-soumission?modele=Spa%20Bora');
    await formReady(page, 'quote');
    await fillQuote(page);
    await field(page, 'quote', 'Joindre des fichiers').setInputFiles([
      pdf('plan.pdf'),
      { name: 'terrain.png', mimeType: 'image/png', buffer: Buffer.from('png') },
    ]);
    await expect(page.getByTestId('chosen-files').getByText('plan.pdf (2 ko)')).toBeVisible();
    await page.getByRole('button', { name: 'Envoyer' }).click();
    // The confirmation takes the form's place, focused at its title, with the reference and by when the store answers.
    const outcome = page.getByTestId('lead-confirmation');
    await expect(outcome.getByRole('heading', { name: 'Confirmation' })).toBeFocused();
    await expect(outcome).toContainText('Votre message a été envoyé avec succès. Nous vous contacterons dans les plus brefs délais.');
    await expect(outcome.getByTestId('lead-reference')).toHaveText('S-2026-0042');
    await expect(outcome.getByTestId('lead-next')).toHaveText('Un conseiller ou une conseillère vous répondra d’ici demain 12 h.');
    await expect(outcome).toContainText('Un courriel de confirmation portant ce numéro a été envoyé à marie@example.com.');
    await expect(page.locator('form[data-form="quote"]')).toHaveCount(0);
    await expectAxeClean(page);
    // Copyable: the button puts the reference on the clipboard and says so.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await outcome.getByRole('button', { name: 'Copier le numéro' }).click();
    await expect(outcome.getByRole('status')).toHaveText('Numéro copié');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('S-2026-0042');
    expect(api.posts).toHaveLength(1);
    const post = api.posts[0]!;
    expect(post.url()).toMatch(/\/forms\/quote\?lang=fr$/);
    expect(await post.headerValue('x-firebase-appcheck')).toBe('test-token');
    const body = post.postDataBuffer()?.toString('latin1') ?? '';
    for (const part of ['name="firstname"', 'Spa Bora', 'filename="plan.pdf"', 'filename="terrain.png"']) expect(body).toContain(part);
    // A quote request is never a newsletter sign-up.
    expect(body).not.toContain('name="consent"');
  });

  test('a second click while sending sends nothing more: the button is busy, with a spinner and “Envoi en cours…”', async ({ page }) => {
    const api = await stubApi(page, { ...created('Votre message a été envoyé avec succès.'), delayMs: 1_500 });
    await page.goto('/fr/demande-soumission');
    await formReady(page, 'quote');
    await fillQuote(page);
    const send = page.getByRole('button', { name: 'Envoyer' });
    await send.dblclick();
    const busy = page.locator('form[data-form="quote"] button[type="submit"]');
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveText('Envoi en cours…');
    await expect(busy.getByTestId('submit-spinner')).toBeVisible();
    await expect(page.getByTestId('lead-confirmation')).toBeVisible();
    expect(api.posts).toHaveLength(1);
  });

  test('a retry after a lost answer sends the same idempotency key; a changed form sends another', async ({ page }) => {
    const keys: (string | null)[] = [];
    const api = await stubApi(page, created('Votre message a été envoyé avec succès.'));
    let answers = 0;
    // The first two answers never come (the connection drops), the third does.
    await page.route(`${API}/forms/**`, async (route) => {
      if (route.request().method() === 'OPTIONS') return route.fallback();
      keys.push(await route.request().headerValue('idempotency-key'));
      answers += 1;
      return answers <= 2 ? route.abort('connectionreset') : route.fallback();
    });
    await page.goto('/fr/contact');
    await formReady(page, 'contact');
    await field(page, 'contact', 'Nom complet').fill('Marie Côté');
    await field(page, 'contact', 'Courriel').fill('marie@example.com');
    await field(page, 'contact', 'Téléphone').fill('450 555-0123');
    await field(page, 'contact', 'Message').fill('Bonjour');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.getByTestId('form-outcome')).toContainText('Dommage, une erreur s’est produite.');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect.poll(() => keys.length).toBe(2);
    expect(keys[1]).toBe(keys[0]);
    await field(page, 'contact', 'Message').fill('Bonjour, une piscine');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.getByTestId('lead-confirmation')).toBeVisible();
    expect(keys).toHaveLength(3);
    expect(keys[2]).not.toBe(keys[0]);
    expect(keys[0]).toMatch(/^lead-[0-9a-f-]{36}$/);
    expect(api.posts).toHaveLength(1);
  });

  for (const [locale, path, button, none] of [
    ['fr', '/fr/demande-soumission', 'Choisir des fichiers', 'Aucun fichier choisi'],
    ['en', '/en/demande-soumission', 'Choose files', 'No file chosen'],
  ] as const) {
    test(`${locale}: the file picker speaks the page’s language and works with the keyboard`, async ({ page }) => {
      await page.goto(path);
      await formReady(page, 'quote');
      const picker = page.getByTestId('file-button');
      await expect(picker).toHaveText(button);
      await expect(page.getByText(none)).toBeVisible();
      // The native input is there for the keyboard and screen readers, not drawn.
      const input = page.locator('form[data-form="quote"] input[type="file"]');
      expect(await input.evaluate((el) => el.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
      await field(page, 'quote', 'Message').focus();
      await page.keyboard.press('Tab');
      await expect(input).toBeFocused();
      expect(await picker.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
      // Space opens the browser's chooser; on a loaded machine the first press can come before the input takes keys.
      await expect(async () => {
        const chooser = page.waitForEvent('filechooser', { timeout: 3_000 });
        await page.keyboard.press('Space');
        await (await chooser).setFiles([pdf('plan.pdf', 2 * MB)]);
      }).toPass({ timeout: 20_000 });
      await expect(page.getByTestId('chosen-files')).toHaveText(locale === 'fr' ? 'plan.pdf (2 Mo)' : 'plan.pdf (2 MB)');
      await expect(input).toHaveAccessibleName(locale === 'fr' ? 'Joindre des fichiers' : 'Attach files');
    });
  }

  test('the confirmation in English', async ({ page }) => {
    await stubApi(
      page,
      created(
        'Your message was sent successfully. We will contact you as soon as possible.',
        'S-2026-0043',
        'An advisor will answer you by 12:00 p.m. tomorrow.',
      ),
    );
    await page.goto('/en/contact');
    await formReady(page, 'contact');
    await field(page, 'contact', 'Full name').fill('Mary Smith');
    await field(page, 'contact', 'Email').fill('mary@example.com');
    await field(page, 'contact', 'Phone').fill('450 555-0123');
    await field(page, 'contact', 'Message').fill('Hello');
    await page.getByRole('button', { name: 'Send' }).click();
    const outcome = page.getByTestId('lead-confirmation');
    await expect(outcome.getByRole('heading', { name: 'Confirmation' })).toBeFocused();
    await expect(outcome).toContainText('Your reference number');
    await expect(outcome.getByTestId('lead-reference')).toHaveText('S-2026-0043');
    await expect(outcome.getByRole('button', { name: 'Copy the number' })).toBeVisible();
    await expect(outcome).toContainText('A confirmation email with this number was sent to mary@example.com.');
    await expect(outcome.getByRole('button', { name: 'Send another request' })).toBeVisible();
  });

  test('a failure says so with the store’s number, and what the visitor typed stays', async ({ page }) => {
    await stubApi(page, { status: 503, body: { message: 'Une erreur s’est produite, veuillez réessayer plus tard.' } });
    await page.goto('/fr/demande-soumission');
    await formReady(page, 'quote');
    await fillQuote(page);
    await page.getByRole('button', { name: 'Envoyer' }).click();
    const outcome = page.getByTestId('form-outcome');
    await expect(outcome).toContainText('Dommage, une erreur s’est produite. SVP, réessayez ou appelez-nous au 1 800 555-0199');
    await expect(outcome).toContainText('Le serveur a répondu avec le code 503.');
    await expect(outcome.getByRole('link', { name: '1 800 555-0199' })).toHaveAttribute('href', 'tel:+18005550199');
    await expect(field(page, 'quote', 'Prénom')).toHaveValue('Marie');
    await expect(field(page, 'quote', 'Code postal')).toHaveValue('h7s 1m9');
  });

  test('errors the server finds are shown on their fields, in English', async ({ page }) => {
    await stubApi(page, {
      status: 400,
      body: { message: 'The request is not valid.', fields: [{ field: 'email', rule: 'email', message: 'x' }] },
    });
    await page.goto('/en/contact');
    await formReady(page, 'contact');
    await field(page, 'contact', 'Full name').fill('Marie Côté');
    await field(page, 'contact', 'Email').fill('marie@example.com');
    await field(page, 'contact', 'Phone').fill('450 555-0123');
    await field(page, 'contact', 'Message').fill('Hello');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('The “Email” field must contain a valid email address.')).toBeVisible();
    await expect(field(page, 'contact', 'Email')).toBeFocused();
  });
});

test.describe('attachments of spec §5', () => {
  test('refuses a file too big, a file of the wrong type, too many files and more than 23 MB in all, each with its message', async ({
    page,
  }) => {
    const api = await stubApi(page);
    await page.goto('/fr/demande-soumission');
    await formReady(page, 'quote');
    const input = field(page, 'quote', 'Joindre des fichiers');
    // Large files are made in the page: sending megabytes through the test protocol would take longer than the check.
    const choose = (files: { name: string; size: number }[]) =>
      input.evaluate((element: HTMLInputElement, list) => {
        const transfer = new DataTransfer();
        for (const file of list) transfer.items.add(new File([new Uint8Array(file.size)], file.name, { type: 'application/pdf' }));
        element.files = transfer.files;
        element.dispatchEvent(new Event('change', { bubbles: true }));
      }, files);
    await choose([{ name: 'immense.pdf', size: 24 * MB }]);
    await expect(page.getByText('Le fichier immense.pdf est trop volumineux (24 Mo). Maximum : 23 Mo.')).toBeVisible();
    await input.setInputFiles([{ name: 'programme.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') }]);
    await expect(page.getByText('Le fichier programme.exe n’est pas d’un type accepté (images, PDF, Word ou Excel).')).toBeVisible();
    await input.setInputFiles(Array.from({ length: 6 }, (_, i) => pdf(`${i}.pdf`)));
    await expect(page.getByText('Vous pouvez joindre au plus 5 fichiers.')).toBeVisible();
    await choose([
      { name: 'a.pdf', size: 12 * MB },
      { name: 'b.pdf', size: 12 * MB },
    ]);
    await expect(page.getByText('La limite de poids de fichier joint est dépassé. Maximum 23 mo.')).toBeVisible();
    await fillQuote(page);
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(input).toBeFocused();
    expect(api.posts).toHaveLength(0);
  });

  test('shows the upload progress and cancels it after confirmation, keeping the answers', async ({ page }) => {
    await stubApi(page, { ...created('ok'), delayMs: 10_000 });
    await page.goto('/fr/demande-soumission');
    await formReady(page, 'quote');
    await fillQuote(page);
    await field(page, 'quote', 'Joindre des fichiers').setInputFiles([pdf('plan.pdf', 2 * MB)]);
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.getByRole('progressbar')).toBeVisible();
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe('Voulez-vous vraiment annuler l’envoi de vos fichiers\u00a0?');
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Annuler l’envoi' }).click();
    await expect(page.getByText('L’envoi a été annulé. Vos réponses sont conservées.')).toBeVisible();
    await expect(field(page, 'quote', 'Prénom')).toHaveValue('Marie');
  });

  test('a job application needs a CV', async ({ page }) => {
    const api = await stubApi(page, created('Votre message a été envoyé avec succès. Nous vous contacterons dans les plus brefs délais.'));
    await page.goto('/fr/carriere');
    await formReady(page, 'careers');
    await fillPerson(page, 'careers');
    await field(page, 'careers', 'Ville').fill('Laval');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.getByText('Le champ « CV » est requis.')).toBeVisible();
    await field(page, 'careers', 'CV').setInputFiles([pdf('cv.pdf')]);
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.getByTestId('lead-confirmation').getByRole('heading', { name: 'Confirmation' })).toBeFocused();
    expect(api.posts[0]?.postDataBuffer()?.toString('latin1')).toContain('name="cv"; filename="cv.pdf"');
  });

  for (const [locale, path, send, message] of [
    [
      'fr',
      '/fr/carriere',
      'Envoyer',
      'Le fichier cv.doc n’est pas accepté : seuls les documents Word et Excel sans macros le sont. Enregistrez-le au format .docx ou .xlsx, puis joignez-le de nouveau.',
    ],
    [
      'en',
      '/en/carriere',
      'Send',
      'The file cv.doc is not accepted: only Word and Excel documents without macros are. Save it as .docx or .xlsx, then attach it again.',
    ],
  ] as const) {
    test(`${locale}: an Office file the server refuses (macros) is explained at the file, asking for .docx or .xlsx`, async ({ page }) => {
      await stubApi(page, { status: 415, body: { statusCode: 415, error: 'officeFile', message } });
      await page.goto(path);
      await formReady(page, 'careers');
      const labels =
        locale === 'fr' ? ['Prénom', 'Nom', 'Courriel', 'Téléphone', 'Ville'] : ['First name', 'Last name', 'Email', 'Phone', 'City'];
      for (const [index, value] of ['Marie', 'Côté', 'marie@example.com', '450 555-0123', 'Laval'].entries())
        await field(page, 'careers', labels[index]!).fill(value);
      await field(page, 'careers', locale === 'fr' ? 'CV' : 'Resume (CV)').setInputFiles([
        { name: 'cv.doc', mimeType: 'application/msword', buffer: Buffer.from('\xd0\xcf\x11\xe0', 'latin1') },
      ]);
      await page.getByRole('button', { name: send, exact: true }).click();
      await expect(page.getByText(message).first()).toBeVisible();
      await expect(field(page, 'careers', locale === 'fr' ? 'CV' : 'Resume (CV)')).toHaveAttribute('aria-invalid', 'true');
    });
  }
});

test.describe('newsletter block', () => {
  test('signs up only with consent, and says in the spec’s words to confirm from the mail', async ({ page }) => {
    const pending =
      'Votre inscription a été acheminée avec succès. Pour la confirmer, cliquez sur le lien du courriel que nous venons de vous envoyer.';
    const api = await stubApi(page, created(pending));
    await page.goto('/fr/contact');
    const block = page.getByTestId('newsletter-block');
    await formReady(page, 'newsletter');
    await block.getByLabel('Courriel', { exact: true }).fill('marie@example.com');
    await block.getByRole('button', { name: 'S’inscrire' }).click();
    await expect(block.getByText('Cochez la case « J’accepte de recevoir l’infolettre » pour vous inscrire.')).toBeVisible();
    expect(api.posts).toHaveLength(0);
    await block.getByLabel(/J’accepte de recevoir par courriel l’infolettre/).check();
    await block.getByRole('button', { name: 'S’inscrire' }).click();
    await expect(block.getByTestId('newsletter-outcome')).toHaveText(pending);
    expect(api.posts[0]?.url()).toMatch(/\/forms\/newsletter\?lang=fr$/);
  });

  test('its button is busy while the sign-up is on its way', async ({ page }) => {
    await stubApi(page, { ...created('Votre inscription a été acheminée avec succès.'), delayMs: 1_500 });
    await page.goto('/fr/contact');
    const block = page.getByTestId('newsletter-block');
    await formReady(page, 'newsletter');
    await block.getByLabel('Courriel', { exact: true }).fill('marie@example.com');
    await block.getByLabel(/J’accepte de recevoir par courriel l’infolettre/).check();
    await block.getByRole('button', { name: 'S’inscrire' }).click();
    const busy = block.locator('button[type="submit"]');
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(busy).toHaveText('Envoi en cours…');
    await expect(busy).toBeDisabled();
    await expect(block.getByTestId('newsletter-outcome')).toHaveText('Votre inscription a été acheminée avec succès.');
    await expect(busy).toHaveText('S’inscrire');
  });

  test('in English', async ({ page }) => {
    await stubApi(page, { status: 500, body: {} });
    await page.goto('/en/contact');
    const block = page.getByTestId('newsletter-block');
    await formReady(page, 'newsletter');
    await block.getByLabel('Email', { exact: true }).fill('marie@example.com');
    await block.getByLabel(/I agree to receive the Piscines Soleil newsletter/).check();
    await block.getByRole('button', { name: 'Sign up' }).click();
    await expect(block.getByRole('alert')).toContainText('Sorry, an error occurred. Please try again or call us at 1 800 555-0199');
  });
});

/** Google's reCAPTCHA Enterprise script, as far as App Check uses it: ready, an invisible widget, a token per execute, and its badge. */
const FAKE_RECAPTCHA = `(() => {
  let solved;
  const badge = document.createElement('div');
  badge.className = 'grecaptcha-badge';
  badge.textContent = 'reCAPTCHA';
  document.body.append(badge);
  window.grecaptcha = { enterprise: {
    ready: (fn) => fn(),
    render: (_container, params) => { solved = params.callback; window.recaptchaSiteKey = params.sitekey; return 7; },
    execute: async () => { solved(); return 'recaptcha-enterprise-token'; },
  } };
})();`;

test.describe('bot protection of spec §5', () => {
  test('locally the API issues the token, and the disclaimer is shown with Google’s links', async ({ page }) => {
    await page.goto('/en/contact');
    await formReady(page, 'contact');
    const disclaimer = page.locator('form[data-form="contact"]').getByTestId('integrity-disclaimer');
    await expect(disclaimer).toHaveText('This site is protected by reCAPTCHA and the Google Privacy Policy and Terms of Service apply.');
    await expect(disclaimer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      'https://policies.google.com/terms?hl=en',
    );
    await expect(page.getByTestId('newsletter-block').getByTestId('integrity-disclaimer')).toBeVisible();
  });

  test('in production Firebase App Check with reCAPTCHA Enterprise gives the token the store API gets; the badge is hidden', async ({
    page,
  }) => {
    const api = await stubApi(page, created('Votre message a été envoyé avec succès. Nous vous contacterons dans les plus brefs délais.'));
    // The runtime configuration production serves: the web app's id and a reCAPTCHA Enterprise site key.
    await page.route('**/runtime-config.json', async (route) => {
      const config = (await (await route.fetch()).json()) as { firebase: Record<string, string> };
      await route.fulfill({
        json: {
          ...config,
          firebase: { ...config.firebase, appId: '1:123456789012:web:abc123' },
          appCheck: { recaptchaEnterpriseSiteKey: 'site-key-test' },
        },
      });
    });
    const scripts: string[] = [];
    await page.route('https://www.google.com/recaptcha/enterprise.js*', (route) => {
      scripts.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: FAKE_RECAPTCHA });
    });
    const exchanges: Request[] = [];
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'POST' };
    await page.route('https://content-firebaseappcheck.googleapis.com/**', (route) => {
      if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
      exchanges.push(route.request());
      return route.fulfill({ headers: cors, json: { token: 'app-check-token-from-the-exchange', ttl: '3600s' } });
    });
    const localTokens: string[] = [];
    page.on('request', (request) => request.url().includes('/integrity/token') && localTokens.push(request.url()));

    await page.goto('/fr/contact');
    await formReady(page, 'contact');
    // Nothing is loaded before a submission asks for a token.
    expect(scripts).toEqual([]);
    await field(page, 'contact', 'Nom complet').fill('Marie Côté');
    await field(page, 'contact', 'Courriel').fill('marie@example.com');
    await field(page, 'contact', 'Téléphone').fill('450 555-0123');
    await field(page, 'contact', 'Message').fill('Bonjour');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.getByTestId('lead-confirmation').getByRole('heading', { name: 'Confirmation' })).toBeVisible();

    expect(scripts).toEqual(['https://www.google.com/recaptcha/enterprise.js?render=explicit']);
    expect(await page.evaluate(() => (window as unknown as { recaptchaSiteKey: string }).recaptchaSiteKey)).toBe('site-key-test');
    expect(exchanges.map((r) => r.url())).toEqual([
      'https://content-firebaseappcheck.googleapis.com/v1/projects/demo-storefront/apps/1:123456789012:web:abc123:exchangeRecaptchaEnterpriseToken?key=local-api-key',
    ]);
    expect(exchanges[0]!.postDataJSON()).toEqual({ recaptcha_enterprise_token: 'recaptcha-enterprise-token' });
    expect(await api.posts[0]!.headerValue('x-firebase-appcheck')).toBe('app-check-token-from-the-exchange');
    expect(localTokens).toEqual([]);
    await expect(page.locator('.grecaptcha-badge')).toBeHidden();

    // A second submission reuses App Check's token: no new reCAPTCHA challenge, no new exchange.
    await page.getByRole('button', { name: 'Envoyer une autre demande' }).click();
    await expect(field(page, 'contact', 'Nom complet')).toBeFocused();
    await expect(field(page, 'contact', 'Nom complet')).toHaveValue('');
    // The form, back for another request, says why the badge is hidden.
    const disclaimer = page.locator('form[data-form="contact"]').getByTestId('integrity-disclaimer');
    await expect(disclaimer).toHaveText(
      'Ce site est protégé par reCAPTCHA, et les règles de confidentialité et les conditions d’utilisation de Google s’appliquent.',
    );
    await expect(disclaimer.getByRole('link', { name: 'règles de confidentialité' })).toHaveAttribute(
      'href',
      'https://policies.google.com/privacy?hl=fr',
    );
    await field(page, 'contact', 'Nom complet').fill('Jean Tremblay');
    await field(page, 'contact', 'Courriel').fill('jean@example.com');
    await field(page, 'contact', 'Téléphone').fill('450 555-0124');
    await field(page, 'contact', 'Message').fill('Encore');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect.poll(() => api.posts.length).toBe(2);
    expect(await api.posts[1]!.headerValue('x-firebase-appcheck')).toBe('app-check-token-from-the-exchange');
    expect(exchanges).toHaveLength(1);
  });
});

/** The text of every script the page fetches, as it comes (issue 48: what a first load carries). */
function scriptsOf(page: Page) {
  const texts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') texts.push(response.text().catch(() => ''));
  });
  return { holds: async (mark: string) => (await Promise.all(texts)).some((text) => text.includes(mark)) };
}

test.describe('first load (issue 48)', () => {
  test('a form page carries no schema (zod): the schemas come at the first focus, the checks then work', async ({ page }) => {
    const scripts = scriptsOf(page);
    await page.goto('/fr/demande-soumission');
    await formReady(page, 'quote');
    await page.waitForLoadState('networkidle');
    // zod's error class, by the name its code carries.
    expect(await scripts.holds('ZodError')).toBe(false);
    await field(page, 'quote', 'Courriel').focus();
    await expect.poll(() => scripts.holds('ZodError')).toBe(true);
    await field(page, 'quote', 'Courriel').fill('marie@');
    await field(page, 'quote', 'Courriel').blur();
    await expect(field(page, 'quote', 'Courriel')).toHaveAttribute('aria-invalid', 'true');
  });

  test('the newsletter block, shown on every page, fetches its schema when the visitor enters it', async ({ page }) => {
    const scripts = scriptsOf(page);
    await page.goto('/fr/contact');
    await formReady(page, 'newsletter');
    await page.waitForLoadState('networkidle');
    expect(await scripts.holds('ZodError')).toBe(false);
    await page.locator('form[data-form="newsletter"]').getByRole('textbox', { name: 'Courriel' }).focus();
    await expect.poll(() => scripts.holds('ZodError')).toBe(true);
  });
});
