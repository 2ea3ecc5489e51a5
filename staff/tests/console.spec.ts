// The staff console end to end, in Chromium with a virtual passkey authenticator (the DevTools protocol's WebAuthn domain):
// the first administrator's invitation from `npm run staff:invite`, their passkey made, a sign-in, the inbox, a lead's page,
// a status changed, a colleague's change caught, and a change resumed after the session ended.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { test, type Page } from '@playwright/test';
import { expect, expectAxeClean, expectNoSidewaysScroll, SUITE_DATA_DIR } from './suite';

const repoRoot = resolve(import.meta.dirname, '../..');

/** The command an operator runs for the first administrator: its printed link. */
function invitationLink(email: string): string {
  const printed = execFileSync(
    resolve(repoRoot, 'node_modules/.bin/tsx'),
    [resolve(repoRoot, 'services/api/src/staff/invite-cli.ts'), '--', email],
    {
      env: { ...process.env, API_DATA_DIR: SUITE_DATA_DIR },
      encoding: 'utf8',
    },
  );
  const link = /^http:\/\/\S+\/invitation#\S+$/m.exec(printed)?.[0];
  expect(link, printed).toBeTruthy();
  return link!;
}

/** A platform authenticator that keeps passkeys and verifies its user, as a phone or a laptop's. */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

test('an invited administrator makes a passkey, signs in, reads a lead and moves it on; a race and an ended session lose nothing', async ({
  page,
}) => {
  const { cdp, authenticatorId } = await virtualAuthenticator(page);

  // The invitation: whom it is for, their name, their passkey; then the inbox.
  await page.goto(invitationLink('julie@piscinessoleil.local'));
  await expect(page.getByRole('heading', { name: 'Créer votre clé d’accès' })).toBeVisible();
  await expect(page.getByText('Invitation pour julie@piscinessoleil.local, rôle : administration.')).toBeVisible();
  await expectAxeClean(page);
  await page.getByLabel('Votre nom').fill('Julie Roy');
  await page.getByRole('button', { name: 'Créer ma clé d’accès' }).click();
  await expect(page.getByRole('heading', { name: 'Demandes' })).toBeVisible();
  // The token has left the address.
  expect(new URL(page.url()).hash).toBe('');
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.isResidentCredential).toBe(true);

  // Signed out, then in again with the passkey alone.
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  await expectAxeClean(page);
  await page.getByRole('button', { name: 'Se connecter avec une clé d’accès' }).click();
  await expect(page.getByText('Connecté : Julie Roy (administration)')).toBeVisible();

  // The inbox: every lead, its counts by status and by form.
  await expect(page.getByRole('button', { name: 'Toutes 3' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Nouvelle 3' })).toBeVisible();
  await expect(page.getByRole('link', { name: /John Smith/ })).toBeVisible();
  await page.getByLabel('Formulaire').selectOption('quote');
  await expect(page).toHaveURL(/\?form=quote$/);
  await expect(page.getByRole('link', { name: /Luc Gagnon/ })).toHaveCount(0);
  await expectAxeClean(page);
  await shoot(page, 'inbox');

  // The lead's page: fields, the priced configuration, the file, the consent, the mails.
  await page.getByRole('link', { name: /Marie Tremblay/ }).click();
  await expect(page.getByRole('heading', { name: /Demande S-2026-0042/ })).toBeVisible();
  const configuration = page.getByRole('region', { name: 'Configuration demandée : Riviera ronde 24 pi' });
  await expect(configuration.getByRole('row', { name: /Ovale/ })).toContainText('1\u00a0200,00\u00a0$');
  await expect(configuration.getByRole('rowheader', { name: 'Forme' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Tremblay' })).toBeVisible();
  await expect(page.getByRole('term').first()).toHaveText('Prénom');
  await expect(configuration.getByRole('row', { name: /Total avant taxes/ })).toContainText('5\u00a0859,10\u00a0$');
  await expect(page.getByText(/J’accepte de recevoir les offres et conseils de Piscines Soleil par courriel/)).toBeVisible();
  await expect(page.getByText('Nous avons bien reçu votre demande — à marie@example.com')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: /Télécharger plan-cour\.pdf/ }).click();
  expect((await download).suggestedFilename()).toBe('plan-cour.pdf');
  await expectAxeClean(page);
  await shoot(page, 'lead');

  // A status changed with its reason.
  await page.getByLabel('Nouveau statut').selectOption('contacted');
  await page.getByLabel('Raison du changement').fill('Appelée, rappeler jeudi');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Statut enregistré : Contactée.')).toBeVisible();
  await expect(page.getByText('Raison : Appelée, rappeler jeudi')).toBeVisible();

  // A colleague moves the lead on meanwhile: the second change is refused in words, its reason kept.
  const leadId = new URL(page.url()).pathname.split('/').pop()!;
  const { csrf } = (await (await page.request.get('/api/staff/session')).json()) as { csrf: string };
  const colleague = await page.request.post(`/api/staff/leads/${leadId}/status`, {
    data: { status: 'quoted', reason: 'Soumission envoyée par courriel' },
    headers: { 'x-csrf-token': csrf, 'if-match': '"2"' },
  });
  expect(colleague.status()).toBe(200);
  await page.getByLabel('Nouveau statut').selectOption('lost');
  await page.getByLabel('Raison du changement').fill('Achète ailleurs');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(
    page.getByText(/Un collègue a changé cette demande pendant que vous la lisiez \(maintenant : Soumission envoyée\)/),
  ).toBeVisible();
  await expect(page.getByLabel('Raison du changement')).toHaveValue('Achète ailleurs');

  // The session ends mid-change: the change is kept, and sent once the member signs in again.
  await page.request.post('/api/staff/auth/sign-out', { headers: { 'x-csrf-token': csrf } });
  await page.getByLabel('Nouveau statut').selectOption('won');
  await page.getByLabel('Raison du changement').fill('Contrat signé au magasin');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(
    page.getByText('Votre session a pris fin. Connectez-vous pour continuer : votre changement en cours sera repris.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Se connecter avec une clé d’accès' }).click();
  await expect(page.getByText('Votre changement en cours a été repris après la connexion. Statut enregistré : Gagnée.')).toBeVisible();
  await expect(page.getByRole('heading', { name: /Demande S-2026-0042/ })).toContainText('Gagnée');

  // A reply in the lead's language, from a template: kept among its mails.
  await page.getByLabel('Modèle').selectOption('callBack');
  await page.getByLabel('Note personnelle (facultative)').fill('Je suis au magasin jusqu’à 17 h.');
  await page.getByRole('button', { name: 'Envoyer la réponse' }).click();
  await expect(
    page.getByText('Réponse envoyée à marie@example.com : « Votre demande S-2026-0042 : pouvons-nous vous appeler ? ».'),
  ).toBeVisible();
  await expect(page.getByText('Votre demande S-2026-0042 : pouvons-nous vous appeler ? — à marie@example.com')).toBeVisible();

  // The audit log, and the console in English.
  await page.getByRole('link', { name: 'Journal' }).click();
  await expect(page.getByRole('cell', { name: 'lead.status' })).toHaveCount(3);
  await expect(page.getByRole('cell', { name: 'lead.reply' })).toHaveCount(1);
  await expectAxeClean(page);
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Change log' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await shoot(page, 'audit');
});
